import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Starts a tool from node_modules/.bin without waiting for it, its output
 * kept until it ends; answers a promise of its exit code and that output.
 */
export function start(tool, args, env = {}) {
  const child = spawn(bin(tool), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
