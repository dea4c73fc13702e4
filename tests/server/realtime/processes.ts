import { spawn } from 'node:child_process';
import path from 'node:path';
import { stopChild, waitForLine } from '../../../scripts/children.mjs';
import { freePort } from '../../../scripts/freePort.mjs';

/**
 * Real services for a test of several server processes: a PostgreSQL
 * cluster and a redis-server of their own, each in a temp folder on a free
 * port, and the site's server started as `npm start` would (`server/main.ts`
 * under tsx), stopped by the test.
 */

export { freePort };
// The throwaway PostgreSQL and Redis are the bench's too.
export { postgresBinaries, startPostgres } from '../../../scripts/localPostgres.mjs';
export { redisServerBinary, startRedis } from '../../../scripts/localRedis.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

export interface Service {
  url: string;
  stop(): Promise<void>;
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
