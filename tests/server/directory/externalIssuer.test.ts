import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_CALLBACK_PATH, DIRECTORY_SIGN_ON_PATH } from '../../../api/contract/directory';
import { directoryTokens } from '../../../server/db/schema';
import { rolesOf } from '../../../server/sso/relyingParty';
import { startApi, type TestApi } from '../helpers';
import { FakeIssuer, type IdTokenRecipe, unsigned } from './fakeIssuer';
import { fragmentOf, SignOnBrowser } from './support';

/**
 * The relying party against an external directory (OIDC_ISSUER): a local
 * stand-in that misbehaves on purpose. Only an ID token signed with a key of
 * the issuer's JWKS, for this client, from this issuer, unexpired, with the
 * sign-on's nonce and a role of the site signs anyone on.
 */

const issuer = new FakeIssuer();
let api: TestApi;

beforeAll(async () => {
  await issuer.start();
  api = await startApi('memory://', { env: issuer.env({ OIDC_SCOPES: 'api://site/staff' }) });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await issuer.close();
});

const tokensIssued = async () => (await api.database.db.select({ n: count() }).from(directoryTokens))[0]!.n;

/** Begins a sign-on in a browser, lets the fake directory answer with `recipe`, and follows the callback; answers where the browser lands. */
async function signOn(recipe: IdTokenRecipe, browser = new SignOnBrowser()): Promise<{ landed: string; browser: SignOnBrowser; authorizationUrl: URL }> {
  const start = await browser.fetch(`${api.url}${DIRECTORY_SIGN_ON_PATH}?redirect=%2Fstaff`);
  expect(start.status).toBe(302);
  const authorizationUrl = new URL(start.headers.get('location')!);
  const code = issuer.issueCode(authorizationUrl, recipe);
  const callback = new URL(authorizationUrl.searchParams.get('redirect_uri')!);
  callback.search = new URLSearchParams({ code, state: authorizationUrl.searchParams.get('state')! }).toString();
  const answer = await browser.fetch(callback.href);
  expect(answer.status).toBe(302);
  return { landed: answer.headers.get('location')!, browser, authorizationUrl };
}

describe('sign-on through an external directory', () => {
  it('discovers the issuer and sends the browser to its authorization endpoint with the configured scopes', async () => {
    const browser = new SignOnBrowser();
    const start = await browser.fetch(`${api.url}${DIRECTORY_SIGN_ON_PATH}?redirect=%2Fstaff`);
    const url = new URL(start.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('site-at-fake-directory');
    expect(url.searchParams.get('scope')).toBe('openid profile email api://site/staff');
    expect(url.searchParams.get('redirect_uri')).toBe(`${api.url}${DIRECTORY_CALLBACK_PATH}`);
    // Only the embedded test directory asks for the login every time.
    expect(url.searchParams.get('prompt')).toBeNull();
  });

  it('signs on with a good ID token (client secret and PKCE checked by the directory)', async () => {
    const before = issuer.tokenRequests;
    const { landed, browser } = await signOn({});
    expect(issuer.tokenRequests).toBe(before + 1);
    expect(landed.split('#')[0]).toBe(`${api.url}/staff`);
    const token = fragmentOf(landed).access_token!;
    const me = await api.json('/v1/directory/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.body).toMatchObject({ username: 'kim.extern@example.se', name: 'Kim Extern', email: 'kim.extern@example.se', roles: ['staff'] });
    expect(browser.cookie(new URL(api.url).host, 'directoryToken')).toBeUndefined();
  });

  it('reads roles given as one space-separated string, keeping only the roles the site knows', async () => {
    const { landed, browser } = await signOn({ claims: (good) => ({ ...good, roles: 'hr editor staff' }) });
    const me = await api.json('/v1/directory/me', { headers: { authorization: `Bearer ${fragmentOf(landed).access_token}` } });
    expect(me.body.roles).toEqual(['staff', 'editor']);
    expect(browser.cookie(new URL(api.url).host, 'directoryToken')).toBe(fragmentOf(landed).access_token);
  });

  it('names the person by e-mail or subject when the directory sends no preferred_username or name', async () => {
    const { landed } = await signOn({ claims: ({ preferred_username: _u, name: _n, email: _e, ...good }) => good });
    const me = await api.json('/v1/directory/me', { headers: { authorization: `Bearer ${fragmentOf(landed).access_token}` } });
    expect(me.body).toMatchObject({ username: 'ext-0001', name: 'ext-0001', email: null });
  });

  const refused: [string, IdTokenRecipe, string][] = [
    ['forged: signed with a key that is not in the JWKS', { key: 'rogue' }, 'access_denied'],
    ['unsigned (alg none)', { raw: unsigned }, 'access_denied'],
    ['expired', { claims: (good) => ({ ...good, iat: Number(good.iat) - 7200, exp: Number(good.iat) - 3600 }) }, 'access_denied'],
    ['for another audience', { claims: (good) => ({ ...good, aud: 'another-client' }) }, 'access_denied'],
    ['from another issuer', { claims: (good) => ({ ...good, iss: 'https://login.example.com/other' }) }, 'access_denied'],
    ['with another nonce', { claims: (good) => ({ ...good, nonce: 'not-the-sign-ons-nonce' }) }, 'access_denied'],
    ['without a nonce', { claims: ({ nonce: _nonce, ...good }) => good }, 'access_denied'],
    ['without any role of the site', { claims: (good) => ({ ...good, roles: ['hr', 'finance'] }) }, 'access_denied'],
    ['without a roles claim', { claims: ({ roles: _roles, ...good }) => good }, 'access_denied'],
    ['refused at the token endpoint', { tokenError: 'invalid_grant' }, 'invalid_grant'],
  ];

  it.each(refused)('refuses an ID token %s: back to the page with #error and no token', async (_name, recipe, error) => {
    const before = await tokensIssued();
    const { landed, browser } = await signOn(recipe);
    expect(landed).toBe(`${api.url}/staff#error=${error}`);
    expect(await tokensIssued()).toBe(before);
    expect(browser.cookie(new URL(api.url).host, 'directoryToken')).toBeUndefined();
  });

  it("passes the directory's own refusal on, and only as an OAuth error code", async () => {
    for (const [sent, shown] of [
      ['access_denied', 'access_denied'],
      ['login_required', 'login_required'],
      ['<script>alert(1)</script>', 'access_denied'],
    ]) {
      const browser = new SignOnBrowser();
      const start = await browser.fetch(`${api.url}${DIRECTORY_SIGN_ON_PATH}?redirect=%2Fen%2Fstaff`);
      const authorizationUrl = new URL(start.headers.get('location')!);
      const callback = `${api.url}${DIRECTORY_CALLBACK_PATH}?${new URLSearchParams({ error: sent!, state: authorizationUrl.searchParams.get('state')! })}`;
      const answer = await browser.fetch(callback);
      expect(answer.headers.get('location')).toBe(`${api.url}/en/staff#error=${shown}`);
    }
  });
});

describe('an unreachable directory', () => {
  it('sends the browser back with temporarily_unavailable instead of failing', async () => {
    // Its one warning is expected here.
    const down = await startApi('memory://', { env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y', LOG_LEVEL: 'error' } });
    try {
      const answer = await new SignOnBrowser().fetch(`${down.url}${DIRECTORY_SIGN_ON_PATH}?redirect=%2Fstaff`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`${down.url}/staff#error=temporarily_unavailable`);
    } finally {
      await down.close();
    }
  });
});

describe('rolesOf', () => {
  it('reads an array, a space-separated string, a dotted path into an object claim, and a claim named like a URL', () => {
    expect(rolesOf({ roles: ['staff', 1, 'editor'] }, 'roles')).toEqual(['staff', 'editor']);
    expect(rolesOf({ roles: ' staff  admin ' }, 'roles')).toEqual(['staff', 'admin']);
    expect(rolesOf({ realm_access: { roles: ['editor'] } }, 'realm_access.roles')).toEqual(['editor']);
    expect(rolesOf({ 'https://site.example/roles': ['admin'] }, 'https://site.example/roles')).toEqual(['admin']);
    expect(rolesOf({ roles: { staff: true } }, 'roles')).toEqual([]);
    expect(rolesOf({}, 'roles')).toEqual([]);
  });
});
