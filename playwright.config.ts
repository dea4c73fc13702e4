import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';
import { freePort } from './scripts/freePort.mjs';
import { setSeedImageCache } from './scripts/seedImageCache.mjs';
import { SERVER_NODE_FLAGS } from './scripts/server-flags.mjs';


const port = Number(process.env.E2E_PORT) || (await freePort());
process.env.E2E_PORT = String(port);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The end-to-end server and the development server inherit it.
setSeedImageCache();
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Tests of the development build (`npm run dev`: the statechart inspector and
 * catalogue), against a second server of the same site in development mode
 * that their own fixture starts (`developmentServer.ts`). Their project comes
 * first: starting that server and compiling pages on demand is the longest
 * single task of the run, so it starts at once beside the other tests
 * rather than after them on an otherwise idle machine.
 */
const DEVELOPMENT = /development\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Three workers on the 2-core machine: with two, a fifth of the CPU waited (BankID polls, timers, the
  // server's answers); back to back on a quiet machine, 336 s with three against 389 s with two.
  workers: 3,
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
    // Pages compile on their first request in development: minutes, not seconds, on a small machine.
    { name: 'development', use: { browserName: 'chromium' }, testMatch: DEVELOPMENT, timeout: 600_000 },
    // Tests, not files, share the workers: each test logs in, books and counts on its own (the exact
    // notification counts as a customer no other test logs in as).
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: DEVELOPMENT, fullyParallel: true },
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
        // The booking walks confirm to the same few test addresses, far more often than a customer books in an hour.
        CONFIRMATION_EMAILS_PER_HOUR: '1000',
        // developerMode.spec.ts turns the statechart inspector on in its own browser; other pages see only the footer's spot.
        DEVELOPER_MODE: 'allowed',
      },
    },
  ],
});
