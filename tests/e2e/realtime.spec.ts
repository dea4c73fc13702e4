import type { Browser, BrowserContext, Page } from '@playwright/test';
import { freePort, postgresBinaries, redisServerBinary, startPostgres, startRedis, startServerProcess, type ServerProcess, type Service } from '../server/realtime/processes';
import { PEOPLE, loginWithQr } from './bankid';
import { expect, giveConsent, sessionTokenOf, test } from './fixtures';
import { cancelFurthestVisit, unreadInMenu, unreadOnServer } from './notifications';

/**
 * The notification socket across processes and restarts, in a real browser:
 * two server processes of the built site on one PostgreSQL sharing
 * socket.io's Redis adapter (DESIGN.md "Scale-out"), each started here on
 * its own port. A notification made through process A reaches the account
 * menu of a page served by process B; when B restarts, the page's socket
 * comes back by itself and re-reads the counts, which changed (through A)
 * while B was away.
 */

const postgres = postgresBinaries();
const redisServer = redisServerBinary();
const missing = [...(postgres ? [] : ["PostgreSQL's initdb"]), ...(redisServer ? [] : ['redis-server'])];

/** A browser tab on `server`, logged in as Oskar by QR code with the server's own test app as the phone. */
async function loggedInTab(browser: Browser, server: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server });
  const page = await context.newPage();
  await giveConsent(page, server);
  await page.goto('/en/my-pages');
  const phoneContext = await browser.newContext({ baseURL: server });
  await loginWithQr(page, await phoneContext.newPage(), PEOPLE.plain.pnr);
  await phoneContext.close();
  await expect(page.getByTestId('my-pages-start')).toBeVisible({ timeout: 15_000 });
  return { context, page };
}

test.describe('the notification socket across processes', () => {
  test.skip(missing.length > 0, `${missing.join(' and ')} not installed (.ci/run installs both)`);
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let database: Service | undefined;
  let redis: Service | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let env: Record<string, string>;

  test.beforeAll(async () => {
    // PostgreSQL, Redis and two server processes, each allowed 90 s to be ready.
    test.setTimeout(240_000);
    [database, redis] = await Promise.all([startPostgres(postgres!), startRedis(redisServer!)]);
    // The built site in production mode, pages and all; B on a port of its own so it can come back on it.
    env = { DATABASE_URL: database.url, REDIS_URL: redis.url, NODE_ENV: 'production', API_ONLY: '', NEXT_TELEMETRY_DISABLED: '1' };
    a = await startServerProcess(env);
    b = await startServerProcess({ ...env, PORT: String(await freePort()) });
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([database?.stop(), redis?.stop()]);
  });

  test('a notification made through process A reaches a page served by process B; after B restarts the counts come back within 5 s', async ({ browser, request }) => {
    const { context, page } = await loggedInTab(browser, b!.url);
    const token = (await sessionTokenOf(context))!;
    await expect.poll(() => unreadInMenu(page)).toBeGreaterThan(0);
    const before = await unreadInMenu(page);

    await cancelFurthestVisit(request, token, a!.url);
    await expect.poll(() => unreadInMenu(page), { message: 'the dot on B counts the notification made on A' }).toBe(before + 1);

    // B goes away; meanwhile everything is read through A, which B's page cannot hear.
    const port = new URL(b!.url).port;
    await b!.stop();
    const readAll = await request.patch(`${a!.url}/api/v2/customer/notifications/read-all`, { headers: { 'X-SessionId': token } });
    expect(readAll.status()).toBe(200);
    expect(await unreadInMenu(page), 'the page still shows what it last heard').toBe(before + 1);

    b = await startServerProcess({ ...env, PORT: port });
    const back = Date.now();
    expect(await unreadOnServer(request, token, a!.url)).toBe(0);
    await expect.poll(() => unreadInMenu(page), { timeout: 5_000, intervals: [100] }).toBe(0);
    test.info().annotations.push({ type: 'counts back after restart', description: `${Date.now() - back} ms` });
    await context.close();
  });
});
