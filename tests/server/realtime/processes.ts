import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { freePort } from '../../../scripts/freePort.mjs';
import os from 'node:os';
import path from 'node:path';

/**
 * Real services for a test of several server processes: a PostgreSQL
 * cluster and a redis-server of their own, each in a temp folder on a free
 * port, and the site's server started as `npm start` would (`server/main.ts`
 * under tsx), stopped by the test.
 */

export { freePort };
// The throwaway PostgreSQL is the bench's too.
export { postgresBinaries, startPostgres } from '../../../scripts/localPostgres.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

export function redisServerBinary(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface Service {
  url: string;
  stop(): Promise<void>;
}

/** Waits until a line of `child`'s output matches `pattern`; fails when it exits first or after `timeoutMs`. */
function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number, name: string): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) finish(() => resolve(match));
    };
    const exited = (code: number | null) => fail(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    const finish = (then: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', listen);
      child.stderr?.off('data', listen);
      child.off('exit', exited);
      then();
    };
    const fail = (error: Error) => finish(() => reject(error));
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', exited);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A redis-server that keeps nothing on disk. */
export async function startRedis(binary: string): Promise<Service> {
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

export interface ServerProcess extends Service {
  /** Everything it wrote, for a failure's message. */
  output(): string;
}

/** The site's server as its own process, serving the API and the socket only, on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_ONLY: '1', LOG_LEVEL: 'warn', EID_PROVIDER: 'simulator', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // A wait for readiness, not a measure: the process compiles the server through tsx before it migrates and
  // seeds, which on a busy 2-core machine has taken more than 45 s.
  const [, port] = await waitForLine(child, /Ready on http:\/\/localhost:(\d+)/, 90_000, 'server process');
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** Runs the server until it exits, as a start that must fail; answers its exit code and output. */
export async function failedStart(env: Record<string, string>, timeoutMs = 30_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_ONLY: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
