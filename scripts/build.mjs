import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { buildVersion } from './build-version.mjs';
import { compileCatalogs, root, run, runNode } from './run.mjs';

/** Builds the production bundle unless `.next` already holds the current sources. */
export function buildIfNeeded({ force = false } = {}) {
  if (!force && buildIsCurrent(root)) return 0;
  if (compileCatalogs() !== 0) return 1;
  console.log('Building the site (first start or sources changed)…');
  // One version for the bundle (`_v`) and the server (`/api/health`).
  const version = buildVersion();
  let code = run('next', ['build'], { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', BUILD_VERSION: version });
  if (code === 0) code = runNode(path.join(root, 'scripts', 'precompress.mjs'));
  if (code === 0) {
    writeFileSync(path.join(root, '.next', 'build-version'), version);
    markBuilt(root);
  }
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(buildIfNeeded({ force: process.argv.includes('--force') }));
}
