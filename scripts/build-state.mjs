import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything that goes into the Next build; a change here means a rebuild. */
const INPUTS = ['pages', 'pageLoads', 'ui', 'machines', 'api', 'i18n', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', '.next']);
/** Generated from the .po catalogs (which are inputs) by every build. */
const GENERATED = /^i18n\/locales\/[a-z]+\/messages\.ts$/;

function walk(root, file, hash) {
  const full = path.join(root, file);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) if (!SKIP.has(name)) walk(root, path.join(file, name), hash);
  } else if (!GENERATED.test(file.split(path.sep).join('/'))) {
    hash.update(file);
    hash.update(readFileSync(full));
  }
}

function sourceFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(root, input, hash);
  return hash.digest('hex');
}

const marker = (root) => path.join(root, '.next', 'source-fingerprint');

/** Whether `.next` holds a production build of the current sources. */
export function buildIsCurrent(root) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(marker(root))) return false;
  return readFileSync(marker(root), 'utf8') === sourceFingerprint(root);
}

export function markBuilt(root) {
  writeFileSync(marker(root), sourceFingerprint(root));
}
