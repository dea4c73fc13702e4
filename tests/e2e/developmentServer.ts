import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/freePort.mjs';
import { test as base } from './fixtures';

/**
 * A second server of the site in development mode (Next compiles pages as
 * they are first asked for), started by the first test that needs it and
 * stopped with its worker. Only `development.spec.ts` uses it, so no other
 * run waits for its start; its project is scheduled first, so the start
 * overlaps the other tests instead of following them.
 */

/** How long its start may take: a cold development server on a small, busy machine. */
const START_TIMEOUT_MS = 300_000;


async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Waits until the server answers its health check; fails with its output when it exits or takes too long. */
async function waitUntilUp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the development server exited (${server.exitCode}):\n${output()}`);
    if (await healthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the development server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Stops the server and everything it started (its own process group). */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    return;
  }
  const killed = setTimeout(() => {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 10_000);
  await exited;
  clearTimeout(killed);
}

export const test = base.extend<object, { developmentServer: string }>({
  developmentServer: [
    async ({}, provide) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // Inside the run's data folder when there is one (removed with it), else a temporary one of its own.
      const parent = process.env.E2E_DATA_DIR;
      const dataDir = parent ? path.join(parent, 'development') : mkdtempSync(path.join(os.tmpdir(), 'site-e2e-development-'));
      let output = '';
      const server = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          NEXT_TELEMETRY_DISABLED: '1',
        },
      });
      // The last of its output, for the message when it fails to start.
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
      server.stdout!.on('data', keep);
      server.stderr!.on('data', keep);
      try {
        await waitUntilUp(url, server, () => output);
        await provide(url);
      } finally {
        await stop(server);
        if (!parent) rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ developmentServer }, provide) => provide(developmentServer),
});

export { expect } from './fixtures';
