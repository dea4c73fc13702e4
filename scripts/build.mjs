import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { compileCatalogs, root, run } from './run.mjs';

/** Builds the production bundle unless `.next` already holds the current sources. */
export function buildIfNeeded({ force = false } = {}) {
  if (!force && buildIsCurrent(root)) return 0;
  if (compileCatalogs() !== 0) return 1;
  console.log('Building the site (first start or sources changed)…');
  const code = run('next', ['build'], { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
  if (code === 0) markBuilt(root);
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(buildIfNeeded({ force: process.argv.includes('--force') }));
}
