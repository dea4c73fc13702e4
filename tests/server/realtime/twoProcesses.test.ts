import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, phoneAt, startLogin, approveOnPhone } from '../eidHelpers';
import { OSKAR } from '../people';
import { failedStart, freePort, postgresBinaries, redisServerBinary, startPostgres, startRedis, startServerProcess, type Service, type ServerProcess } from './processes';
import { connectSocket, isStatus, type TestSocket } from './socketClient';

/**
 * Several server processes (DESIGN.md "Scale-out"): two processes on one
 * PostgreSQL share socket.io's Redis adapter, so a notification changed
 * through process A reaches a browser's socket connected to process B.
 * Everything is real: a PostgreSQL cluster and a redis-server of the
 * test's own, and `server/main.ts` in two processes.
 */

const postgres = postgresBinaries();
const redisServer = redisServerBinary();
const missing = [...(postgres ? [] : ["PostgreSQL's initdb (/usr/lib/postgresql/*/bin)"]), ...(redisServer ? [] : ['redis-server'])];
const skipReason = missing.length > 0 ? `skipped: ${missing.join(' and ')} not installed (CI installs both)` : undefined;
if (skipReason) console.warn(`twoProcesses.test.ts ${skipReason}`);

describe.skipIf(skipReason !== undefined)(`two server processes${skipReason ? ` (${skipReason})` : ''}`, () => {
  let database: Service | undefined;
  let redis: Service | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    [database, redis] = await Promise.all([startPostgres(postgres!), startRedis(redisServer!)]);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url };
    // The first migrates and seeds; the second finds it done (both would wait their turn anyway).
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    // PostgreSQL, Redis and two server processes, each allowed 90 s to be ready.
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([database?.stop(), redis?.stop()]);
  }, 30_000);

  it('brings a change made through process A to a socket connected to process B', async () => {
    // A browser page logs in on A: the session's reference in the answer, its token in the HttpOnly cookie.
    const browser = new Browser(a!.url);
    const login = await startLogin(browser);
    expect(login.status, a!.output()).toBe(200);
    await approveOnPhone({ phone: phoneAt(a!.url) }, browser, login.body.qrToken, OSKAR);
    const done = await browser.post('/api/v2/auth/status', { orderRef: login.body.orderRef }, { 'X-Session-Transport': 'cookie' });
    expect(done.body.status).toBe('complete');
    const ref = done.body.sessionToken as string;
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    // Its socket goes to B (the cookie is the host's, whatever the port), another to A.
    const onB = await connectSocket(b!.url, { session: ref, cookie });
    const onA = await connectSocket(a!.url, { session: ref, cookie, lang: 'en' });
    sockets.push(onB, onA);
    await Promise.all([onB.waitFor(isStatus(3, 1)), onA.waitFor(isStatus(3, 1))]);

    const readAll = await browser.fetch('/api/v2/customer/notifications/read-all', { method: 'PATCH', headers: { 'X-SessionId': ref } });
    expect(readAll.status).toBe(200);
    await onB.waitFor(isStatus(3, 0), 10_000);
    expect(onB.heard.filter((heard) => heard.event === 'upsert')).toMatchObject([
      { data: { type: 'upsert', data: { id: 'note-oskar-3', type: 'offerReceived', title: 'Du har fått en offert', read: true } } },
    ]);
    await onA.waitFor(isStatus(3, 0), 10_000);
    expect(onA.heard.filter((heard) => heard.event === 'upsert')).toMatchObject([{ data: { data: { id: 'note-oskar-3', title: 'You have an offer' } } }]);

    // Logging out through A ends the socket on B at B's next check (30 s): here only that B no longer accepts the session.
    expect((await browser.post('/api/v1/auth/logout', undefined, { 'X-SessionId': ref })).status).toBe(200);
    await expect(connectSocket(b!.url, { session: ref, cookie })).rejects.toMatchObject({ data: { reason: 'unauthorized' } });
  }, 30_000);

  it('fails to start, naming Redis, when Redis cannot be reached', async () => {
    const closed = await freePort();
    const { code, output } = await failedStart({ DATABASE_URL: database!.url, REDIS_URL: `redis://:secret@127.0.0.1:${closed}` });
    expect(code).not.toBe(0);
    expect(output).toContain(`Cannot reach Redis at redis://:***@127.0.0.1:${closed}`);
    expect(output).not.toContain('secret');
  }, 30_000);
});
