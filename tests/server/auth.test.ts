import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eidLogins } from '../../server/db/schema';
import { SESSION_IDLE_MS, SESSION_KEY_TTL_MS, SESSION_TTL_MS } from '../../server/http/session';
import {
  approveOnPhone,
  currentQr,
  logIn,
  pollStatus,
  startEidApi,
  startLogin,
  withSession,
  type Browser,
  type EidTestServer,
} from './eidHelpers';
import { ALVA, KARIN, LEO, MAJA, OSKAR } from './people';

/** The site's e-ID login over real HTTP: browser, API, simulator and test app together. */

let server: EidTestServer;
beforeAll(async () => {
  server = await startEidApi();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A registration as the site's client sends it: the temporary session and the call's idempotency key. */
const registering = (token: string, key: string) => ({ ...withSession(token), 'Idempotency-Key': key });
const customerOf = (browser: Browser, token: string) => browser.get('/api/v1/customer', withSession(token));

async function scanCurrent(browser: Browser, qrToken: string) {
  const qr = await currentQr(browser, qrToken);
  expect(qr.status).toBe(200);
  const scan = await server.phone.scan({ qr: qr.body.qrCode });
  expect(scan.status, JSON.stringify(scan.body)).toBe(200);
  return scan.body.handle as string;
}

describe('login end to end', () => {
  it('pending → scan → pendingUserSign → complete → customer → logout → 401', async () => {
    const browser = server.browser();
    const login = await startLogin(browser);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ orderRef: expect.any(String), autoStartToken: expect.any(String), qrToken: expect.any(String) });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const cookie = browser.setCookieHeaders.at(-1)!;
    expect(cookie).toMatch(/^eid-binding=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    // Plain http to 127.0.0.1: a Secure cookie would not be kept.
    expect(cookie).not.toMatch(/Secure/i);

    const first = await pollStatus(browser, login.body.orderRef);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 'pending',
      orderRef: login.body.orderRef,
      hintCode: 'outstandingTransaction',
      autoStartToken: login.body.autoStartToken,
      qrToken: login.body.qrToken,
    });

    server.clock.advance(3_000);
    const qr = await currentQr(browser, login.body.qrToken);
    expect(qr.body.qrCode).toMatch(/^bankid\.[0-9a-f-]{36}\.3\.[0-9a-f]{64}$/);
    const scan = await server.phone.scan({ qr: qr.body.qrCode });
    expect(scan.status).toBe(200);
    expect((await pollStatus(browser, login.body.orderRef)).body).toMatchObject({ status: 'pending', hintCode: 'started' });

    await server.phone.identify(scan.body.handle, OSKAR);
    expect((await pollStatus(browser, login.body.orderRef)).body).toMatchObject({ status: 'pendingUserSign', hintCode: 'userSign' });

    await server.phone.sign(scan.body.handle);
    const done = await pollStatus(browser, login.body.orderRef);
    expect(done.body).toEqual({
      status: 'complete',
      orderRef: login.body.orderRef,
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      data: { newCustomer: false, givenName: 'Oskar' },
    });
    // Polling again (a retried request) answers the same: the outcome is kept, sealed for this browser.
    expect((await pollStatus(browser, login.body.orderRef)).body).toEqual(done.body);
    expect((await currentQr(browser, login.body.qrToken)).status).toBe(404);

    const token = done.body.sessionToken as string;
    const customer = await customerOf(browser, token);
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({
      id: 'cust-oskar-lindqvist',
      firstName: 'Oskar',
      lastName: 'Lindqvist',
      email: 'oskar.lindqvist@kund.example',
      mobilePhone: '+46 70 174 06 05',
      isMainAccount: true,
      isPowerOfAttorney: false,
      activeAccount: { id: 'cust-oskar-lindqvist', type: 'private' },
      mainAccount: { id: 'cust-oskar-lindqvist' },
      addresses: [{ id: 'addr-oskar-home', zipCode: '11120', city: 'Stockholm', primary: true, floor: '3', doorCode: '1234' }],
      notifications: { total: 3, unread: 1 },
    });
    expect(customer.body.accounts).toHaveLength(1);

    expect((await browser.post('/api/v1/auth/logout', undefined, withSession(token))).body).toEqual({ ok: true });
    expect((await customerOf(browser, token)).status).toBe(401);
    expect((await browser.post('/api/v1/auth/logout', undefined, withSession(token))).status).toBe(401);
  });

  it('starts the BankID app on the same device with the autostart token', async () => {
    const browser = server.browser();
    const login = await startLogin(browser);
    const opened = await server.phone.scan({ autoStartToken: login.body.autoStartToken });
    expect(opened.body.order).toMatchObject({ startedVia: 'autoStart', userVisibleData: 'Logga in på Hemglans AB' });
    await server.phone.sign(opened.body.handle, MAJA);
    const done = await pollStatus(browser, login.body.orderRef);
    expect(done.body.status).toBe('complete');
    const customer = await customerOf(browser, done.body.sessionToken);
    // Addresses in two postal codes, the primary one first.
    expect(customer.body.addresses.map((address: { zipCode: string; primary: boolean }) => [address.zipCode, address.primary])).toEqual([
      ['11120', true],
      ['41119', false],
    ]);
  });

  it('passes the personal number as BankID requirement: only that person can complete', async () => {
    const browser = server.browser();
    const login = await startLogin(browser, { ssn: '811218-9876' });
    expect(login.status).toBe(200);
    const handle = await scanCurrent(browser, login.body.qrToken);
    const other = await server.phone.sign(handle, MAJA);
    expect([other.status, other.body.errorCode]).toEqual([409, 'requirementNotMet']);
    expect((await pollStatus(browser, login.body.orderRef)).body.status).toBe('pending');
    await server.phone.sign(handle, OSKAR);
    expect((await pollStatus(browser, login.body.orderRef)).body).toMatchObject({ status: 'complete', data: { givenName: 'Oskar' } });
  });

  it('records the client address as endUserIp, from X-Forwarded-For only behind a trusted proxy', async () => {
    const browser = server.browser();
    const login = await browser.post('/api/v1/auth/login', {}, { 'x-forwarded-for': '198.51.100.7' });
    const [row] = await server.database.db.select().from(eidLogins).where(eq(eidLogins.orderRef, login.body.orderRef));
    expect(row!.endUserIp).toBe('127.0.0.1');

    const proxied = await startEidApi({ trustProxy: true });
    try {
      const behind = proxied.browser();
      const viaProxy = await behind.post('/api/v1/auth/login', {}, { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
      const [proxiedRow] = await proxied.database.db.select().from(eidLogins).where(eq(eidLogins.orderRef, viaProxy.body.orderRef));
      expect(proxiedRow!.endUserIp).toBe('198.51.100.7');
      // Over https the cookie is Secure with the __Host- prefix.
      expect(behind.setCookieHeaders.at(-1)).toMatch(/^__Host-eid-binding=.*; Secure/i);
    } finally {
      await proxied.close();
    }
  }, 60_000);
});

describe('the order belongs to the browser that started it', () => {
  it('refuses another browser’s status, QR and cancel with 403, and unknown orders with 404', async () => {
    const owner = server.browser();
    const login = await startLogin(owner);
    const thief = server.browser();
    await startLogin(thief); // has a binding cookie of its own
    const stranger = server.browser(); // has none at all
    for (const browser of [thief, stranger]) {
      const status = await pollStatus(browser, login.body.orderRef);
      expect(status.status).toBe(403);
      expect(status.body.message).toMatch(/another browser/);
      expect((await currentQr(browser, login.body.qrToken)).status).toBe(403);
      expect((await browser.post('/api/v1/auth/cancel', { orderRef: login.body.orderRef })).status).toBe(403);
    }
    // A forged cookie value is no better.
    expect((await stranger.post('/api/v2/auth/status', { orderRef: login.body.orderRef }, { cookie: `eid-binding=${'A'.repeat(43)}` })).status).toBe(403);
    expect((await pollStatus(owner, login.body.orderRef)).body.status).toBe('pending');
    expect((await pollStatus(owner, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await currentQr(owner, 'no-such-token')).status).toBe(404);
    expect((await owner.post('/api/v1/auth/cancel', { orderRef: 'no-such-order' })).status).toBe(404);
  });

  it('lets one browser run two logins (tabs) with the same binding', async () => {
    const browser = server.browser();
    const one = await startLogin(browser);
    const two = await startLogin(browser);
    expect((await pollStatus(browser, one.body.orderRef)).status).toBe(200);
    expect((await pollStatus(browser, two.body.orderRef)).status).toBe(200);
  });
});

describe('orders that end without a login', () => {
  it('cancel from the site: userCancel with hint cancelled; cancelling twice is harmless', async () => {
    const browser = server.browser();
    const login = await startLogin(browser);
    expect((await browser.post('/api/v1/auth/cancel', { orderRef: login.body.orderRef })).body).toEqual({ ok: true });
    expect((await browser.post('/api/v1/auth/cancel', { orderRef: login.body.orderRef })).body).toEqual({ ok: true });
    expect((await pollStatus(browser, login.body.orderRef)).body).toEqual({ status: 'userCancel', orderRef: login.body.orderRef, hintCode: 'cancelled' });
  });

  it('maps the phone’s cancel, the 30 s start limit, the 3 minute expiry and a blocked BankID', async () => {
    const browser = server.browser();

    const cancelled = await startLogin(browser);
    await server.phone.cancel(await scanCurrent(browser, cancelled.body.qrToken));
    expect((await pollStatus(browser, cancelled.body.orderRef)).body).toMatchObject({ status: 'userCancel', hintCode: 'userCancel' });

    const neverScanned = await startLogin(browser);
    server.clock.advance(30_000);
    expect((await pollStatus(browser, neverScanned.body.orderRef)).body).toMatchObject({ status: 'startFailed', hintCode: 'startFailed' });

    const tooSlow = await startLogin(browser);
    await scanCurrent(browser, tooSlow.body.qrToken);
    server.clock.advance(180_000);
    expect((await pollStatus(browser, tooSlow.body.orderRef)).body).toMatchObject({ status: 'expired', hintCode: 'expiredTransaction' });

    const blocked = await startLogin(browser);
    await server.phone.identify(await scanCurrent(browser, blocked.body.qrToken), '19700101-9939');
    expect((await pollStatus(browser, blocked.body.orderRef)).body).toMatchObject({ status: 'startFailed', hintCode: 'certificateErr' });
  });

  it('a second login for the same person answers 409 alreadyInProgress and cancels the first', async () => {
    const browser = server.browser();
    const first = await startLogin(browser, { ssn: LEO });
    const second = await startLogin(browser, { ssn: LEO });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: 'alreadyInProgress' });
    expect((await pollStatus(browser, first.body.orderRef)).body).toMatchObject({ status: 'userCancel', hintCode: 'cancelled' });
    expect((await startLogin(browser, { ssn: LEO })).status).toBe(200);
  });
});

describe('several accounts: choice, choose-account and switch-account', () => {
  it('answers choice with the accounts and a single-use session key', async () => {
    const browser = server.browser();
    const choice = await logIn(server, browser, KARIN);
    expect(choice).toMatchObject({ status: 'choice', sessionKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), data: { givenName: 'Karin' } });
    expect(choice.sessionToken).toBeUndefined();
    expect(choice.data.accounts).toEqual([
      { id: 'cust-karin-berg', type: 'private', name: 'Karin Berg' },
      { id: 'cust-gustav-berg', type: 'private', name: 'Gustav Berg' },
      { id: 'cust-bergs-bageri', type: 'business', name: 'Bergs Bageri AB', orgNumber: '559900-9874' },
    ]);

    const notHers = await browser.post('/api/v2/auth/choose-account', { account: 'cust-oskar-lindqvist', sessionKey: choice.sessionKey });
    expect(notHers.status).toBe(403);
    const chosen = await browser.post('/api/v2/auth/choose-account', { account: 'cust-gustav-berg', sessionKey: choice.sessionKey });
    expect(chosen.status).toBe(200);
    const again = await browser.post('/api/v2/auth/choose-account', { account: 'cust-karin-berg', sessionKey: choice.sessionKey });
    expect(again.status).toBe(401);

    const customer = await customerOf(browser, chosen.body.sessionToken);
    expect(customer.body).toMatchObject({
      id: 'cust-gustav-berg',
      firstName: 'Karin',
      lastName: 'Berg',
      email: 'karin.berg@kund.example',
      isPowerOfAttorney: true,
      isMainAccount: false,
      activeAccount: { id: 'cust-gustav-berg', firstName: 'Gustav' },
      mainAccount: { id: 'cust-karin-berg' },
      addresses: [{ zipCode: '16751', careOf: 'Karin Berg', primary: true }],
    });
    expect(customer.body.accounts.map((account: { id: string }) => account.id)).toEqual(['cust-karin-berg', 'cust-gustav-berg', 'cust-bergs-bageri']);

    // Switching answers a new session and ends the old one.
    const switched = await browser.post('/api/v2/auth/switch-account', { account: 'cust-bergs-bageri' }, withSession(chosen.body.sessionToken));
    expect(switched.status).toBe(200);
    expect((await customerOf(browser, chosen.body.sessionToken)).status).toBe(401);
    const company = await customerOf(browser, switched.body.sessionToken);
    expect(company.body).toMatchObject({
      id: 'cust-bergs-bageri',
      // The person logged in stays Karin; the account acted as, with its own contact details, is the bakery's.
      firstName: 'Karin',
      email: 'karin.berg@kund.example',
      mobilePhone: '+46 70 174 06 06',
      isPowerOfAttorney: true,
      isMainAccount: false,
      activeAccount: {
        id: 'cust-bergs-bageri',
        type: 'business',
        companyName: 'Bergs Bageri AB',
        orgNumber: '559900-9874',
        email: 'info@bergsbageri.example',
        mobilePhone: '+46 70 174 06 08',
      },
      mainAccount: { id: 'cust-karin-berg', email: 'karin.berg@kund.example', mobilePhone: '+46 70 174 06 06' },
      addresses: [{ street: 'Bageriväg 5', zipCode: '17231', primary: true }],
    });
    const back = await browser.post('/api/v2/auth/switch-account', { account: 'cust-karin-berg' }, withSession(switched.body.sessionToken));
    expect((await customerOf(browser, back.body.sessionToken)).body).toMatchObject({ isMainAccount: true, isPowerOfAttorney: false });
    const foreign = await browser.post('/api/v2/auth/switch-account', { account: 'cust-oskar-lindqvist' }, withSession(back.body.sessionToken));
    expect(foreign.status).toBe(403);
    expect((await browser.post('/api/v2/auth/switch-account', { account: 'cust-karin-berg' })).status).toBe(401);
  });

  it('a session key expires after five minutes', async () => {
    const browser = server.browser();
    const choice = await logIn(server, browser, KARIN);
    server.clock.advance(SESSION_KEY_TTL_MS);
    expect((await browser.post('/api/v2/auth/choose-account', { account: 'cust-karin-berg', sessionKey: choice.sessionKey })).status).toBe(401);
  });
});

describe('a new customer', () => {
  const registration = {
    firstName: 'Typed',
    lastName: 'Name',
    email: 'alva.nystrom@kund.example',
    mobilePhone: '070-174 06 20',
    address: { street: 'Sveavägen 1', zipCode: '111 57', city: 'Stockholm' },
  };

  it('gets a temporary session that only registers, then a normal one', async () => {
    const browser = server.browser();
    const done = await logIn(server, browser, ALVA);
    // BankID's whole name, so a booking can address them before they have registered.
    expect(done).toMatchObject({ status: 'complete', data: { newCustomer: true, givenName: 'Alva', surname: 'Nyström' } });
    const temp = done.sessionToken as string;
    expect((await customerOf(browser, temp)).status).toBe(403);
    // An address may be checked (nothing is stored), not stored, before registering.
    const address = { street: 'Sveavägen 1', zipCode: '111 20', city: 'Stockholm' };
    const check = await browser.post('/api/v1/customer/delivery-address?checkOnly=true', address, withSession(temp));
    expect(check.body).toEqual({ valid: true });
    expect((await browser.post('/api/v1/customer/delivery-address?checkOnly=false', address, withSession(temp))).status).toBe(403);
    expect((await browser.post('/api/v1/customer/is-valid', { ssn: OSKAR }, withSession(temp))).status).toBe(403);
    expect((await browser.post('/api/v2/auth/switch-account', { account: 'cust-oskar-lindqvist' }, withSession(temp))).status).toBe(403);

    const bad = await browser.post('/api/v1/customer', { ...registration, email: 'nope', address: { street: '', zipCode: '1', city: 'X' } }, registering(temp, 'reg-bad'));
    expect(bad.status).toBe(400);
    expect(bad.body.map((error: { field: string }) => error.field).sort()).toEqual(['body.address.street', 'body.address.zipCode', 'body.email']);

    expect((await browser.post('/api/v1/customer', registration, withSession(temp))).status, 'no Idempotency-Key').toBe(400);
    const registered = await browser.post('/api/v1/customer', registration, registering(temp, 'reg-1'));
    expect(registered.status).toBe(200);
    expect(registered.body.sessionToken).toBe(temp);
    expect(registered.body.customer).toMatchObject({
      firstName: 'Alva',
      lastName: 'Nyström',
      email: 'alva.nystrom@kund.example',
      mobilePhone: '+46 70 174 06 20',
      isMainAccount: true,
      isPowerOfAttorney: false,
      addresses: [{ street: 'Sveavägen 1', zipCode: '11157', city: 'Stockholm', primary: true }],
      notifications: { total: 0, unread: 0 },
    });
    expect((await customerOf(browser, temp)).body.id).toBe(registered.body.customer.id);
    // The answer lost on the way: the client's retry (same key) gets it again; another registration is refused.
    const retried = await browser.post('/api/v1/customer', registration, registering(temp, 'reg-1'));
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(registered.body);
    expect((await browser.post('/api/v1/customer', registration, registering(temp, 'reg-2'))).status).toBe(409);

    // Next login: a known customer.
    const later = await logIn(server, server.browser(), ALVA);
    expect(later).toMatchObject({ status: 'complete', data: { newCustomer: false } });
  });

  it('registration needs a session', async () => {
    const browser = server.browser();
    expect((await browser.post('/api/v1/customer', registration, { 'Idempotency-Key': 'reg-none' })).status).toBe(401);
  });

  it('a registration sent twice at once makes one customer, and both answers are hers', async () => {
    const browser = server.browser();
    const { sessionToken: temp } = await logIn(server, browser, LEO);
    const leo = { ...registration, email: 'leo@kund.example' };
    const [first, second] = await Promise.all([
      browser.post('/api/v1/customer', leo, registering(temp, 'reg-twin')),
      browser.post('/api/v1/customer', leo, registering(temp, 'reg-twin')),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.customer.id).toBe(first.body.customer.id);
    expect(first.body.customer.addresses).toHaveLength(1);
    expect(second.body.customer.addresses).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('expire one day after login however busy they are', async () => {
    const browser = server.browser();
    const done = await logIn(server, browser, OSKAR);
    const step = 20 * 60_000;
    for (let used = step; used < SESSION_TTL_MS; used += step) {
      server.clock.advance(step);
      expect((await customerOf(browser, done.sessionToken)).status).toBe(200);
    }
    server.clock.advance(SESSION_TTL_MS % step || step);
    expect((await customerOf(browser, done.sessionToken)).status).toBe(401);
  });

  it('end after thirty minutes without use', async () => {
    const browser = server.browser();
    const done = await logIn(server, browser, OSKAR);
    server.clock.advance(SESSION_IDLE_MS - 1_000);
    expect((await customerOf(browser, done.sessionToken)).status).toBe(200);
    server.clock.advance(SESSION_IDLE_MS - 1_000);
    expect((await customerOf(browser, done.sessionToken)).status).toBe(200);
    server.clock.advance(SESSION_IDLE_MS);
    expect((await customerOf(browser, done.sessionToken)).status).toBe(401);
  });

  it('answer 401 to a missing, malformed or unknown X-SessionId', async () => {
    const browser = server.browser();
    for (const headers of [{}, withSession('x'), withSession('A'.repeat(43)), withSession('A'.repeat(500))]) {
      const answer = await browser.get('/api/v1/customer', headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
  });

  it('a login approved on the phone for a QR fetched by the browser works through approveOnPhone', async () => {
    const browser = server.browser();
    const login = await startLogin(browser);
    await approveOnPhone(server, browser, login.body.qrToken, OSKAR);
    expect((await pollStatus(browser, login.body.orderRef)).body.status).toBe('complete');
  });
});
