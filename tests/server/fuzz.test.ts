import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_CALLBACK_PATH } from '../../api/contract/directory';
import { EMBEDDED_CLIENT_ID, EMBEDDED_CLIENT_SECRET } from '../../server/sso/embeddedDirectory';
import { openLoginPage, SignOnBrowser } from './directory/support';
import { startApi, type TestApi } from './helpers';
import { postgresBinaries, startPostgres, type Service } from './realtime/processes';
import { refusalOf } from './realtime/socketClient';

/**
 * Whatever a user or a script puts in the query string or a path segment,
 * the answer is never a 500: bad input gets a 400 (or a 404), good input an
 * answer.
 */

/** More runs locally with `FUZZ_RUNS=500`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: -10_000, max: 10_000 }).map(String),
  fc.constantFrom('', ' ', '0', '-1', '1e9', 'NaN', 'null', 'true', '[]', '{}', '%', '%ZZ', '../..', '11120', '111 20', '2026-02-30', 'all', 'sv', 'en', '__proto__', 'constructor', 'toString'),
);

const endpoints: { path: string; keys: string[] }[] = [
  { path: '/v1/content/entry', keys: ['slug', 'lang'] },
  { path: '/v1/content/posts/all', keys: ['tags', 'categories', 'page', 'omit', 'limit', 'lang'] },
  { path: '/v1/content/service', keys: ['id', 'type', 'slug'] },
  { path: '/v1/content/map-internal-links', keys: ['links', 'lang'] },
  { path: '/v1/translate/path', keys: ['path', 'from', 'to'] },
  { path: '/v2/calendar/holidays', keys: ['from', 'to', 'lang'] },
  { path: '/v1/location/city', keys: ['areaCode'] },
  { path: '/v2/product/catalog', keys: ['areaCode'] },
  { path: '/v1/images/hero-home', keys: ['width', 'height', 'type', 'quality'] },
];

/** Builds a raw query string, sometimes without encoding, sometimes repeating a key. */
const queryString = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), value, fc.boolean()), { maxLength: 5 })
    .map((pairs) =>
      pairs.map(([key, item, raw]) => `${encodeURIComponent(key)}=${raw ? item.replace(/[#\s]/g, '') : encodeURIComponent(item)}`).join('&'),
    );

describe('text PostgreSQL cannot store is refused, not a 500', () => {
  // NUL, and bytes that are no UTF-8 (a lone surrogate's encoding, a stray 0xFF).
  const nasty = ['%00', 'a%00b', '%ED%A0%80', '%FF', 'x%C3'];
  const gets = [
    '/v1/content/entry?slug=%s',
    '/v1/content/entry/path?id=%s',
    '/v1/content/redirection?path=%s',
    '/v1/content/faq/%s',
    '/v1/content/posts/%s',
    '/v1/content/posts/all?tags=%s',
    '/v1/content/posts/all?omit=%s',
    '/v1/content/posts/%s/tags',
    '/v1/content/service?slug=%s',
    '/v1/content/map-internal-links?links=%s',
    '/v1/translate/path?path=%s&from=sv&to=en',
  ];
  it.each(gets)('GET %s', async (template) => {
    for (const text of nasty) {
      const response = await api.call(template.replace('%s', text));
      await response.arrayBuffer();
      // NUL is refused; bytes that are no UTF-8 arrive as U+FFFD, ordinary text.
      if (text.includes('%00')) expect(response.status, template.replace('%s', text)).toBe(400);
      expect(response.status, template.replace('%s', text)).toBeLessThan(500);
    }
  });

  it('POST bodies with NUL, lone surrogates or impossible dates', async () => {
    const consent = (revision: string) =>
      JSON.stringify({ categories: { necessary: true, performance: false, statistics: false, marketing: false }, date: '2026-01-01T00:00:00Z', levels: ['necessary'], revision });
    const track = (patch: Record<string, unknown>) =>
      JSON.stringify({ app_id: 'site', identity: 'x', idempotency_key: 'abcdefgh12', events: [{ event: 'x' }], ...patch });
    const cases: [string, string][] = [
      ['/v1/consents/fuzz-hash-0123456789', consent('1.0\u0000')],
      ['/v1/consents/fuzz-hash-0123456789', consent('\ud800')],
      ['/v1/heap/track', track({ app_id: 'a\u0000' })],
      ['/v1/heap/track', track({ events: [{ event: 'x', properties: { p: '\u0000' } }] })],
      ['/v1/heap/track', track({ events: [{ event: 'x', timestamp: '0000-01-01T00:00:00Z' }] })],
      ['/v1/heap/track', track({ idempotency_key: 'abcdefgh13', events: [{ event: 'x', timestamp: '99999-01-01T00:00:00Z' }] })],
    ];
    for (const [path, body] of cases) {
      const response = await api.call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      expect(response.status, `${path} ${body}`).toBe(400);
    }
  });
});

describe('no bad input answers 500', () => {
  for (const endpoint of endpoints) {
    it(`GET ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(queryString(endpoint.keys), async (query) => {
          const response = await api.call(`${endpoint.path}?${query}`);
          await response.arrayBuffer();
          expect(response.status, `${endpoint.path}?${query}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('path segments', async () => {
    const templates = ['/v1/content/posts/%s', '/v1/content/posts/%s/tags', '/v1/content/faq/%s', '/v1/consents/%s', '/v1/images/%s'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...templates), value, fc.boolean(), async (template, segment, raw) => {
        const part = raw ? segment.replace(/[/?#\s]/g, '') || 'x' : encodeURIComponent(segment) || 'x';
        const response = await api.call(template.replace('%s', part));
        await response.arrayBuffer();
        expect(response.status, template.replace('%s', part)).toBeLessThan(500);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('POST bodies', async () => {
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc.record({ app_id: value, identity: value, idempotency_key: value, events: fc.array(fc.record({ event: value, timestamp: value })) }, { requiredKeys: [] }),
      fc.record({ categories: fc.object(), date: value, levels: fc.array(value), revision: value }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/v1/heap/track', '/v1/consents/fuzz-hash-0123456789'), body, async (path, generated) => {
        const payload = typeof generated === 'string' ? generated : JSON.stringify(generated);
        const response = await api.call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
        await response.arrayBuffer();
        expect(response.status, `${path} ${payload}`).toBeLessThan(500);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

/**
 * The embedded directory (`/oidc`) and the other entry points outside the
 * contract's calls. The directory answers bad input with its protocol's
 * errors: at the authorization endpoint `invalid_request` as its error page
 * (to a browser) or JSON, never a redirect for a request it cannot trust; at
 * the token and userinfo endpoints a JSON `invalid_request`.
 */

const BASIC = `Basic ${Buffer.from(`${EMBEDDED_CLIENT_ID}:${EMBEDDED_CLIENT_SECRET}`).toString('base64')}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PKCE_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** An authorization request the site could send from `base`, with `extra` (raw, already encoded) appended. */
const authorization = (base: string, extra = '') =>
  `client_id=${EMBEDDED_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${base}${DIRECTORY_CALLBACK_PATH}`)}` +
  `&code_challenge=${PKCE_CHALLENGE}&code_challenge_method=S256${extra ? `&${extra}` : ''}`;

/** Fetches `path` on the server without following redirects. */
const fetchAt = (base: string, path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

/** The answer's status and body, read as JSON when it is JSON. */
async function answerOf(response: Response): Promise<{ status: number; body: unknown; type: string; location: string | null }> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? JSON.parse(text) : text, type, location: response.headers.get('location') };
}

/**
 * The NUL of the attack, at each place of the directory that looked it up
 * or kept it in the database, and at the other entry points that take text
 * outside the contract's calls; then NUL and bytes that are no UTF-8 in
 * each of them. Run on both databases: each refuses a NUL in its own way.
 */
function refusesNul(baseUrl: () => string) {
  const at = (path: string, init?: RequestInit) => fetchAt(baseUrl(), path, init).then(answerOf);

  it.each([
    ['client_id', () => '/oidc/auth?client_id=a%00b&response_type=code&scope=openid'],
    ['state', () => `/oidc/auth?${authorization(baseUrl(), 'state=a%00b')}`],
    ['nonce', () => `/oidc/auth?${authorization(baseUrl(), 'nonce=a%00b')}`],
  ])('GET /oidc/auth with a NUL in %s: invalid_request, a page to a browser, never a redirect', async (_name, path) => {
    const json = await at(path());
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ error: 'invalid_request' });
    const page = await at(path(), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('<code>invalid_request</code>');
  });

  it('POST /oidc/token with a NUL in the code or the client_id: 400 invalid_request', async () => {
    const cases: [string, Record<string, string>][] = [
      [`grant_type=authorization_code&code=a%00b&redirect_uri=x&code_verifier=${'v'.repeat(43)}`, { authorization: BASIC }],
      ['grant_type=authorization_code&code=abc&client_id=a%00b&client_secret=x', {}],
    ];
    for (const [body, headers] of cases) {
      const answer = await at('/oidc/token', { method: 'POST', headers: { ...FORM, ...headers }, body });
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('POST /oidc/auth and /oidc/me with a NUL in the form: invalid_request', async () => {
    const unknownClient = await at('/oidc/auth', { method: 'POST', headers: { ...FORM, accept: 'text/html' }, body: 'client_id=a%00b&response_type=code&scope=openid' });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.location).toBeNull();
    expect(unknownClient.body).toContain('<code>invalid_request</code>');
    // The site's own client with its registered callback: the provider sends the error there, as it does every error it may.
    const ownClient = await at('/oidc/auth', { method: 'POST', headers: FORM, body: authorization(baseUrl(), 'state=a%00b') });
    expect(ownClient.status).toBe(303);
    const back = new URL(ownClient.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${baseUrl()}${DIRECTORY_CALLBACK_PATH}`);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    const userinfo = await at('/oidc/me', { method: 'POST', headers: FORM, body: 'access_token=a%00b' });
    expect(userinfo.status).toBe(400);
    expect(userinfo.body).toMatchObject({ error: 'invalid_request' });
  });

  it('the sign-on callback, the outbox, the e-ID test app and the notification socket refuse a NUL without a 500', async () => {
    const callback = await at(`${DIRECTORY_CALLBACK_PATH}?state=a%00b&code=x`, { headers: { cookie: `directorySignOn=${'b'.repeat(43)}` } });
    expect(callback.status).toBe(302);
    expect(callback.location).toMatch(/#error=access_denied$/);
    expect((await at('/outbox/api/messages?to=a%00b')).status).toBe(400);
    const scan = await at('/eid-simulator/api/scan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qr: 'a\u0000b' }) });
    expect(scan.status).toBe(400);
    for (const session of ['a\u0000b', `${'c'.repeat(42)}\u0000`]) {
      expect((await refusalOf(baseUrl(), { session })).data).toEqual({ reason: 'unauthorized' });
    }
  });

  it('NUL, and bytes that are no UTF-8 (they arrive as U+FFFD, ordinary text), never answer 500 wherever they are put', async () => {
    const nasty = ['%00', 'a%00b', '%ED%A0%80', '%FF', 'x%C3'];
    const requests = (text: string): [string, RequestInit?][] => [
      [`/oidc/auth?client_id=${text}&response_type=code&scope=openid`],
      [`/oidc/auth?${authorization(baseUrl(), `state=${text}&nonce=${text}&login_hint=${text}`)}`],
      [`/oidc/auth?${authorization(baseUrl(), `ui_locales=${text}&claims=${text}`)}`, { headers: { accept: 'text/html' } }],
      ['/oidc/auth', { method: 'POST', headers: FORM, body: authorization(baseUrl(), `state=${text}`) }],
      [`/oidc/auth/${text}`],
      ['/oidc/token', { method: 'POST', headers: { ...FORM, authorization: BASIC }, body: `grant_type=authorization_code&code=${text}&redirect_uri=${text}&code_verifier=${text}` }],
      ['/oidc/token', { method: 'POST', headers: FORM, body: `grant_type=${text}&client_id=${text}&client_secret=${text}` }],
      ['/oidc/me', { method: 'POST', headers: FORM, body: `access_token=${text}` }],
      [`/oidc/.well-known/openid-configuration?x=${text}`],
      [`/oidc/jwks?${text}=${text}`],
      [`/oidc/interaction/${text}`],
      [`/oidc/interaction/${text}/login`, { method: 'POST', headers: FORM, body: `username=${text}&password=${text}` }],
      [`${DIRECTORY_CALLBACK_PATH}?state=${text}&code=${text}&error=${text}`, { headers: { cookie: `directorySignOn=${'b'.repeat(43)}` } }],
      [`/outbox?to=${text}`],
      [`/outbox/api/messages?to=${text}&lang=${text}`],
      [`/eid-simulator?redirect=${text}&autostarttoken=${text}&lang=${text}`],
    ];
    for (const text of nasty) {
      for (const [path, init] of requests(text)) {
        const answer = await at(path, init);
        expect(answer.status, `${init?.method ?? 'GET'} ${path} ${String(init?.body ?? '')}`).toBeLessThan(500);
      }
    }
  });
}

describe('text PostgreSQL cannot store, on the embedded database', () => {
  refusesNul(() => api.url);
});

const postgres = postgresBinaries();
const noPostgres = postgres ? undefined : "skipped: PostgreSQL's initdb (/usr/lib/postgresql/*/bin) not installed";
if (noPostgres) console.warn(`fuzz.test.ts ${noPostgres}`);

describe.skipIf(noPostgres !== undefined)(`text PostgreSQL cannot store, on a real PostgreSQL${noPostgres ? ` (${noPostgres})` : ''}`, () => {
  let database: Service | undefined;
  let server: TestApi | undefined;
  beforeAll(async () => {
    database = await startPostgres(postgres!);
    server = await startApi('memory://', { env: { DATABASE_URL: database.url } });
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await database?.stop();
  }, 30_000);

  refusesNul(() => server!.url);
});

/** Header-safe text (fetch refuses control characters and anything past Latin-1 in a header). */
const headerText = (text: string) => text.replace(/[^\x20-\x7e]/g, '');

/** A value as it goes into a query, a form or a path segment: encoded, sent as is, or an escape of text the database refuses or of bytes that are no UTF-8. */
const rawValue = fc.oneof(
  { weight: 2, arbitrary: value.map((text) => encodeURIComponent(text)) },
  { weight: 1, arbitrary: value.map((text) => text.replace(/[&#/?\s]/g, '')) },
  { weight: 2, arbitrary: fc.constantFrom('%00', 'a%00b', '%FF', '%ED%A0%80', 'x%C3') },
);

/**
 * The parameters of a request to the directory: mostly the endpoint's own
 * (`keys`), now and then an unknown one, each once, over `base` (parameters
 * a valid request has), which they replace.
 */
const oidcParams = (keys: string[]) =>
  fc.uniqueArray(fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), rawValue), {
    selector: ([key]) => key,
    maxLength: 4,
  });

const withParams = (base: string, fuzzed: [string, string][]): string => {
  const params = new Map(base ? base.split('&').map((pair) => pair.split('=') as [string, string]) : []);
  for (const [key, item] of fuzzed) params.set(encodeURIComponent(key), item);
  return [...params].map(([key, item]) => `${key}=${item}`).join('&');
};

describe('no bad input to the embedded directory answers 500', () => {
  const accept = fc.constantFrom('text/html', 'application/json', '*/*');

  it('GET and POST /oidc/auth', async () => {
    const keys = [
      'client_id', 'response_type', 'scope', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt', 'ui_locales',
      'max_age', 'claims', 'login_hint', 'response_mode', 'request', 'request_uri', 'id_token_hint', 'acr_values', 'lang',
    ];
    await fc.assert(
      fc.asyncProperty(oidcParams(keys), fc.boolean(), fc.boolean(), accept, async (fuzzed, valid, post, type) => {
        // Half the requests begin as the site's own, so the fuzz reaches past the client and its redirect URI.
        const params = withParams(valid ? authorization(api.url) : '', fuzzed);
        const init: RequestInit = post ? { method: 'POST', headers: { ...FORM, accept: type }, body: params } : { headers: { accept: type } };
        const answer = await fetchAt(api.url, post ? '/oidc/auth' : `/oidc/auth?${params}`, init).then(answerOf);
        expect(answer.status, `${post ? 'POST' : 'GET'} /oidc/auth ${params}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /oidc/token', async () => {
    const keys = ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'client_id', 'client_secret', 'refresh_token', 'scope', 'resource'];
    const contentType = fc.oneof({ weight: 3, arbitrary: fc.constant(FORM['content-type']) }, { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/plain', '') });
    await fc.assert(
      fc.asyncProperty(oidcParams(keys), fc.boolean(), fc.boolean(), contentType, async (fuzzed, codeGrant, basic, type) => {
        const body = withParams(codeGrant ? 'grant_type=authorization_code' : '', fuzzed);
        const headers: Record<string, string> = { ...(type ? { 'content-type': type } : {}), ...(basic ? { authorization: BASIC } : {}) };
        const answer = await fetchAt(api.url, '/oidc/token', { method: 'POST', headers, body }).then(answerOf);
        expect(answer.status, `POST /oidc/token (${type}) ${body}`).toBeLessThan(500);
        expect(answer.type, body).toMatch(/json/);
      }),
      { numRuns: RUNS },
    );
  });

  it('the interaction pages, with an unknown interaction and a live one', async () => {
    const browser = new SignOnBrowser();
    const { loginUrl } = await openLoginPage(browser, api.url);
    const live = new URL(loginUrl).pathname.split('/').pop()!;
    const segment = fc.oneof(rawValue, fc.constant(live));
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('', '/login', '/abort'), fc.boolean(), oidcParams(['username', 'password', 'lang']), async (uid, action, post, fuzzed) => {
        const path = `/oidc/interaction/${uid || 'x'}${action}`;
        const body = withParams('', fuzzed);
        const response = await browser.fetch(`${api.url}${path}`, post ? { method: 'POST', headers: FORM, body } : {});
        const answer = await answerOf(response);
        expect(answer.status, `${post ? 'POST' : 'GET'} ${path} ${body}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('discovery, keys, userinfo, session end, resume and unknown paths', async () => {
    const paths = ['/oidc/.well-known/openid-configuration', '/oidc/jwks', '/oidc/me', '/oidc/session/end', '/oidc/session/end/confirm', '/oidc/auth/%s', '/oidc/%s', '/oidc/token/%s'];
    const keys = ['access_token', 'xsrf', 'logout', 'id_token_hint', 'post_logout_redirect_uri', 'state'];
    const method = fc.constantFrom('GET', 'POST', 'OPTIONS', 'DELETE', 'PUT');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), rawValue, oidcParams(keys), method, value, async (template, segment, fuzzed, verb, token) => {
        const path = template.replace('%s', segment || 'x');
        const params = withParams('', fuzzed);
        const headers: Record<string, string> = { ...(verb === 'POST' ? FORM : {}), ...(token ? { authorization: `Bearer ${headerText(token)}` } : {}) };
        const init: RequestInit = verb === 'POST' ? { method: verb, headers, body: params } : { method: verb, headers };
        const answer = await fetchAt(api.url, verb === 'POST' ? path : `${path}?${params}`, init).then(answerOf);
        expect(answer.status, `${verb} ${path} ${params}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('discovery and the keys answer', async () => {
    const discovery = await fetchAt(api.url, '/oidc/.well-known/openid-configuration').then(answerOf);
    expect(discovery.status).toBe(200);
    expect(discovery.body).toMatchObject({ issuer: `${api.url}/oidc` });
    const keys = await fetchAt(api.url, '/oidc/jwks').then(answerOf);
    expect(keys.status).toBe(200);
    expect((keys.body as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });
});
