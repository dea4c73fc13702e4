import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a tool from node_modules/.bin in the repo, inheriting output; returns its exit code. */
export function run(tool, args, env = {}) {
  const result = spawnSync(bin(tool), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs one of our Node scripts in the repo, inheriting output; returns its exit code. */
export function runNode(script, args = []) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Compiles the Lingui catalogs; `strict` fails on a missing translation. */
export function compileCatalogs({ strict = true } = {}) {
  return run('lingui', ['compile', '--typescript', ...(strict ? ['--strict'] : [])]);
}

/**
 * Starts a tool from node_modules/.bin without waiting for it, its output
 * written to a file until it ends (a pipe would fill while a synchronous
 * step blocks this process); answers `done`, a promise of its exit code and
 * that output, and `stop`, which ends it if it still runs.
 */
export function start(tool, args, env = {}) {
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), 'site-step-')), 'output.log');
  const out = openSync(log, 'w');
  const child = spawn(bin(tool), args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  closeSync(out);
  let text;
  const output = () => {
    if (text === undefined) {
      try {
        text = readFileSync(log, 'utf8');
      } catch {
        text = '';
      }
      rmSync(path.dirname(log), { recursive: true, force: true });
    }
    return text;
  };
  const done = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `${output()}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: output() }));
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    rmSync(path.dirname(log), { recursive: true, force: true });
  };
  return { done, stop };
}
