import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a tool from node_modules/.bin in the repo, inheriting output; returns its exit code. */
export function run(tool, args, env = {}) {
  const result = spawnSync(bin(tool), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Compiles the Lingui catalogs; `strict` fails on a missing translation. */
export function compileCatalogs({ strict = true } = {}) {
  return run('lingui', ['compile', '--typescript', ...(strict ? ['--strict'] : [])]);
}
