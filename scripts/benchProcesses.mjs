import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OSKAR, WINDOWS, tsx } from './benchScale.mjs';
import { load, start, waitFor } from './benchTools.mjs';
import { logInAsApp } from './eidClient.mjs';
import { freePort } from './freePort.mjs';
import { startLoadBalancer } from './loadBalancer.mjs';
import { postgresBinaries, startPostgres } from './localPostgres.mjs';
import { redisServerBinary, startRedis } from './localRedis.mjs';
import { root } from './run.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

/**
 * The bench's table of several processes: 1 and then 2 server processes on
 * one PostgreSQL, with socket.io's Redis adapter, behind a round-robin load
 * balancer (`scripts/loadBalancer.mjs`), as README's "Several server
 * processes" runs them. Through the balancer it measures availability at
 * `connections`, and bookings: seeded test customers book every free time
 * at home, each booking sent twice at once with one `Idempotency-Key` (a
 * retry that reaches another process), and their bookings are then read
 * back: every booking made once, none lost, none doubled.
 */

/** Bookings in flight at once, each as two requests. */
const BOOKING_WORKERS = 8;
/**
 * Who books, and where: seeded test customers (documented test personal
 * numbers) at their homes. Each has the calendar's free times at home
 * (about 60 each), a bounded load.
 */
const BOOKERS = [
  { personalNumber: OSKAR, addressId: 'addr-oskar-home', zipCode: '11120' },
  { personalNumber: '193802079917', addressId: 'addr-gustav-home', zipCode: '16751' },
];

/** A JSON call through the balancer, as a customer's app makes it. */
async function call(base, sessionToken, method, url, body, headers = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'X-SessionId': sessionToken, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** A booker's window cleaning at home, with the time when one is given. */
const windowCleaning = ({ addressId, zipCode }, startTime) => ({ ...WINDOWS, zipCode, addressId, ...(startTime ? { startTime } : {}) });

/**
 * Every booker books every free time at home, `BOOKING_WORKERS` bookings
 * at once, each sent twice at once under one key; then each one's
 * bookings are read back. Answers bookings per second and how many were
 * asked, made, lost (answered as booked, but not among the customer's
 * bookings) and doubled (more window cleanings at those times than
 * bookings asked for, or twins answered with two bookings).
 */
async function bookEveryTimeTwice(base, bookers) {
  const orders = [];
  for (const booker of bookers) {
    const calendar = await call(base, booker.sessionToken, 'POST', '/api/v2/booking/direct/availability?lang=sv', windowCleaning(booker));
    if (calendar.status !== 200) throw new Error(`availability answered ${calendar.status}`);
    for (const slot of calendar.body.slots.filter((one) => one.available)) orders.push({ booker, startTime: slot.startTime });
  }
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BOOKING_WORKERS }, async () => {
      while (next < orders.length) {
        const order = orders[next++];
        const key = { 'Idempotency-Key': randomUUID() };
        const body = windowCleaning(order.booker, order.startTime);
        order.twins = await Promise.all([0, 1].map(() => call(base, order.booker.sessionToken, 'POST', '/api/v2/booking/direct?lang=sv', body, key)));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const refused = orders.find(({ twins }) => twins.some((twin) => twin.status !== 200));
  if (refused) throw new Error(`a booking was refused: ${JSON.stringify(refused.twins)}`);

  let made = 0;
  let lost = 0;
  for (const booker of bookers) {
    const own = orders.filter((order) => order.booker === booker);
    const days = own.map((order) => order.startTime.slice(0, 10)).sort();
    const listed = await call(base, booker.sessionToken, 'GET', `/api/v2/customer/bookings?startDate=${days[0]}&endDate=${days.at(-1)}&lang=sv`);
    const times = new Set(own.map((order) => order.startTime));
    const kept = listed.body.items.filter((item) => item.productId === WINDOWS.productId && item.status === 'booked' && times.has(item.startTime));
    const keptIds = new Set(kept.map((item) => item.id));
    made += kept.length;
    lost += own.filter(({ twins }) => twins.some((twin) => !keptIds.has(twin.body.bookingId))).length;
  }
  return { asked: orders.length, made, lost, doubled: made - (orders.length - lost), perSecond: orders.length / seconds };
}

/** `count` processes on a PostgreSQL and a Redis of their own, behind the balancer: what they serve. */
async function measureProcesses(count, binaries, redisBinary, connections) {
  const cluster = await startPostgres(binaries);
  const redis = await startRedis(redisBinary);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-processes-'));
  const servers = [];
  let balancer;
  try {
    tsx('server/prepare.ts', { dataDir, databaseUrl: cluster.url });
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    balancer = await startLoadBalancer(ports.map((port) => `http://127.0.0.1:${port}`));
    for (const port of ports) {
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        REDIS_URL: redis.url,
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: balancer.url,
      };
      servers.push(start('node', [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], { cwd: root, env }));
      await waitFor(`http://127.0.0.1:${port}/api/health`);
    }
    // Logged in through the balancer: each order's calls land on every process in turn.
    const bookers = [];
    for (const booker of BOOKERS) bookers.push({ ...booker, sessionToken: await logInAsApp(balancer.url, booker.personalNumber) });
    const availability = await load(
      { url: `${balancer.url}/api/v2/booking/direct/availability?lang=sv`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(WINDOWS) },
      connections,
    );
    return { availability, bookings: await bookEveryTimeTwice(balancer.url, bookers) };
  } finally {
    await balancer?.stop();
    for (const server of servers) await server.stop();
    await redis.stop();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures 1 and 2 processes, when Debian's PostgreSQL and Redis are installed; answers the lines to print. */
export async function processesTable(connections) {
  const binaries = postgresBinaries();
  const redisBinary = redisServerBinary();
  const heading = `\nSeveral processes on one PostgreSQL and Redis, behind a round-robin load balancer on this machine (${os.cpus().length} cores)`;
  if (!binaries || !redisBinary) return [heading, '  (apt-get install postgresql redis-server to measure it)'];
  const lines = [heading, `  ${'processes'.padEnd(10)} ${`availability, ${connections} connections`.padEnd(47)} bookings, each sent twice at once`];
  for (const count of [1, 2]) {
    const { availability, bookings } = await measureProcesses(count, binaries, redisBinary, connections);
    lines.push(
      `  ${String(count).padEnd(10)} ${`${availability.rps.toFixed(0)} req/s, p50 ${availability.p50} ms, p99 ${availability.p99} ms`.padEnd(47)} ` +
        `${bookings.perSecond.toFixed(1)} bookings/s; ${bookings.asked} asked, ${bookings.made} made, ${bookings.lost} lost, ${bookings.doubled} doubled`,
    );
  }
  return lines;
}
