import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_BINDING_COOKIE, SESSION_REF_COOKIE, SESSION_REF_PATTERN, SESSION_TOKEN_COOKIE } from '../../api/contract/auth';
import { HANDOFF_TTL_MS, MAX_SESSIONS_PER_PERSON } from '../../server/http/session';
import { approveOnPhone, logIn, pollStatus, startEidApi, startLogin, withSession, type Browser, type EidTestServer } from './eidHelpers';
import { ALVA, LEO, OSKAR } from './people';

/** The HttpOnly session cookie's name over plain http to 127.0.0.1, where these tests run. */
const SESSION_COOKIE_LOCAL = SESSION_TOKEN_COOKIE.local;

/**
 * The session in a browser page (OWASP ASVS 3) and the hand-off into a
 * webview (site.md section 2), over real HTTP: the server sets the session
 * in an HttpOnly cookie, the page knows only its reference, and a token in a
 * link never plants a session.
 */

let server: EidTestServer;
beforeAll(async () => {
  server = await startEidApi();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_PAGE = { 'X-Session-Transport': 'cookie' };

/** Logs in as a browser page does: the answer names the session, the cookies carry it. */
async function pageLogIn(browser: Browser, personalNumber: string) {
  const login = await startLogin(browser);
  await approveOnPhone(server, browser, login.body.qrToken, personalNumber);
  const status = await browser.post('/api/v2/auth/status', { orderRef: login.body.orderRef }, COOKIE_PAGE);
  expect(status.status).toBe(200);
  return status.body as { status: string; sessionToken: string; data: Record<string, unknown> };
}

const customerOf = (browser: Browser, sessionId?: string) =>
  browser.get('/api/v1/customer', { ...COOKIE_PAGE, ...(sessionId ? withSession(sessionId) : {}) });

const setCookie = (browser: Browser, name: string) => browser.setCookieHeaders.findLast((header) => header.startsWith(`${name}=`));

describe('a browser page’s session', () => {
  it('is set by the server in an HttpOnly cookie; the page gets only its reference', async () => {
    const browser = server.browser();
    const done = await pageLogIn(browser, OSKAR);
    expect(done.status).toBe('complete');
    expect(done.sessionToken).toMatch(SESSION_REF_PATTERN);

    const secret = setCookie(browser, SESSION_COOKIE_LOCAL)!;
    expect(secret).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(secret).toMatch(/HttpOnly/i);
    expect(secret).toMatch(/SameSite=Lax/i);
    expect(secret).toMatch(/Path=\//);
    expect(secret).toMatch(/Max-Age=86400/);
    const ref = setCookie(browser, SESSION_REF_COOKIE)!;
    expect(ref).toBe(`${SESSION_REF_COOKIE}=${done.sessionToken}; Max-Age=86400; Path=/; SameSite=Lax`);

    const me = await customerOf(browser, done.sessionToken);
    expect(me.status).toBe(200);
    expect(me.body.firstName).toBe('Oskar');
    // Nowhere in an answer the page reads is the token.
    expect(JSON.stringify(me.body)).not.toContain(browser.cookies.get(SESSION_COOKIE_LOCAL));
  });

  it('counts only when the reference and the cookie name the same session', async () => {
    const browser = server.browser();
    const done = await pageLogIn(browser, OSKAR);
    // The cookie alone (a cross-site form or fetch cannot add the header): no session.
    expect((await customerOf(browser)).status).toBe(401);
    // The reference alone (another browser that learned it): no session.
    expect((await customerOf(server.browser(), done.sessionToken)).status).toBe(401);
    // Another session's reference with this cookie: no session.
    const other = await pageLogIn(server.browser(), ALVA);
    expect((await customerOf(browser, other.sessionToken)).status).toBe(401);
    expect((await customerOf(browser, done.sessionToken)).status).toBe(200);
  });

  it('logout ends the session on the server and clears both cookies', async () => {
    const browser = server.browser();
    const done = await pageLogIn(browser, OSKAR);
    const cookie = browser.cookies.get(SESSION_COOKIE_LOCAL)!;
    expect((await browser.post('/api/v1/auth/logout', undefined, { ...COOKIE_PAGE, ...withSession(done.sessionToken) })).status).toBe(200);
    expect(browser.cookies.has(SESSION_COOKIE_LOCAL)).toBe(false);
    expect(browser.cookies.has(SESSION_REF_COOKIE)).toBe(false);
    // Revoked, not just forgotten: the old token is dead everywhere.
    expect((await server.browser().get('/api/v1/customer', withSession(cookie))).status).toBe(401);
  });

  it('a switch of account ends the old session', async () => {
    const browser = server.browser();
    const KARIN = '19750412-9821';
    const login = await startLogin(browser);
    await approveOnPhone(server, browser, login.body.qrToken, KARIN);
    const choice = (await pollStatus(browser, login.body.orderRef)).body;
    const [first, second] = choice.data.accounts as { id: string }[];
    const chosen = await browser.post('/api/v2/auth/choose-account', { account: first!.id, sessionKey: choice.sessionKey }, COOKIE_PAGE);
    expect(chosen.body.sessionToken).toMatch(SESSION_REF_PATTERN);
    const oldCookie = browser.cookies.get(SESSION_COOKIE_LOCAL)!;
    const switched = await browser.post('/api/v2/auth/switch-account', { account: second!.id }, { ...COOKIE_PAGE, ...withSession(chosen.body.sessionToken) });
    expect(switched.status).toBe(200);
    expect(switched.body.sessionToken).toMatch(SESSION_REF_PATTERN);
    expect(browser.cookies.get(SESSION_COOKIE_LOCAL)).not.toBe(oldCookie);
    expect((await server.browser().get('/api/v1/customer', withSession(oldCookie))).status).toBe(401);
    expect((await customerOf(browser, switched.body.sessionToken)).status).toBe(200);
  });

  it('a client that is no browser page still gets and sends the token', async () => {
    const done = await logIn(server, server.browser(), OSKAR);
    expect(done.sessionToken).toMatch(TOKEN);
    expect((await server.browser().get('/api/v1/customer', withSession(done.sessionToken))).status).toBe(200);
  });

  it(`a person holds at most ${MAX_SESSIONS_PER_PERSON} sessions; the oldest ends first`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_PERSON; i += 1) {
      tokens.push((await logIn(server, server.browser(), LEO)).sessionToken);
      server.clock.advance(1_000);
    }
    const statuses = await Promise.all(tokens.map(async (token) => (await server.browser().get('/api/v1/customer', withSession(token))).status));
    // Leo is no customer: his sessions are temporary, so a live one answers 403 and an ended one 401.
    expect(statuses[0]).toBe(401);
    expect(statuses.slice(1).every((status) => status === 403)).toBe(true);
  });
});

describe('a session handed over in a link (?sessionToken=)', () => {
  /** The app's side: its session mints a code, and it sets the binding cookie in its webview. */
  async function mint(token: string) {
    const answer = await server.browser().post('/api/v1/auth/handoff', undefined, withSession(token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: expect.stringMatching(TOKEN), binding: expect.stringMatching(TOKEN), expiresIn: 60 });
    return answer.body as { code: string; binding: string };
  }

  const exchange = (browser: Browser, code: string) => browser.post('/api/v1/auth/handoff/exchange', { code }, COOKIE_PAGE);

  it('begins the session in the webview that holds the binding, once', async () => {
    const app = await logIn(server, server.browser(), OSKAR);
    const { code, binding } = await mint(app.sessionToken);
    const webview = server.browser();
    webview.cookies.set(HANDOFF_BINDING_COOKIE, binding);
    const answer = await exchange(webview, code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sessionToken: expect.stringMatching(SESSION_REF_PATTERN), temporary: false });
    expect(webview.cookies.has(HANDOFF_BINDING_COOKIE)).toBe(false);
    expect((await customerOf(webview, answer.body.sessionToken)).body.firstName).toBe('Oskar');

    webview.cookies.set(HANDOFF_BINDING_COOKIE, binding);
    expect((await exchange(webview, code)).status).toBe(401);
  });

  it('a code is worth nothing in a browser without its binding: the link an attacker sends plants nothing', async () => {
    const attacker = await logIn(server, server.browser(), ALVA);
    const { code, binding } = await mint(attacker.sessionToken);
    const victim = server.browser();
    expect((await exchange(victim, code)).status).toBe(401);
    victim.cookies.set(HANDOFF_BINDING_COOKIE, 'A'.repeat(43));
    expect((await exchange(victim, code)).status).toBe(401);
    expect(victim.cookies.has(SESSION_COOKIE_LOCAL)).toBe(false);
    // A raw session token in the link is no code either.
    victim.cookies.set(HANDOFF_BINDING_COOKIE, binding);
    expect((await exchange(victim, attacker.sessionToken)).status).toBe(401);
  });

  it('never replaces another person’s session: 409, and that session stays', async () => {
    const app = await logIn(server, server.browser(), ALVA);
    const { code, binding } = await mint(app.sessionToken);
    const browser = server.browser();
    const mine = await pageLogIn(browser, OSKAR);
    browser.cookies.set(HANDOFF_BINDING_COOKIE, binding);
    const answer = await exchange(browser, code);
    expect(answer.status).toBe(409);
    expect((await customerOf(browser, mine.sessionToken)).body.firstName).toBe('Oskar');
  });

  it('expires after a minute', async () => {
    const app = await logIn(server, server.browser(), OSKAR);
    const { code, binding } = await mint(app.sessionToken);
    server.clock.advance(HANDOFF_TTL_MS);
    const webview = server.browser();
    webview.cookies.set(HANDOFF_BINDING_COOKIE, binding);
    expect((await exchange(webview, code)).status).toBe(401);
  });

  it('hands over a temporary session as temporary', async () => {
    const app = await logIn(server, server.browser(), LEO);
    const { code, binding } = await mint(app.sessionToken);
    const webview = server.browser();
    webview.cookies.set(HANDOFF_BINDING_COOKIE, binding);
    expect((await exchange(webview, code)).body).toMatchObject({ temporary: true });
  });
});
