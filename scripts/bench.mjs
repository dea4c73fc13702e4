import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build.mjs';
import { processesTable } from './benchProcesses.mjs';
import { companyScaleTable } from './benchScale.mjs';
import { DURATION_S, load, rssMb, start, waitFor } from './benchTools.mjs';
import { firstLoadByType, firstLoadKb } from './firstLoad.mjs';
import { freePort } from './freePort.mjs';
import { lighthouseOf } from './lighthouse.mjs';
import { root } from './run.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

/**
 * `npm run bench`, on this machine in one run:
 * - first-load JavaScript per page type (gzip, from the build manifests);
 * - requests per second of the home page and of a booking page at a postal
 *   code (both from the page cache, for a visitor without a session) beside
 *   a one-line Next page;
 * - the hot `/api` calls at 50 connections beside a bare Fastify route;
 * - the server's memory (RSS) after start (on a database prepared before,
 *   as a deployment starts) and after the load;
 * - Lighthouse 12 (mobile) on the home page and a booking page, each run
 *   `LIGHTHOUSE_RUNS` times (median and range), beside the one-line Next
 *   page: what this machine scores for React and Next alone.
 * - the calls a company's load falls on (catalog, availability, price, a
 *   customer's bookings, invoices and notifications) at 50 connections, on
 *   the database as seeded and grown to a real company's size
 *   (`scripts/benchScale.mjs`);
 * - 1 and 2 server processes on one PostgreSQL and Redis behind a load
 *   balancer: availability and bookings through it, and that no booking
 *   was lost or doubled (`scripts/benchProcesses.mjs`).
 * `npm run bench -- pages scale processes` runs only the parts named.
 * Figures are printed, never asserted: `npm test` checks sizes, not times.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PAGE_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const API_CONNECTIONS = 50;


/** The median of a list of numbers. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One page's Lighthouse runs: each figure's median and range; failed runs are counted, not averaged in. */
function lighthouseSummary(runs, { accessibility = true } = {}) {
  const scored = runs.filter((run) => !run.error);
  const failed = runs.length - scored.length;
  if (scored.length === 0) return `no score: ${runs[0].error}`;
  const figure = (pick, format) => {
    const values = scored.map(pick);
    const range = values.length > 1 ? ` [${format(Math.min(...values))}–${format(Math.max(...values))}]` : '';
    return `${format(median(values))}${range}`;
  };
  const score = (value) => value.toFixed(2);
  const ms = (value) => value.toFixed(0);
  const failedAudits = [...new Set(scored.flatMap((run) => run.failedAccessibility))];
  return (
    `performance ${figure((run) => run.performance, score)}, TBT ${figure((run) => run.tbtMs, ms)} ms, ` +
    `LCP ${figure((run) => run.lcpMs, ms)} ms, CLS ${figure((run) => run.cls, (value) => value.toFixed(3))}` +
    (accessibility ? `, accessibility ${figure((run) => run.accessibility, score)}${failedAudits.length ? ` (${failedAudits.join(', ')})` : ''}` : '') +
    (failed ? `; ${failed} run(s) without a score` : '')
  );
}

const line = (name, { rps, p50, p99 }) => `${name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${String(p50).padStart(4)} ms   p99 ${String(p99).padStart(5)} ms`;

/**
 * The baselines, built and run beside the site: a one-line server-rendered
 * Next page, and a bare Fastify route answering a fixed JSON body. They live
 * in the ignored `.bench/` so they resolve the same node_modules.
 */
function writeBaselines() {
  const dir = path.join(root, '.bench');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'next', 'pages'), { recursive: true });
  writeFileSync(
    path.join(dir, 'next', 'pages', 'index.js'),
    'export const getServerSideProps = () => ({ props: {} });\nexport default function Page() { return <p>ok</p>; }\n',
  );
  writeFileSync(path.join(dir, 'next', 'next.config.mjs'), 'export default {};\n');
  const build = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: path.join(dir, 'next'),
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('baseline Next build failed');
  writeFileSync(
    path.join(dir, 'fastify.mjs'),
    [
      "import Fastify from 'fastify';",
      'const app = Fastify();',
      "app.get('/api/bare', async () => ({ areaCode: '11122', items: [{ productId: 302016, type: 'direct', business: false, isMulti: false }] }));",
      "await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });",
      '',
    ].join('\n'),
  );
  return dir;
}

/** The first-load sizes, the pages, the hot calls, Lighthouse and the memory: one server beside the baselines. */
async function pagesAndCalls() {
  const sizes = firstLoadByType(path.join(root, '.next'));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  // As a deployment does (`npm run db:prepare`, then start): the server starts on a database made and seeded
  // beforehand, so its memory after start is a start's, not a first seeding's.
  const prepared = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['server/prepare.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  if (prepared.status !== 0) throw new Error('preparing the database failed');
  const baselineDir = writeBaselines();
  const [sitePort, nextPort, fastifyPort] = [await freePort(), await freePort(), await freePort()];
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };
  const site = start('node', [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], { cwd: root, env: { ...env, PORT: String(sitePort), HOST: '127.0.0.1', DATA_DIR: dataDir } });
  const next = start(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(nextPort), '-H', '127.0.0.1'], { cwd: path.join(baselineDir, 'next'), env });
  const fastify = start('node', ['fastify.mjs'], { cwd: baselineDir, env: { ...env, PORT: String(fastifyPort) } });
  try {
    const base = `http://127.0.0.1:${sitePort}`;
    await waitFor(`${base}/api/health`);
    await waitFor(`http://127.0.0.1:${nextPort}/`);
    await waitFor(`http://127.0.0.1:${fastifyPort}/api/bare`);
    const rssStart = rssMb(site.pid);

    const home = await load({ url: `${base}/` }, PAGE_CONNECTIONS);
    const onePage = await load({ url: `http://127.0.0.1:${nextPort}/` }, PAGE_CONNECTIONS);
    const bookingPage = await load({ url: `${base}/boka/fonsterputs?areaCode=11120` }, PAGE_CONNECTIONS);
    const catalog = await load({ url: `${base}/api/v2/product/catalog?areaCode=11120&lang=sv` }, API_CONNECTIONS);
    const availability = await load(
      {
        url: `${base}/api/v2/booking/direct/availability?lang=sv`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 302016, configurationForm: { windowsOrdinary: 10, floors: '1' }, zipCode: '11120' }),
      },
      API_CONNECTIONS,
    );
    const bare = await load({ url: `http://127.0.0.1:${fastifyPort}/api/bare` }, API_CONNECTIONS);
    const rssEnd = rssMb(site.pid);
    const lighthousePages = {
      'home page': `${base}/`,
      'window-cleaning booking page': `${base}/boka/fonsterputs?areaCode=11120`,
      // What this machine scores for React and Next alone (a page without a title or language: no accessibility figure).
      'one-line Next page': `http://127.0.0.1:${nextPort}/`,
    };
    const scores = [];
    for (const [name, url] of Object.entries(lighthousePages)) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseOf(url));
      scores.push({ name, runs });
    }

    console.log('\nFirst-load JavaScript (gzip; a type is its heaviest route)');
    for (const { type, route, kb, budgetKb } of sizes) console.log(`  ${type.padEnd(32)} ${kb.toFixed(1).padStart(6)} kB   budget ${budgetKb} kB   ${route}`);
    console.log(`  ${'one-line Next page (React, Next)'.padEnd(32)} ${firstLoadKb(path.join(baselineDir, 'next', '.next'), '/').toFixed(1).padStart(6)} kB`);
    console.log(`\nPages, ${PAGE_CONNECTIONS} connections`);
    console.log(`  ${line('home page (page cache)', home)}`);
    console.log(`  ${line('one-line Next page', onePage)}`);
    console.log(`  ${line('booking page at a postal code (page cache)', bookingPage)}`);
    console.log(`  home beside the one-line page: ${(home.rps / onePage.rps).toFixed(2)}x; the booking page: ${(bookingPage.rps / onePage.rps).toFixed(2)}x`);
    console.log(`\nAPI, ${API_CONNECTIONS} connections`);
    console.log(`  ${line('GET /api/v2/product/catalog', catalog)}`);
    console.log(`  ${line('POST /api/v2/booking/direct/availability', availability)}`);
    console.log(`  ${line('bare Fastify route', bare)}`);
    console.log(`\nLighthouse 12, mobile (slow 4G, 4x CPU slowdown), a first visit; median of ${LIGHTHOUSE_RUNS} runs [lowest–highest]`);
    for (const { name, runs } of scores) console.log(`  ${name.padEnd(30)} ${lighthouseSummary(runs, { accessibility: name !== 'one-line Next page' })}`);
    console.log(`\nServer memory (RSS): ${rssStart.toFixed(0)} MB after start (database prepared before), ${rssEnd.toFixed(0)} MB after the load`);
    console.log(`(${DURATION_S} s per measure after a 2 s warm-up, ${os.cpus().length} cores, loopback, ${new Date().toISOString().slice(0, 10)})`);
  } finally {
    await site.stop();
    await next.stop();
    await fastify.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

/** What `npm run bench -- PART...` can run; with none named, all of them, in this order. */
const PARTS = {
  pages: pagesAndCalls,
  scale: async () => {
    for (const row of await companyScaleTable(API_CONNECTIONS)) console.log(row);
  },
  processes: async () => {
    for (const row of await processesTable(API_CONNECTIONS)) console.log(row);
  },
};
const named = process.argv.slice(2);
const unknown = named.filter((part) => !(part in PARTS));
if (unknown.length) {
  console.error(`npm run bench -- [${Object.keys(PARTS).join('|')}]...: no part ${unknown.join(', ')}`);
  process.exit(2);
}
if (buildIfNeeded() !== 0) process.exit(1);
// One server (or one set of them) at a time on this machine: each part after the last has stopped.
for (const [name, part] of Object.entries(PARTS)) if (named.length === 0 || named.includes(name)) await part();
