import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stopChild, waitForLine } from './children.mjs';
import { freePort } from './freePort.mjs';

/**
 * A throwaway redis-server of Debian's packages for the tests and the
 * bench: nothing kept on disk, a temp folder of its own, a free port of
 * 127.0.0.1.
 */

/**
 * Where redis-server is installed, if it is.
 * @returns {string | undefined}
 */
export function redisServerBinary() {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {string} binary
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startRedis(binary) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-redis-'));
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForLine(child, /Ready to accept connections/, 15_000, 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
