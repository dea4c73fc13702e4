import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedEndpoints } from '../../api/contract';
import { logIn, startEidApi, withSession, type EidTestServer } from './eidHelpers';
import { ALVA, OSKAR } from './people';

/**
 * Each route is registered from its contract entry: the session requirement
 * and the cache header come from the entry, not from the handler.
 */

let server: EidTestServer;
beforeAll(async () => {
  server = await startEidApi();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const UNKNOWN_SESSION = withSession('A'.repeat(43));

/** Customer GETs without path parameters or required query: callable with no input at all. */
const plainCustomerGets = namedEndpoints.filter(
  ({ endpoint }) => endpoint.auth === 'customer' && endpoint.method === 'GET' && !endpoint.path.includes(':') && endpoint.query.safeParse({}).success,
);

describe('a customer call', () => {
  it('answers 401 with no-store to a caller without a session, on every such route the server serves', async () => {
    const browser = server.browser();
    let served = 0;
    for (const { group, name, endpoint } of plainCustomerGets) {
      const answer = await browser.get(`/api${endpoint.path}`);
      if (answer.status === 404) continue; // not served by this server yet
      served += 1;
      expect(answer.status, `${group}.${name}`).toBe(401);
      expect(answer.headers.get('cache-control'), `${group}.${name}`).toBe('no-store');
      expect((await browser.get(`/api${endpoint.path}`, UNKNOWN_SESSION)).status, `${group}.${name}`).toBe(401);
    }
    expect(served).toBeGreaterThan(2);
  });

  it('answers a temporary session 403 where an account is needed, and lets it through where identifying is enough', async () => {
    const browser = server.browser();
    const done = await logIn(server, browser, ALVA);
    const temp = withSession(done.sessionToken as string);
    expect((await browser.get('/api/v1/customer', temp)).status).toBe(403);
    expect((await browser.get('/api/v2/customer/subscriptions', temp)).status).toBe(403);
    expect((await browser.post('/api/v1/auth/logout', undefined, temp)).status).toBe(200);
  });

  it('checks the input before the session: bad input is a 400 with field errors, session or not', async () => {
    const answer = await server.browser().get('/api/v2/customer/bookings?startDate=nonsense&endDate=2026-01-01');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/^query\./), message: expect.any(String) })]));
  });

  it('answers a logged-in customer with no-store', async () => {
    const browser = server.browser();
    const done = await logIn(server, browser, OSKAR);
    const answer = await browser.get('/api/v1/customer', withSession(done.sessionToken as string));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('an anonymous call', () => {
  it('sends the cache header its contract entry names', async () => {
    const health = await server.browser().get('/api/health');
    expect(health.headers.get('cache-control')).toBe('no-store');
  });

  it('with an optional session is private only when a session was sent and found', async () => {
    const browser = server.browser();
    const path = '/api/v2/product/catalog?areaCode=11152';
    const anonymous = await browser.get(path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBeNull();
    const unknown = await browser.get(path, UNKNOWN_SESSION);
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('cache-control')).toBeNull();
    const done = await logIn(server, browser, OSKAR);
    const known = await browser.get(path, withSession(done.sessionToken as string));
    expect(known.status).toBe(200);
    expect(known.headers.get('cache-control')).toBe('private, no-store');
  });
});
