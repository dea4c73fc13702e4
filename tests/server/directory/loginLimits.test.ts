import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../server/http/audit';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from '../../../server/sso/loginLimits';
import { startEidApi, type EidTestServer } from '../eidHelpers';
import { ACCOUNTS, openLoginPage, SignOnBrowser, signOnEmbedded } from './support';

/**
 * Password guessing at the embedded directory's login page: wrong passwords
 * are limited per account and per client address, across interactions, and
 * the lock ends with its window on the server's clock. The server trusts one
 * proxy (`TRUST_PROXY=1`), so each test's browser comes from an address of
 * its own (`X-Forwarded-For`).
 */

/** A browser behind the one trusted proxy: the proxy appends `address`; whatever the client wrote is at the left. */
class BrowserAt extends SignOnBrowser {
  constructor(
    public address: string,
    public written = '',
  ) {
    super();
  }

  override fetch(target: string, init: RequestInit = {}): Promise<Response> {
    const forwardedFor = this.written ? `${this.written}, ${this.address}` : this.address;
    return super.fetch(target, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), 'x-forwarded-for': forwardedFor } });
  }
}

let server: EidTestServer;
const audit: AuditEntry[] = [];

beforeAll(async () => {
  server = await startEidApi({ trustProxy: '1', audit: (entry) => audit.push(entry) });
}, 60_000);
afterAll(() => server?.close());

const login = (browser: SignOnBrowser, loginUrl: string, username: string, password: string, lang: 'sv' | 'en' = 'sv') =>
  browser.submit(`${loginUrl}/login`, { username, password, lang });

/** The message the page shows, or undefined. */
const errorOf = (html: string) => /<p class="error" id="login-error" role="alert">([^<]*)<\/p>/.exec(html)?.[1];

const LOCKED_SV = /^För många misslyckade inloggningsförsök\. Inloggningen är spärrad en stund, även med rätt lösenord\. Försök igen om (\d+) minut(?:er)?\.$/;
const LOCKED_EN = /^Too many failed sign-in attempts\. Signing in is blocked for a while, even with the right password\. Try again in (\d+) minutes?\.$/;

/** Sends `count` wrong passwords for `username` in one interaction; each is a 401 with the usual message. */
async function wrongPasswords(browser: SignOnBrowser, loginUrl: string, username: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const wrong = await login(browser, loginUrl, username, `not-the-password-${i}`);
    expect(wrong.status, `wrong password ${i + 1} of ${username}`).toBe(401);
    expect(errorOf(await wrong.text())).toBe('Fel e-postadress eller lösenord.');
  }
}

describe('password guessing at the embedded directory', () => {
  const staffAddress = '192.0.2.10';

  it(`locks an account after ${LOGIN_FAILURES_PER_ACCOUNT} wrong passwords: 429, and even the right password is refused, in a new interaction and from another address`, async () => {
    const browser = new BrowserAt(staffAddress);
    const { loginUrl } = await openLoginPage(browser, server.url);
    await wrongPasswords(browser, loginUrl, ACCOUNTS.staff.username, LOGIN_FAILURES_PER_ACCOUNT);

    const locked = await login(browser, loginUrl, ACCOUNTS.staff.username, 'not-the-password-either');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(LOGIN_WINDOW_MS / 1000));
    const html = await locked.text();
    expect(errorOf(html)).toMatch(LOCKED_SV);
    expect(LOCKED_SV.exec(errorOf(html)!)![1]).toBe(String(LOGIN_WINDOW_MS / 60_000));
    expect(html).toContain(`value="${ACCOUNTS.staff.username}"`);

    const right = await login(browser, loginUrl, ACCOUNTS.staff.username, ACCOUNTS.staff.password, 'en');
    expect(right.status).toBe(429);
    expect(errorOf(await right.text())).toMatch(LOCKED_EN);

    // A new sign-on is a new interaction; the count is the account's, not the interaction's.
    const again = await openLoginPage(browser, server.url);
    expect(again.loginUrl).not.toBe(loginUrl);
    expect((await login(browser, again.loginUrl, ACCOUNTS.staff.username.toUpperCase(), ACCOUNTS.staff.password)).status).toBe(429);

    // Nor is it the address's: the account is locked wherever the attempt comes from.
    const elsewhere = new BrowserAt('198.51.100.7');
    const fresh = await openLoginPage(elsewhere, server.url);
    expect((await login(elsewhere, fresh.loginUrl, ACCOUNTS.staff.username, ACCOUNTS.staff.password)).status).toBe(429);
  });

  it('locks that account only: another account signs on from the same address', async () => {
    const { landed } = await signOnEmbedded(new BrowserAt(staffAddress), server.url, ACCOUNTS.editor.username, ACCOUNTS.editor.password);
    expect(landed).toMatch(/#access_token=/);
  });

  it('audits wrong passwords, refusals and logins with the client address, and never a password', () => {
    const staff = audit.filter((entry) => entry.username === ACCOUNTS.staff.username);
    expect(staff.filter((entry) => entry.event === 'directory.login.failed')).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(staff.filter((entry) => entry.event === 'directory.login.refused')).toHaveLength(4);
    expect(staff.find((entry) => entry.event === 'directory.login.refused')).toEqual({
      event: 'directory.login.refused',
      at: new Date(server.clock.now()).toISOString(),
      ip: staffAddress,
      requestId: expect.any(String),
      interaction: expect.any(String),
      username: ACCOUNTS.staff.username,
      limit: 'account',
      retryAfterSeconds: LOGIN_WINDOW_MS / 1000,
    });
    expect(staff.some((entry) => entry.ip === '198.51.100.7')).toBe(true);
    expect(audit.find((entry) => entry.event === 'directory.login')).toMatchObject({ username: ACCOUNTS.editor.username, subject: 'erik.lund', ip: staffAddress });
    const trail = JSON.stringify(audit);
    expect(trail).not.toContain('not-the-password');
    expect(trail).not.toContain(ACCOUNTS.staff.password);
    expect(trail).not.toContain(ACCOUNTS.editor.password);
  });

  it('ends the lock when its window ends on the server clock, and a login starts the count over', async () => {
    server.clock.advance(LOGIN_WINDOW_MS - 60_000);
    const browser = new BrowserAt(staffAddress);
    const { loginUrl } = await openLoginPage(browser, server.url);
    const almost = await login(browser, loginUrl, ACCOUNTS.staff.username, ACCOUNTS.staff.password);
    expect(almost.status).toBe(429);
    expect(almost.headers.get('retry-after')).toBe('60');
    expect(errorOf(await almost.text())).toBe(
      'För många misslyckade inloggningsförsök. Inloggningen är spärrad en stund, även med rätt lösenord. Försök igen om 1 minut.',
    );

    server.clock.advance(60_000);
    await wrongPasswords(browser, loginUrl, ACCOUNTS.staff.username, LOGIN_FAILURES_PER_ACCOUNT - 1);
    const right = await login(browser, loginUrl, ACCOUNTS.staff.username, ACCOUNTS.staff.password);
    expect(right.status).toBe(303);

    // Counted from zero again: a whole allowance of wrong passwords before the next lock.
    const next = new BrowserAt(staffAddress);
    const { loginUrl: nextUrl } = await openLoginPage(next, server.url);
    await wrongPasswords(next, nextUrl, ACCOUNTS.staff.username, LOGIN_FAILURES_PER_ACCOUNT);
    expect((await login(next, nextUrl, ACCOUNTS.staff.username, 'not-the-password-again')).status).toBe(429);
  });

  it('counts a name that is no account alike, so a lock tells nothing about whether the name exists', async () => {
    const browser = new BrowserAt('192.0.2.20');
    const { loginUrl } = await openLoginPage(browser, server.url);
    await wrongPasswords(browser, loginUrl, 'nobody@example.se', LOGIN_FAILURES_PER_ACCOUNT);
    const locked = await login(browser, loginUrl, 'NOBODY@example.se', 'still-guessing');
    expect(locked.status).toBe(429);
    expect(errorOf(await locked.text())).toMatch(LOCKED_SV);
    // What was typed as a name that is no account is not in the trail.
    expect(JSON.stringify(audit)).not.toContain('nobody@example.se');
    expect(audit.at(-1)).toMatchObject({ event: 'directory.login.refused', username: null, ip: '192.0.2.20', limit: 'account' });
  });

  it(`limits one client address to ${LOGIN_FAILURES_PER_ADDRESS} wrong passwords across names, whatever it writes into X-Forwarded-For`, async () => {
    const prober = new BrowserAt('192.0.2.30');
    const { loginUrl } = await openLoginPage(prober, server.url);
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
      // A new name before each one's own limit, and a new forged address at the left each time.
      prober.written = `203.0.113.${i}`;
      const name = `probe${Math.floor(i / (LOGIN_FAILURES_PER_ACCOUNT - 1))}@example.se`;
      expect((await login(prober, loginUrl, name, 'guess')).status, `wrong password ${i + 1}`).toBe(401);
    }
    prober.written = '203.0.113.250';
    const locked = await login(prober, loginUrl, 'someone-new@example.se', 'guess');
    expect(locked.status).toBe(429);
    expect(errorOf(await locked.text())).toMatch(LOCKED_SV);
    expect(audit.at(-1)).toMatchObject({ event: 'directory.login.refused', ip: '192.0.2.30', limit: 'address' });
    // The address is locked even for an account that is not, with its right password...
    expect((await login(prober, loginUrl, ACCOUNTS.admin.username, ACCOUNTS.admin.password)).status).toBe(429);
    // ...which signs on from any other address.
    const { landed } = await signOnEmbedded(new BrowserAt('192.0.2.31'), server.url, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    expect(landed).toMatch(/#access_token=/);
  });
});
