import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedEndpoints, type AnyEndpoint } from '../../api/contract';
import { HEADERS } from '../../api/contract/headers';
import { logIn, startEidApi, withSession, type EidTestServer } from './eidHelpers';
import { arbitraryOf, edgeCases, fuzzValue, wrongValue } from './zodArbitrary';
import { LEO, OSKAR } from './people';

/**
 * Every call of the contract (iterated as the server registers them), fed
 * what its schemas describe and what they do not: values of the schema's
 * shape, wrong types, text PostgreSQL cannot store, huge strings and
 * arrays, bodies nested 10 000 levels deep, prototype keys, with and
 * without credentials (a live customer session; for a staff or directory
 * call a live directory token with the call's role, and on a staff call a
 * customer's personal number, valid or not, in `X-Ssn`) and an
 * `Idempotency-Key`. No answer may be a 500
 * or worse, and none may take 2 s or more (each request is timed on its
 * own: a bound on correctness, not a benchmark).
 *
 * `FUZZ_RUNS` sets the generated requests per call (default 12).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** The slowest answer allowed, per request. */
const LIMIT_MS = 2000;

let server: EidTestServer;
let session: Record<string, string>;

async function freshSession(): Promise<Record<string, string>> {
  const done = await logIn(server, server.browser(), OSKAR);
  if (!done.sessionToken) throw new Error(`no session: ${JSON.stringify(done)}`);
  return withSession(done.sessionToken as string);
}

/** A fuzzed logout (or account switch) may end the session: log in again before the next call. */
async function liveSession(): Promise<Record<string, string>> {
  const probe = await fetch(`${server.url}/api/v1/customer`, { headers: session });
  await probe.arrayBuffer();
  if (probe.status !== 200) session = await freshSession();
  return session;
}

/** `X-Ssn` as a staff call may send it: a customer's number in two forms, someone who is no customer, and numbers that are not valid. */
const SSN_HEADERS = [OSKAR, '8112189876', LEO, '19811218-9875', 'abc', '', ' ', '1'.repeat(300)];

/**
 * What a call is made with when it is made with credentials: the
 * customer's session, or for a staff or directory call a fresh directory
 * token (a fuzzed logout or renewal may end one) with the roles the call
 * asks for, and on a staff call `X-Ssn`.
 */
async function credentials(endpoint: AnyEndpoint, ssn: string = OSKAR): Promise<Record<string, string>> {
  if (endpoint.auth !== 'staff' && endpoint.auth !== 'directory') return liveSession();
  const issued = await server.site.api.directoryTokens.issue({
    subject: 'fuzz',
    username: 'fuzz@example.se',
    name: 'Fuzz',
    email: null,
    roles: endpoint.roles.length > 0 ? [...endpoint.roles] : ['staff'],
  });
  return { [HEADERS.authorization]: `Bearer ${issued.token}`, ...(endpoint.auth === 'staff' ? { [HEADERS.ssn]: ssn } : {}) };
}

/**
 * Ids of the session's own bookings (a window cleaning and a home visit),
 * put in place of a generated `id` now and then, so calls about one
 * booking reach their rules and not only the 404 of an unknown id.
 */
const ownIds: string[] = [];

async function bookForFuzz(path: string, body: unknown): Promise<void> {
  const headers = { ...session, 'content-type': 'application/json', [HEADERS.idempotencyKey]: crypto.randomUUID() };
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = (await response.json()) as { bookingId?: string };
  if (!answer.bookingId) throw new Error(`could not book for the fuzz: ${JSON.stringify(answer)}`);
  ownIds.push(answer.bookingId);
}

beforeAll(async () => {
  // Refusals log a warning each (10 000-level bodies among them) and the audit trail a line per check: kept
  // out of the output, where an error (a 500) still shows its stack.
  server = await startEidApi({ env: { LOG_LEVEL: 'error' }, audit: () => {} });
  session = await freshSession();
  const order = { zipCode: '11120', addressId: 'addr-oskar-home', startTime: '2026-03-18T08:00:00+01:00' };
  await bookForFuzz('/v2/booking/direct', { ...order, productId: 302016, configurationForm: { windowsOrdinary: 10, floors: '1' } });
  await bookForFuzz('/v2/booking/home-cleaning', { ...order, startTime: '2026-03-18T09:00:00+01:00', flow: 'rfp', configurationForm: { livingArea: 80, frequency: 'weekly', hours: 3 } });
}, 60_000);

/** Puts one of the session's booking ids in place of a generated `id` (path, query or body), when asked to. */
function withOwnId<T>(value: T, ownId: string | undefined): T {
  if (ownId === undefined || value === null || typeof value !== 'object' || Array.isArray(value) || !('id' in value)) return value;
  return { ...value, id: ownId };
}
afterAll(async () => {
  await server?.close();
});

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const describeSent = (sent: Sent) =>
  `${sent.method} ${sent.path.slice(0, 300)} ${JSON.stringify(sent.headers).slice(0, 200)} ${sent.body === undefined ? '' : sent.body.slice(0, 300)}${(sent.body?.length ?? 0) > 300 ? `… (${sent.body!.length} chars)` : ''}`;

/** Sends one request and asserts the two bounds; answers the status. */
async function send(sent: Sent): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${sent.path}`, { method: sent.method, headers: sent.headers, body: sent.body });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  expect(response.status, describeSent(sent)).toBeLessThan(500);
  expect(elapsed, `took ${Math.round(elapsed)} ms: ${describeSent(sent)}`).toBeLessThan(LIMIT_MS);
  return response.status;
}

/** A generated value as text: JSON for objects (`String` throws for some, `{ toString: 0 }`). */
const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

/** URL-encoded; a lone UTF-16 half (which `encodeURIComponent` refuses) as U+FFFD, as URLSearchParams does. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** The path with its parameters filled in (URL-encoded; an empty one as `x`). */
function fillPath(endpoint: AnyEndpoint, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return `/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encode(asText(values[name] ?? '')) || 'x')}`;
}

/** A query string as a browser or a script writes it: repeated keys for arrays, JSON for objects. */
function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return query === undefined ? '' : `?q=${encode(asText(query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const idempotencyKey = fc.oneof(
  fc.constant(undefined),
  fc.uuid(),
  fc.constantFrom('', ' ', 'with spaces', 'ä', 'x'.repeat(300)),
);
const contentType = fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', undefined);

/** Bodies no schema describes, each as raw text. */
function extremeBodies(endpoint: AnyEndpoint): string[] {
  const shape = (endpoint.body as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
  const key = Object.keys(shape ?? {})[0] ?? 'x';
  const zeros = (n: number) => `[${new Array(n).fill('0').join(',')}]`;
  return [
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    `{"${key}":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    `{"${key}":"${'x'.repeat(900_000)}"}`,
    `"${'y'.repeat(1_200_000)}"`,
    zeros(100_000),
    `{"${key}":${zeros(100_000)}}`,
    '{"__proto__":{"polluted":true}}',
    `{"${key}":{"__proto__":{"polluted":true}}}`,
    '{"constructor":{"prototype":{"polluted":true}}}',
    'null',
    '0',
    '"text"',
    'true',
    '[]',
    '{',
    '',
  ];
}

/** Query strings no schema describes. */
function extremeQueries(endpoint: AnyEndpoint): string[] {
  const shape = (endpoint.query as unknown as { _zod: { def: { shape?: Record<string, unknown>; in?: unknown } } })._zod.def.shape;
  const keys = [...Object.keys(shape ?? {}), 'lang'];
  return [
    `?${keys.map((key) => `${key}=${'x'.repeat(6000)}`).join('&')}`,
    `?${keys.map((key) => Array.from({ length: 100 }, (_, index) => `${key}=${index}`).join('&')).join('&')}`,
    `?${keys.map((key) => `${key}${'[a]'.repeat(500)}=1`).join('&')}`,
    `?${keys.map((key) => `${key}=%00&${key}=%ED%A0%80&${key}=%FF`).join('&')}`,
    `?__proto__[polluted]=1&constructor[prototype][polluted]=1`,
  ];
}

/**
 * Whether a call reads a request without credentials as it reads one with them, up to a 401: a call that needs
 * a session checks its input first (`handle`), and a staff or directory call is refused before its input is
 * read (the body was parsed by then, as with credentials). The extremes are sent to these once, with
 * credentials, where they also reach what follows the check; calls open to visitors get them both ways.
 */
const checkedAlikeWithout = (endpoint: AnyEndpoint) =>
  endpoint.auth === 'staff' || endpoint.auth === 'directory' || endpoint.session === 'account' || endpoint.session === 'identified';

describe('every call of the contract, fed anything', () => {
  for (const { group, name, endpoint } of namedEndpoints) {
    const label = `${group}.${name}: ${endpoint.method} ${endpoint.path}`;
    const writes = endpoint.method !== 'GET';

    it(`${label} never answers 500 or takes 2 s`, async () => {
      const request = fc.record({
        params: fuzzValue(endpoint.params),
        query: fc.oneof({ arbitrary: arbitraryOf(endpoint.query), weight: 3 }, { arbitrary: fuzzValue(endpoint.query), weight: 2 }),
        body: writes ? fuzzValue(endpoint.body) : fc.constant(undefined),
        withSession: fc.boolean(),
        ssn: fc.constantFrom(...SSN_HEADERS),
        key: idempotencyKey,
        type: contentType,
        lang: fc.constantFrom(undefined, 'sv', 'en', 'xx'),
        ownId: fc.option(fc.constantFrom(...ownIds), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(request, async (generated) => {
          const headers: Record<string, string> = {};
          if (generated.withSession) Object.assign(headers, await credentials(endpoint, generated.ssn));
          if (generated.key !== undefined) headers[HEADERS.idempotencyKey] = generated.key;
          const ownBody = withOwnId(generated.body, generated.ownId);
          const ownQuery = withOwnId(generated.query, generated.ownId);
          const body = writes && ownBody !== undefined ? JSON.stringify(ownBody) : undefined;
          if (body !== undefined && generated.type) headers['content-type'] = generated.type;
          const query = queryString(generated.lang === undefined ? ownQuery : { ...(ownQuery as object), lang: generated.lang });
          await send({ method: endpoint.method, path: `${fillPath(endpoint, withOwnId(generated.params, generated.ownId))}${query}`, headers, body });
        }),
        { numRuns: RUNS },
      );

      for (const withLogin of [false, true]) {
        const headers: Record<string, string> = withLogin ? { ...(await credentials(endpoint)) } : {};
        if (endpoint.requiresIdempotencyKey) headers[HEADERS.idempotencyKey] = crypto.randomUUID();
        const path = fillPath(endpoint, fc.sample(arbitraryOf(endpoint.params), { numRuns: 1, seed: 1 })[0]);
        // Every day and instant field at each edge of the calendar, the rest of the call as valid as the schema allows.
        for (const query of edgeCases(endpoint.query)) await send({ method: endpoint.method, path: `${path}${queryString(query)}`, headers });
        if (writes) {
          for (const body of edgeCases(endpoint.body)) await send({ method: endpoint.method, path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        }
        if (!withLogin && checkedAlikeWithout(endpoint)) continue;
        for (const query of extremeQueries(endpoint)) await send({ method: endpoint.method, path: `${path}${query}`, headers });
        if (writes) {
          for (const body of extremeBodies(endpoint)) await send({ method: endpoint.method, path, headers: { ...headers, 'content-type': 'application/json' }, body });
        }
      }
      expect(Object.prototype).not.toHaveProperty('polluted');
    }, 120_000);
  }

  it('the e-ID simulator’s test app, fed the same extremes', async () => {
    for (const path of ['scan', 'order', 'identify', 'sign', 'cancel']) {
      for (const body of extremeBodies(namedEndpoints[0]!.endpoint)) {
        await send({ method: 'POST', path: `/eid-simulator/api/${path}`, headers: { 'content-type': 'application/json' }, body });
      }
      const bodies = [
        // Text the database cannot store, where it is looked up at once (a 500 once).
        { autoStartToken: '\u0000' },
        { qr: 'x\u0000' },
        { handle: '\ud800' },
        ...fc.sample(fc.oneof(fc.record({ qr: wrongValue, autoStartToken: wrongValue, handle: wrongValue, personalNumber: wrongValue }, { requiredKeys: [] }), wrongValue), RUNS),
      ];
      for (const body of bodies) {
        await send({ method: 'POST', path: `/eid-simulator/api/${path}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      }
    }
    for (const query of ['?redirect=%2F%09%2Fevil.example', `?redirect=${'x'.repeat(6000)}`, '?autostarttoken=%00', '?lang[]=en']) {
      await send({ method: 'GET', path: `/eid-simulator${query}`, headers: {} });
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);

  it('the development outbox, fed queries no one types', async () => {
    const queries = ['?to=%00', '?to=%F0%9F', `?to=${'x'.repeat(6000)}`, '?to[]=a&to[]=b', '?to=%2B%00', '?lang[]=en', '?to=%E2%80%AE0701740610', ...fc.sample(wrongValue, RUNS).map((value) => `?to=${encode(asText(value))}`)];
    for (const query of queries) {
      for (const path of ['/outbox', '/outbox/api/messages']) await send({ method: 'GET', path: `${path}${query}`, headers: {} });
    }
  }, 120_000);
});
