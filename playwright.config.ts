import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';
import { SERVER_NODE_FLAGS } from './scripts/server-flags.mjs';

/** A free loopback port for this run's server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.E2E_PORT) || (await freePort());
process.env.E2E_PORT = String(port);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;
/** Tests that run on their own once the others are done (project `isolated`). */
const ISOLATED = /(notifications|realtime)\.spec\.ts$/;
/**
 * Tests of the development build (`npm run dev`: the statechart inspector and
 * catalogue), against a second server of the same site in development mode,
 * run last: compiling pages on demand must not slow the other tests.
 */
const DEVELOPMENT = /development\.spec\.ts$/;
const DEVELOPMENT_SPEC = path.resolve('tests/e2e/development.spec.ts');

/** Options of `playwright test` that take the next argument as their value (a value is no file filter). */
const VALUE_OPTIONS = new Set(
  '-c --config --add-reporter --browser --debug --global-timeout -g --grep -G --grep-invert --last-failed-file --max-failures --output --only-changed --repeat-each --reporter --retries --run-agents --shard --test-list --test-list-invert --shuffle --timeout --trace --tsconfig --ui-host --ui-port -u --update-snapshots --update-source-method -j --workers'.split(' '),
);

/** A `--project` name (with Playwright's `*` wildcard) as a matcher, case-insensitive as Playwright's. */
const projectMatcher = (name: string) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');

/** A file filter as Playwright reads it: `file[:line[:column]]`, a regular expression (or `/re/flags`) on the file's path. */
function fileFilterMatches(filter: string, file: string): boolean {
  const pattern = /^(.*?):(\d+):?(\d+)?$/.exec(filter)?.[1] ?? filter;
  const literal = /^\/(.*)\/([gi]*)$/.exec(pattern);
  try {
    return (literal ? new RegExp(literal[1]!, literal[2]) : new RegExp(pattern, 'i')).test(file);
  } catch {
    return file.includes(pattern);
  }
}

/**
 * Whether this run needs the development server: `E2E_DEV_SERVER=1` or `0`
 * says so outright (`npm test` sets 1); otherwise it is needed when project
 * `development` is selected (no `--project`, or one naming it) and no file
 * filter leaves `development.spec.ts` out. `npx playwright test eidLogin` or
 * `--project chromium` does not wait minutes for a server it never asks.
 */
function developmentServerNeeded(argv: readonly string[]): boolean {
  if (process.env.E2E_DEV_SERVER) return process.env.E2E_DEV_SERVER !== '0';
  const start = argv.indexOf('test');
  // Another command line (the UI's test server; workers load the config too but start no server): as if all ran.
  if (start < 0) return true;
  const projects: string[] = [];
  const filters: string[] = [];
  for (let i = start + 1; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--project') {
      while (i + 1 < argv.length && !argv[i + 1]!.startsWith('-')) projects.push(argv[(i += 1)]!);
    } else if (arg.startsWith('--project=')) {
      projects.push(arg.slice('--project='.length));
    } else if (VALUE_OPTIONS.has(arg)) {
      if (i + 1 < argv.length && !argv[i + 1]!.startsWith('-')) i += 1;
    } else if (!arg.startsWith('-')) {
      filters.push(arg);
    }
  }
  if (projects.length > 0 && !projects.some((name) => projectMatcher(name).test('development'))) return false;
  return filters.length === 0 || filters.some((filter) => fileFilterMatches(filter, DEVELOPMENT_SPEC));
}
const withDevelopmentServer = developmentServerNeeded(process.argv);
const devPort = Number(process.env.E2E_DEV_PORT) || (await freePort());
process.env.E2E_DEV_PORT = String(devPort);
// Inside the run's data folder (removed with it), beside the production server's database.
const devDataDir = path.join(dataDir, 'development');
const devBaseURL = `http://127.0.0.1:${devPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Tests, not files, share the two workers: each test logs in, books and counts on its own, and the tests that
    // must not run beside others (exact notification counts, their own server processes) are project `isolated`.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [ISOLATED, DEVELOPMENT], fullyParallel: true },
    // After the rest: the notification counts must not move under other tests' bookings of the same
    // customer, and the realtime test's own server processes, PostgreSQL and Redis must not starve them.
    { name: 'isolated', use: { browserName: 'chromium' }, testMatch: ISOLATED, dependencies: ['chromium'] },
    // Pages compile on their first request in development: minutes, not seconds, on a small machine.
    { name: 'development', use: { browserName: 'chromium', baseURL: devBaseURL }, testMatch: DEVELOPMENT, dependencies: ['isolated'], timeout: 600_000 },
  ],
  webServer: [
    {
      command: `node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`,
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // Short simulator windows so expiry can be seen in a test; generous limits for many logins from one address.
        EID_SIMULATOR_QR_MAX_AGE_SECONDS: '3',
        EID_SIMULATOR_PICKUP_TIMEOUT_SECONDS: '8',
        AUTH_LOGIN_RATE_LIMIT: '500',
        AUTH_POLL_RATE_LIMIT: '5000',
        // developerMode.spec.ts turns the statechart inspector on in its own browser; other pages see only the footer's spot.
        DEVELOPER_MODE: 'allowed',
      },
    },
    // The same site in development mode (Next compiles pages as they are asked for), on its own data; only for project `development`.
    ...(withDevelopmentServer
      ? [
          {
            command: 'node_modules/.bin/tsx server/main.ts',
            url: `${devBaseURL}/api/health`,
            timeout: 300_000,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            env: {
              PORT: String(devPort),
              HOST: '127.0.0.1',
              DATA_DIR: devDataDir,
              NODE_ENV: 'development',
              LOG_LEVEL: 'warn',
              NEXT_TELEMETRY_DISABLED: '1',
            },
          },
        ]
      : []),
  ],
});
