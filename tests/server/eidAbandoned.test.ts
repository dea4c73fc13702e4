import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config';
import { eidLogins } from '../../server/db/schema';
import { ABANDONED_LOGIN_SWEEP_MS, EID_POLL_TIMEOUT_MS } from '../../server/eid/abandonedLogins';
import { BankIdSimulator } from '../../server/eid/simulator';
import { approveOnPhone, currentQr, pollStatus, startEidApi, startLogin, type Browser, type EidTestServer } from './eidHelpers';
import { OSKAR } from './people';

/**
 * A pending BankID order does not outlive the page that started it: the page
 * cancels it with a beacon when it goes away, and an order whose browser
 * stopped polling is cancelled by the server. Over real HTTP; BankID's side
 * is read with a second simulator instance on the same database.
 */

let server: EidTestServer;
let rp: BankIdSimulator;
beforeAll(async () => {
  server = await startEidApi();
  rp = new BankIdSimulator(server.database.db, server.clock, readConfig({} as NodeJS.ProcessEnv).eid.simulator);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A login in a fresh browser, polled once. */
async function pendingLogin() {
  const browser = server.browser();
  const login = await startLogin(browser);
  expect(login.status).toBe(200);
  const orderRef = login.body.orderRef as string;
  expect((await pollStatus(browser, orderRef)).body).toMatchObject({ status: 'pending' });
  return { browser, orderRef, qrToken: login.body.qrToken as string };
}

/**
 * A login whose QR code a phone has scanned: BankID keeps such an order for
 * 3 minutes (one nobody picks up it fails itself after 30 s), so only the
 * site can end it early when the browser is gone.
 */
async function pickedUpLogin() {
  const login = await pendingLogin();
  const scanned = await server.phone.scan({ qr: (await currentQr(login.browser, login.qrToken)).body.qrCode });
  expect(scanned.status).toBe(200);
  return { ...login, handle: scanned.body.handle as string };
}

/** What `navigator.sendBeacon(url, JSON.stringify(body))` sends: a text/plain POST with the page's Origin and cookies, no headers of ours. */
const beacon = (browser: Browser, body: string, origin = server.url) =>
  browser.fetch('/api/v1/auth/cancel?_v=test01&lang=sv&webview=false', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
    body,
  });

const cancelledAnswer = (orderRef: string) => ({ status: 'userCancel', orderRef, hintCode: 'cancelled' });

describe('an order whose browser stopped polling', () => {
  it(`is cancelled once ${EID_POLL_TIMEOUT_MS / 1000} s pass without a poll: the next poll answers it cancelled, and so does BankID`, async () => {
    const { browser, orderRef } = await pickedUpLogin();
    server.clock.advance(EID_POLL_TIMEOUT_MS + 1);
    expect((await pollStatus(browser, orderRef)).body).toEqual(cancelledAnswer(orderRef));
    expect(await rp.collect(orderRef)).toEqual({ orderRef, status: 'failed', hintCode: 'cancelled' });
    // The answer is kept.
    expect((await pollStatus(browser, orderRef)).body).toEqual(cancelledAnswer(orderRef));
  });

  it(`is cancelled at BankID by the sweep (every ${ABANDONED_LOGIN_SWEEP_MS / 1000} s) even if the browser never comes back`, async () => {
    const { browser, orderRef } = await pickedUpLogin();
    server.clock.advance(EID_POLL_TIMEOUT_MS + 1);
    await vi.waitFor(async () => expect(await rp.collect(orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' }), {
      timeout: ABANDONED_LOGIN_SWEEP_MS * 3,
      interval: 200,
    });
    const [row] = await server.database.db.select().from(eidLogins).where(eq(eidLogins.orderRef, orderRef));
    expect(row!.abandonedAt).toEqual(new Date(server.clock.now()));
    expect((await pollStatus(browser, orderRef)).body).toEqual(cancelledAnswer(orderRef));
  }, 30_000);

  it('stays open while it is polled, however long that takes', async () => {
    const { browser, orderRef, handle } = await pickedUpLogin();
    for (let waited = 0; waited < 3 * EID_POLL_TIMEOUT_MS; waited += 2_000) {
      server.clock.advance(2_000);
      expect((await pollStatus(browser, orderRef)).body).toMatchObject({ status: 'pending' });
    }
    expect((await server.phone.sign(handle, OSKAR)).status).toBe(200);
    expect((await pollStatus(browser, orderRef)).body).toMatchObject({ status: 'complete' });
  });

  it('is not lost when it completed while the browser slept (a phone signing in the BankID app on itself)', async () => {
    const { browser, orderRef, qrToken } = await pendingLogin();
    await approveOnPhone(server, browser, qrToken, OSKAR);
    server.clock.advance(EID_POLL_TIMEOUT_MS + 10_000);
    expect((await pollStatus(browser, orderRef)).body).toMatchObject({ status: 'complete', orderRef });
  });
});

describe('the cancel a page sends as it goes away (navigator.sendBeacon)', () => {
  it('cancels the order: a text/plain JSON body from the page’s own origin, with its cookies', async () => {
    const { browser, orderRef } = await pendingLogin();
    const sent = await beacon(browser, JSON.stringify({ orderRef }));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ ok: true });
    expect(await rp.collect(orderRef)).toEqual({ orderRef, status: 'failed', hintCode: 'cancelled' });
    expect((await pollStatus(browser, orderRef)).body).toEqual(cancelledAnswer(orderRef));
  });

  it('is refused from another site, from another browser, and when it is no JSON, leaving the order open', async () => {
    const { browser, orderRef } = await pendingLogin();
    const foreign = await beacon(browser, JSON.stringify({ orderRef }), 'https://evil.example');
    expect(foreign.status).toBe(403);
    // Another browser (no binding cookie of this login).
    expect((await beacon(server.browser(), JSON.stringify({ orderRef }))).status).toBe(403);
    const garbled = await beacon(browser, `orderRef=${orderRef}`);
    expect(garbled.status).toBe(400);
    expect(await rp.collect(orderRef)).toMatchObject({ status: 'pending' });
    expect((await pollStatus(browser, orderRef)).body).toMatchObject({ status: 'pending' });
  });
});
