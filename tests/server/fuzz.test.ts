import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers';

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
