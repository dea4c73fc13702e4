import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, start, waitFor } from './benchTools.mjs';
import { logInAsApp } from './eidClient.mjs';
import { freePort } from './freePort.mjs';
import { postgresBinaries, startPostgres } from './localPostgres.mjs';
import { root } from './run.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

/**
 * The bench's scale table: the calls a real company's load falls on, at
 * `connections`, on the database the seed makes and on one grown to a real
 * company's size (`npm run db:seed-company`: 20,000 customers, 100,000
 * bookings, 50,000 invoices, 200,000 notifications), one server at a time on
 * the same machine. The customer's calls are Oskar's (a seeded test
 * customer), logged in through the BankID simulator as an app would be:
 * what the tables' size does to one customer's pages is what is measured.
 */

/** Documented test personal number of the seeded customer Oskar Lindqvist. */
export const OSKAR = '198112189876';
export const WINDOWS = { productId: 302016, configurationForm: { windowsOrdinary: 10, floors: '1' }, zipCode: '11120' };

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Where a server's data lives: a folder (the embedded database, the simulator's certificates), and PostgreSQL's address when it is used. */
function placeEnv({ dataDir, databaseUrl }) {
  return { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
}

export function tsx(script, place) {
  const done = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...placeEnv(place), LOG_LEVEL: 'warn' } });
  if (done.status !== 0) throw new Error(`${script} failed`);
}

/** The measured calls, as `load` takes them. */
function calls(base, sessionToken) {
  const json = { 'content-type': 'application/json' };
  const customer = { 'X-SessionId': sessionToken };
  return {
    'GET /api/v2/product/catalog': { url: `${base}/api/v2/product/catalog?areaCode=11120&lang=sv` },
    'POST /api/v2/booking/direct/availability': { url: `${base}/api/v2/booking/direct/availability?lang=sv`, method: 'POST', headers: json, body: JSON.stringify(WINDOWS) },
    'POST /api/v2/booking/direct/price': { url: `${base}/api/v2/booking/direct/price?lang=sv`, method: 'POST', headers: { ...json, ...customer }, body: JSON.stringify(WINDOWS) },
    'GET /api/v2/customer/bookings (a year)': { url: `${base}/api/v2/customer/bookings?startDate=${day(-330)}&endDate=${day(30)}&lang=sv`, headers: customer },
    'GET /api/v2/customer/invoices': { url: `${base}/api/v2/customer/invoices?page=1&lang=sv`, headers: customer },
    'GET /api/v2/customer/notifications': { url: `${base}/api/v2/customer/notifications?lang=sv`, headers: customer },
  };
}

/** Starts a server on `place`, logs Oskar in, measures every call, stops it. */
async function measureOn(place, connections) {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...placeEnv(place) };
  const server = start('node', [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], { cwd: root, env });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const measured = {};
    for (const [name, request] of Object.entries(calls(base, await logInAsApp(base, OSKAR)))) measured[name] = await load(request, connections);
    return measured;
  } finally {
    await server.stop();
  }
}

/**
 * The calls on a database as seeded and on one grown to a company's size,
 * each in a place of its own: `newDatabase()` answers the place and how to
 * drop it. Answers both measures and the seconds the company's rows took.
 */
async function bothSizes(newDatabase, connections) {
  const measured = {};
  let seededS = 0;
  for (const size of ['empty', 'company']) {
    const { place, drop } = await newDatabase();
    try {
      const started = Date.now();
      tsx(size === 'company' ? 'server/seedCompany.ts' : 'server/prepare.ts', place);
      if (size === 'company') seededS = (Date.now() - started) / 1000;
      measured[size] = await measureOn(place, connections);
    } finally {
      await drop();
    }
  }
  return { ...measured, seededS };
}

const folder = (name) => mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));

/** The embedded database in a folder of its own. */
async function embedded() {
  const dataDir = folder('embedded');
  return { place: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A PostgreSQL cluster of its own (Debian's packages), the server's folder beside it. */
async function postgres(binaries) {
  const cluster = await startPostgres(binaries);
  const dataDir = folder('pg');
  return {
    place: { dataDir, databaseUrl: cluster.url },
    drop: async () => {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Measures on the embedded database and, when Debian's PostgreSQL is
 * installed, on PostgreSQL: each as seeded and at a company's size, one
 * server at a time, at `connections`. Answers the lines to print.
 */
export async function companyScaleTable(connections) {
  const binaries = postgresBinaries();
  const databases = [['embedded', await bothSizes(embedded, connections)]];
  if (binaries) databases.push(['PostgreSQL', await bothSizes(() => postgres(binaries), connections)]);
  const ms = (value) => `${String(value).padStart(4)} ms`;
  const lines = [`\nA real company's size: 20,000 customers, 100,000 bookings, 50,000 invoices and 200,000 notifications; ${connections} connections, p50 / p99`];
  for (const [name, { empty, company, seededS }] of databases) {
    lines.push(`  ${name} (prepared and grown to that size in ${seededS.toFixed(0)} s)`, `    ${'call'.padEnd(44)} ${'as seeded'.padStart(17)} ${'company size'.padStart(17)}   p99 ratio`);
    for (const call of Object.keys(empty)) {
      const [a, b] = [empty[call], company[call]];
      lines.push(`    ${call.padEnd(44)} ${ms(a.p50)} / ${ms(a.p99)}   ${ms(b.p50)} / ${ms(b.p99)}   ${(b.p99 / Math.max(1, a.p99)).toFixed(2)}x`);
    }
  }
  if (!binaries) lines.push('  (PostgreSQL not installed: apt-get install postgresql to measure it too)');
  return lines;
}
