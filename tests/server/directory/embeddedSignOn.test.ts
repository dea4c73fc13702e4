import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_CALLBACK_PATH, DIRECTORY_SIGN_ON_PATH, DIRECTORY_TOKEN_LIFETIME_SECONDS } from '../../../api/contract/directory';
import { startApi, type TestApi } from '../helpers';
import { ACCOUNTS, fragmentOf, openLoginPage, SignOnBrowser, signOnEmbedded } from './support';

let api: TestApi;
let host: string;

beforeAll(async () => {
  api = await startApi();
  host = new URL(api.url).host;
}, 60_000);
afterAll(() => api?.close());

/** A sign-on begun on a host the test names (fetch cannot set `Host`); answers the authorization request it sends the browser to. */
async function signOnAt(hostHeader: string): Promise<URL> {
  const { port } = new URL(api.url);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: `${DIRECTORY_SIGN_ON_PATH}?redirect=%2Fstaff`, headers: { host: hostHeader } }, resolve).on('error', reject);
  });
  response.resume();
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location!);
}

const me = (token: string) => api.json('/v1/directory/me', { headers: { authorization: `Bearer ${token}` } });

describe('sign-on through the embedded directory', () => {
  it('sends the browser to the directory with PKCE, state, nonce and the callback of the origin it began on', async () => {
    const browser = new SignOnBrowser();
    const { authorizationUrl, html } = await openLoginPage(browser, api.url);
    expect(authorizationUrl.origin).toBe(api.url);
    expect(authorizationUrl.pathname).toBe('/oidc/auth');
    const params = authorizationUrl.searchParams;
    expect(params.get('client_id')).toBe('home-services-site');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${api.url}${DIRECTORY_CALLBACK_PATH}`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    // The state is bound to this browser by an HttpOnly cookie sent only to the sign-on paths.
    const binding = browser.setCookies.find((cookie) => cookie.header.startsWith('directorySignOn='))!.header;
    expect(binding).toMatch(/HttpOnly/i);
    expect(binding).toMatch(/Path=\/api\/v1\/directory/);
    expect(binding).toMatch(/SameSite=Lax/i);
    expect(html).toContain('<html lang="sv">');
  });

  it('shows its own login page in Swedish and English, with labelled fields and no script', async () => {
    const browser = new SignOnBrowser();
    const { loginUrl, html } = await openLoginPage(browser, api.url);
    expect(html).toContain('Logga in med ditt personalkonto');
    expect(html).toMatch(/<label for="username">E-postadress<\/label>/);
    expect(html).toMatch(/<label for="password">Lösenord<\/label>/);
    expect(html).not.toContain('<script');
    // A no-referrer page makes the browser send `Origin: null` with its form, which the server refuses as cross-origin.
    expect(html).not.toContain('no-referrer');

    const english = await browser.fetch(`${loginUrl}?lang=en`);
    expect(english.status).toBe(200);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain('Sign in with your staff account');
    expect(englishHtml).toMatch(/<label for="password">Password<\/label>/);
    const csp = english.headers.get('content-security-policy')!;
    expect(csp).toContain(`default-src 'none'`);
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(csp).toContain(`form-action 'self'`);
    expect(csp).toContain(`http://localhost:${new URL(api.url).port}`);
  });

  it('opens in English when the sign-on comes from an English page', async () => {
    const { authorizationUrl, html } = await openLoginPage(new SignOnBrowser(), api.url, `redirect=${encodeURIComponent('/en/staff')}`);
    expect(authorizationUrl.searchParams.get('ui_locales')).toBe('en');
    expect(html).toContain('<html lang="en">');
  });

  it('shows an error for a wrong password and keeps the username', async () => {
    const browser = new SignOnBrowser();
    const { loginUrl } = await openLoginPage(browser, api.url);
    const wrong = await browser.submit(`${loginUrl}/login`, { username: ACCOUNTS.staff.username, password: 'not-the-password', lang: 'sv' });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toMatch(/<p class="error" id="login-error" role="alert">Fel e-postadress eller lösenord\.<\/p>/);
    expect(html).toContain(`value="${ACCOUNTS.staff.username}"`);
    expect(html).toContain('aria-invalid="true"');

    const english = await browser.submit(`${loginUrl}/login`, { username: 'nobody@example.se', password: 'x', lang: 'en' });
    expect(english.status).toBe(401);
    expect(await english.text()).toContain('Wrong email address or password.');

    const empty = await browser.submit(`${loginUrl}/login`, { username: '', password: '', lang: 'en' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter both your email address and your password.');

    // The right password still works after the wrong ones.
    const right = await browser.submit(`${loginUrl}/login`, { ...ACCOUNTS.staff, lang: 'sv' });
    expect(right.status).toBe(303);
  });

  it('signs customer service on: the page gets an API token in the fragment, and no preview cookie', async () => {
    const browser = new SignOnBrowser();
    const { landed } = await signOnEmbedded(browser, api.url, ACCOUNTS.staff.username, ACCOUNTS.staff.password);
    expect(landed.split('#')[0]).toBe(`${api.url}/personal`);
    const fragment = fragmentOf(landed);
    expect(Object.keys(fragment).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(fragment.token_type).toBe('Bearer');
    expect(Number(fragment.expires_in)).toBeGreaterThan(DIRECTORY_TOKEN_LIFETIME_SECONDS - 60);
    expect(Number(fragment.expires_in)).toBeLessThanOrEqual(DIRECTORY_TOKEN_LIFETIME_SECONDS);

    const { status, body } = await me(fragment.access_token!);
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'anna.berg@example.se', name: 'Anna Berg', email: 'anna.berg@example.se', roles: ['staff'] });
    expect(browser.cookie(host, 'directoryToken')).toBeUndefined();
    // The directory's own session stays under its path, HttpOnly.
    const session = browser.setCookies.find((cookie) => cookie.header.startsWith('directory_session='))!.header;
    expect(session).toMatch(/path=\/oidc;/i);
    expect(session).toMatch(/httponly/i);
  });

  it('signs an editor on with the HttpOnly preview cookie holding the same token', async () => {
    const browser = new SignOnBrowser();
    const { landed } = await signOnEmbedded(browser, api.url, ACCOUNTS.editor.username, ACCOUNTS.editor.password, 'redirect=%2Fen%2Fservices%3Fpreview%3D1');
    expect(landed.split('#')[0]).toBe(`${api.url}/en/services?preview=1`);
    const token = fragmentOf(landed).access_token!;
    expect((await me(token)).body).toMatchObject({ name: 'Erik Lund', roles: ['editor'] });
    expect(browser.cookie(host, 'directoryToken')).toBe(token);
    const cookie = browser.setCookies.find((set) => set.header.startsWith('directoryToken='))!.header;
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('signs an administrator on with every role of the site the directory gives', async () => {
    const { landed } = await signOnEmbedded(new SignOnBrowser(), api.url, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    expect((await me(fragmentOf(landed).access_token!)).body.roles).toEqual(['staff', 'admin']);
  });

  it('refuses a directory member without a role of the site', async () => {
    const { landed } = await signOnEmbedded(new SignOnBrowser(), api.url, ACCOUNTS.noRole.username, ACCOUNTS.noRole.password);
    expect(landed).toBe(`${api.url}/personal#error=access_denied`);
  });

  it('asks for the login again at the next sign-on, so another account can be used', async () => {
    const browser = new SignOnBrowser();
    await signOnEmbedded(browser, api.url, ACCOUNTS.staff.username, ACCOUNTS.staff.password);
    const { landed } = await signOnEmbedded(browser, api.url, ACCOUNTS.editor.username, ACCOUNTS.editor.password);
    expect((await me(fragmentOf(landed).access_token!)).body.username).toBe('erik.lund@example.se');
  });

  it('comes back with access_denied when the person cancels at the directory', async () => {
    const browser = new SignOnBrowser();
    const { loginUrl } = await openLoginPage(browser, api.url);
    const cancel = await browser.submit(`${loginUrl}/abort`, {});
    expect(cancel.status).toBe(303);
    const { url } = await browser.follow(new URL(cancel.headers.get('location')!, loginUrl).href);
    expect(url).toBe(`${api.url}/personal#error=access_denied`);
  });

  it('comes back to the origin the sign-on began on (localhost as well as 127.0.0.1)', async () => {
    const local = api.url.replace('127.0.0.1', 'localhost');
    const { landed } = await signOnEmbedded(new SignOnBrowser(), local, ACCOUNTS.staff.username, ACCOUNTS.staff.password);
    expect(landed.startsWith(`${local}/personal#access_token=`)).toBe(true);
  });

  it('accepts sign-ons from the staff host (staff.localhost), and sends codes to no origin it does not know', async () => {
    const { port } = new URL(api.url);
    const staff = await signOnAt(`staff.localhost:${port}`);
    expect(staff.searchParams.get('redirect_uri')).toBe(`http://staff.localhost:${port}${DIRECTORY_CALLBACK_PATH}`);
    const { response } = await new SignOnBrowser().follow(staff.href);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<form method="post"');

    const stranger = await signOnAt(`evil.example:${port}`);
    expect(stranger.searchParams.get('redirect_uri')).toBe(`http://evil.example:${port}${DIRECTORY_CALLBACK_PATH}`);
    const refused = await new SignOnBrowser().follow(stranger.href);
    expect(refused.response.status).toBe(400);
    expect(refused.chain.every((step) => !step.startsWith('http://evil.example'))).toBe(true);
    const page = await refused.response.text();
    expect(page).toContain('redirect_uri');
    expect(page).not.toContain('<script');
  });

  it('publishes discovery and keys at its issuer, and signs ID tokens with RS256', async () => {
    const discovery = await (await fetch(`${api.url}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${api.url}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});
