import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { site as callsSite } from '../../api/calls/site';
import { contract, defineEndpoint } from '../../api/contract';
import type { Customer } from '../../api/contract/customer';
import {
  ApiRequestError,
  BadRequestError,
  CACHE_MAX_ENTRIES,
  DEFAULT_CACHE_MS,
  HOME_CLEANING_AVAILABILITY_CACHE_MS,
  HTTP_TIMEOUT_MS,
  NETWORK_RETRIES,
  NotFoundError,
  RETRY_DELAY_MS,
  UnauthorizedError,
  UnhandledServerError,
  createApiClient,
  createUnauthorizedChannel,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type KeyValueStorage,
  type UnauthorizedInfo,
} from '../../api/client';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { drop, json, startMisbehavingServer, type MisbehavingServer } from './support/misbehavingServer';

const thing = z.object({ n: z.number() });

/** Test endpoints declared exactly like the real ones. */
const ep = {
  read: defineEndpoint({ method: 'GET', path: '/v1/test/read', response: thing }),
  item: defineEndpoint({
    method: 'GET',
    path: '/v1/test/items/:id',
    params: z.object({ id: z.string().min(1) }),
    query: z.object({ q: z.string().optional() }),
    response: thing,
  }),
  uncached: defineEndpoint({ method: 'GET', path: '/v1/test/uncached', response: thing, cacheMs: 0 }),
  customerRead: defineEndpoint({ method: 'GET', path: '/v1/test/customer', response: thing, auth: 'customer' }),
  customerWrite: defineEndpoint({
    method: 'PATCH',
    path: '/v1/test/customer',
    body: z.object({ n: z.number() }),
    response: thing,
    auth: 'customer',
  }),
  staffRead: defineEndpoint({ method: 'GET', path: '/v1/test/staff', response: thing, auth: 'staff' }),
  contentRead: defineEndpoint({ method: 'GET', path: '/v1/test/content', response: thing, content: true }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/v1/test/submit',
    body: z.object({ zipCode: z.string().regex(/^\d{5}$/, 'common.formErrors.areaCode') }),
    response: thing,
    idempotent: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/test/create',
    body: z.object({ zipCode: z.string() }),
    response: thing,
    idempotent: false,
    requiresIdempotencyKey: true,
  }),
  taken: defineEndpoint({
    method: 'PUT',
    path: '/v1/test/taken',
    response: thing,
    refusal: z.looseObject({ slots: z.array(z.string()).optional().catch(undefined) }),
  }),
  startOrder: defineEndpoint({ method: 'POST', path: '/v1/test/order', response: thing, idempotent: false, bindsBrowser: true }),
  startOtherOrder: defineEndpoint({ method: 'POST', path: '/v1/test/other-order', response: thing, idempotent: false, bindsBrowser: true }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

let server: MisbehavingServer;
const logger = { error: vi.fn(), warn: vi.fn() };
let channel = createUnauthorizedChannel();

const makeClient = (options: Partial<ApiClientOptions> = {}): ApiClient =>
  createApiClient({
    baseURL: server.baseURL,
    retryDelayMs: 5,
    logger,
    unauthorized: channel,
    storage: null,
    ...options,
  });

beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  logger.error.mockReset();
  logger.warn.mockReset();
  channel = createUnauthorizedChannel();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('constants', () => {
  it('are the spec values', () => {
    expect(HTTP_TIMEOUT_MS).toBe(60_000);
    expect(NETWORK_RETRIES).toBe(3);
    expect(RETRY_DELAY_MS).toBe(1_000);
    expect(DEFAULT_CACHE_MS).toBe(300_000);
    expect(CACHE_MAX_ENTRIES).toBe(100);
    expect(HOME_CLEANING_AVAILABILITY_CACHE_MS).toBe(120_000);
  });
});

describe('request', () => {
  it('sends _v (6 chars), lang and webview, X-UserId from storage and a new X-RequestId per call', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }));
    const storage = memoryStorage();
    const client = makeClient({ version: 'abcdef0123', lang: 'en', webview: true, storage });
    await client.call(ep.read, { fresh: true });
    await client.call(ep.read, { fresh: true });
    const [first, second] = server.hits('/v1/test/read');
    expect(first.query.get('_v')).toBe('abcdef');
    expect(first.query.get('lang')).toBe('en');
    expect(first.query.get('webview')).toBe('true');
    const userId = storage.data.get('userId');
    expect(userId).toMatch(UUID);
    expect(first.headers['x-userid']).toBe(userId);
    expect(second.headers['x-userid']).toBe(userId);
    expect(first.headers['x-requestid']).toMatch(UUID);
    expect(second.headers['x-requestid']).toMatch(UUID);
    expect(first.headers['x-requestid']).not.toBe(second.headers['x-requestid']);
    // No X-AdAuthToken: staff are known by the directory sign-on's HttpOnly cookie and token, never a script-readable one.
    for (const name of ['x-sessionid', 'authorization', 'x-ssn', 'x-preview', 'x-adauthtoken']) expect(first.headers[name]).toBeUndefined();
  });

  it('keeps an existing anonymous id, and sends no webview or X-UserId when absent', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }));
    const storage = memoryStorage();
    storage.setItem('userId', 'known-user');
    await makeClient({ storage }).call(ep.read);
    await makeClient({ storage: null }).call(ep.read);
    const [withStorage, without] = server.hits('/v1/test/read');
    expect(withStorage.headers['x-userid']).toBe('known-user');
    expect(withStorage.query.get('lang')).toBe('sv');
    expect(withStorage.query.has('webview')).toBe(false);
    expect(withStorage.query.has('_v')).toBe(false);
    expect(without.headers['x-userid']).toBeUndefined();
  });

  it('sends X-SessionId on customer calls only (or when asked on an anonymous one)', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }));
    server.on('/v1/test/customer', json(200, { n: 1 }));
    server.on('/v1/test/submit', json(200, { n: 1 }));
    const client = makeClient({ sessionId: () => 'session-1' });
    await client.call(ep.read);
    await client.call(ep.customerRead);
    await client.call(ep.submit, { body: { zipCode: '12345' } });
    await client.call(ep.submit, { body: { zipCode: '12345' }, withSession: true });
    expect(server.hits('/v1/test/read')[0].headers['x-sessionid']).toBeUndefined();
    expect(server.hits('/v1/test/customer')[0].headers['x-sessionid']).toBe('session-1');
    expect(server.hits('/v1/test/submit').map((r) => r.headers['x-sessionid'])).toEqual([undefined, 'session-1']);
  });

  it('following a session (the page’s client): customer calls carry the one current at each call, a call naming its own keeps it, anonymous calls only when asked', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }));
    server.on('/v1/test/customer', json(200, { n: 1 }));
    server.on('/v1/test/submit', json(200, { n: 1 }));
    let current: string | null = null;
    const client = sessionFollowing(makeClient(), () => current);
    await client.call(ep.customerWrite, { body: { n: 1 } });
    current = 'session-1';
    await client.call(ep.customerWrite, { body: { n: 1 } });
    await client.call(ep.read);
    await client.call(ep.submit, { body: { zipCode: '12345' } });
    await client.call(ep.submit, { body: { zipCode: '12345' }, withSession: true });
    current = 'session-2';
    await client.call(ep.customerWrite, { body: { n: 1 } });
    await client.call(ep.customerWrite, { body: { n: 1 }, sessionId: 'named-session' });
    expect(server.hits('/v1/test/customer').map((r) => r.headers['x-sessionid'])).toEqual([undefined, 'session-1', 'session-2', 'named-session']);
    expect(server.hits('/v1/test/read')[0].headers['x-sessionid']).toBeUndefined();
    expect(server.hits('/v1/test/submit').map((r) => r.headers['x-sessionid'])).toEqual([undefined, 'session-1']);
  });

  it('sends a session given with the call instead of the client’s, on anonymous and customer calls', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }));
    server.on('/v1/test/customer', json(200, { n: 1 }));
    server.on('/v1/test/submit', json(200, { n: 1 }));
    const client = makeClient({ sessionId: () => undefined });
    await client.call(ep.submit, { body: { zipCode: '12345' }, sessionId: 'wizard-session' });
    await client.call(ep.customerRead, { sessionId: 'wizard-session' });
    await client.call(ep.read, { sessionId: 'wizard-session' });
    await client.call(ep.read);
    expect(server.hits('/v1/test/submit')[0].headers['x-sessionid']).toBe('wizard-session');
    expect(server.hits('/v1/test/customer')[0].headers['x-sessionid']).toBe('wizard-session');
    // A read made with a session is cached apart from the anonymous one.
    expect(server.hits('/v1/test/read').map((r) => r.headers['x-sessionid'])).toEqual(['wizard-session', undefined]);
  });

  it('sends Authorization: Bearer and X-Ssn on staff calls only', async () => {
    server.on('/v1/test/staff', json(200, { n: 1 }));
    server.on('/v1/test/customer', json(200, { n: 1 }));
    const client = makeClient({ staff: { token: 'staff-token', ssn: '19811218-9876' }, sessionId: 's' });
    await client.call(ep.staffRead);
    await client.call(ep.customerRead);
    const [staffCall] = server.hits('/v1/test/staff');
    expect(staffCall.headers.authorization).toBe('Bearer staff-token');
    expect(staffCall.headers['x-ssn']).toBe('19811218-9876');
    expect(staffCall.headers['x-sessionid']).toBeUndefined();
    const [customerCall] = server.hits('/v1/test/customer');
    expect(customerCall.headers.authorization).toBeUndefined();
    expect(customerCall.headers['x-ssn']).toBeUndefined();
  });

  it("sends a call's own directory token instead of the client's staff credentials, without X-Ssn", async () => {
    server.on('/v1/test/staff', json(200, { n: 1 }));
    const client = makeClient({ staff: { token: 'staff-token', ssn: '19811218-9876' } });
    await client.call(ep.staffRead, { directoryToken: 'handed-token' });
    await client.call(ep.staffRead);
    const [own, shared] = server.hits('/v1/test/staff');
    expect(own.headers.authorization).toBe('Bearer handed-token');
    expect(own.headers['x-ssn']).toBeUndefined();
    expect(shared.headers.authorization).toBe('Bearer staff-token');
  });

  it("sends a call's own customer as X-Ssn with the client's token, and no X-Ssn without a token", async () => {
    server.on('/v1/test/staff', json(200, { n: 1 }));
    const client = makeClient({ staff: { token: 'staff-token' } });
    await client.call(ep.staffRead, { ssn: '19121212-1212' });
    await client.call(ep.staffRead);
    const [named, unnamed] = server.hits('/v1/test/staff');
    expect(named.headers.authorization).toBe('Bearer staff-token');
    expect(named.headers['x-ssn']).toBe('19121212-1212');
    expect(unnamed.headers['x-ssn']).toBeUndefined();
    const signedOff = makeClient({});
    await signedOff.call(ep.staffRead, { ssn: '19121212-1212' }).catch(() => undefined);
    const third = server.hits('/v1/test/staff')[2];
    expect(third?.headers.authorization).toBeUndefined();
    expect(third?.headers['x-ssn']).toBeUndefined();
  });

  it('sends X-Preview: true on content calls while preview is on', async () => {
    server.on('/v1/test/content', json(200, { n: 1 }));
    server.on('/v1/test/read', json(200, { n: 1 }));
    let preview = true;
    const client = makeClient({ preview: () => preview });
    await client.call(ep.contentRead);
    await client.call(ep.read);
    preview = false;
    await client.call(ep.contentRead);
    expect(server.hits('/v1/test/content').map((r) => r.headers['x-preview'])).toEqual(['true', undefined]);
    expect(server.hits('/v1/test/read')[0].headers['x-preview']).toBeUndefined();
  });

  it('fills path parameters, sorts the query and sends JSON bodies', async () => {
    server.on('/v1/test/items/a%2Fb', json(200, { n: 1 }));
    server.on('/v1/test/submit', json(200, { n: 2 }));
    const client = makeClient();
    await expect(client.call(ep.item, { params: { id: 'a/b' }, query: { q: 'x y' } })).resolves.toEqual({ n: 1 });
    expect(server.seen[0].url).toBe('/api/v1/test/items/a%2Fb?q=x+y&lang=sv');
    await expect(client.call(ep.submit, { body: { zipCode: '12345' } })).resolves.toEqual({ n: 2 });
    const post = server.hits('/v1/test/submit')[0];
    expect(post.method).toBe('POST');
    expect(post.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post.body)).toEqual({ zipCode: '12345' });
  });

  it('refuses invalid input with field errors and sends nothing', async () => {
    const client = makeClient();
    const error = await failure(client.call(ep.submit, { body: { zipCode: '123' } }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.kind).toBe('BadRequest');
    expect(error.reason).toBe('invalidRequest');
    expect(error.kind === 'BadRequest' && error.fieldErrors).toEqual([
      { field: 'body.zipCode', message: 'common.formErrors.areaCode' },
    ]);
    const missing = await failure(client.call(ep.item, { params: { id: '' } }));
    expect(missing.kind === 'BadRequest' && missing.fieldErrors[0]?.field).toBe('params.id');
    expect(server.seen).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});

describe('retries', () => {
  it('retries a dropped connection exactly 3 times, then fails without status, logged as error', async () => {
    server.on('/v1/test/read', drop);
    const error = await failure(makeClient().call(ep.read));
    expect(server.hits('/v1/test/read')).toHaveLength(4);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'ApiRequestError', message: 'API request error', code: 500, reason: 'network' });
    expect(error.status).toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][1]).toMatchObject({ kind: 'ApiRequestError', code: 500, status: undefined, path: '/v1/test/read' });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('waits the retry delay between attempts', async () => {
    server.on('/v1/test/read', drop);
    const started = performance.now();
    await failure(makeClient({ retryDelayMs: 60 }).call(ep.read));
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 60 - 5);
  });

  it('succeeds when the connection comes back', async () => {
    server.on('/v1/test/read', drop, drop, json(200, { n: 7 }));
    await expect(makeClient().call(ep.read)).resolves.toEqual({ n: 7 });
    expect(server.hits('/v1/test/read')).toHaveLength(3);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('retries a refused connection', async () => {
    const gone = await startMisbehavingServer();
    const baseURL = gone.baseURL;
    await gone.close();
    let attempts = 0;
    const counting: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const error = await failure(makeClient({ baseURL, fetch: counting }).call(ep.read));
    expect(attempts).toBe(4);
    expect(error.reason).toBe('network');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('never retries an HTTP answer: 500 is an unhandled server error, logged as error', async () => {
    server.on('/v1/test/read', json(500, { message: 'Unhandled server error' }));
    const error = await failure(makeClient().call(ep.read));
    expect(server.hits('/v1/test/read')).toHaveLength(1);
    expect(error).toBeInstanceOf(UnhandledServerError);
    expect(error).toMatchObject({ kind: 'UnhandledServerError', code: 500, status: 500, message: 'Unhandled server error' });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('other statuses are API request errors with the status as code', async () => {
    server.on('/v1/test/read', json(503, { message: 'busy' }));
    const error = await failure(makeClient().call(ep.read));
    expect(server.hits('/v1/test/read')).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'ApiRequestError', code: 503, status: 503 });
    expect(logger.error).toHaveBeenCalledTimes(1);
    server.on('/v1/test/read', json(409, { message: 'conflict' }));
    const conflict = await failure(makeClient().call(ep.read));
    expect(conflict).toMatchObject({ kind: 'ApiRequestError', code: 409 });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("reads a refusal's body with the call's refusal schema: what fits as sent, a part off the contract as none, the reason kept", async () => {
    server.on('/v1/test/taken', json(409, { message: 'slotTaken', slots: ['09:00'] }));
    expect(await failure(makeClient().call(ep.taken))).toMatchObject({ code: 409, data: { message: 'slotTaken', slots: ['09:00'] } });
    server.on('/v1/test/taken', json(409, { message: 'slotTaken', slots: [9] }));
    const offContract = await failure(makeClient().call(ep.taken));
    expect(offContract).toMatchObject({ code: 409 });
    expect(offContract.data).toEqual({ message: 'slotTaken', slots: undefined });
    // A server failure's body is not a refusal: as sent. So is any body of a call without a refusal schema.
    server.on('/v1/test/taken', json(503, { message: 'busy', slots: [9] }));
    expect((await failure(makeClient().call(ep.taken))).data).toEqual({ message: 'busy', slots: [9] });
    server.on('/v1/test/read', json(409, { message: 'slotTaken', slots: [9] }));
    expect((await failure(makeClient().call(ep.read))).data).toEqual({ message: 'slotTaken', slots: [9] });
  });

  it('does not retry a non-idempotent POST without an idempotency key', async () => {
    server.on('/v1/test/submit', drop);
    const error = await failure(makeClient().call(ep.submit, { body: { zipCode: '12345' } }));
    expect(server.hits('/v1/test/submit')).toHaveLength(1);
    expect(error.reason).toBe('network');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('retries a POST that carries an idempotency key, with the same key every time', async () => {
    server.on('/v1/test/submit', drop, drop, json(200, { n: 3 }));
    const result = await makeClient().call(ep.submit, { body: { zipCode: '12345' }, idempotencyKey: 'booking-42' });
    expect(result).toEqual({ n: 3 });
    const hits = server.hits('/v1/test/submit');
    expect(hits).toHaveLength(3);
    expect(hits.map((r) => r.headers['idempotency-key'])).toEqual(['booking-42', 'booking-42', 'booking-42']);
    expect(hits.map((r) => JSON.parse(r.body))).toEqual(Array(3).fill({ zipCode: '12345' }));
  });

  it('always sends an Idempotency-Key where the contract requires one: its own per call, kept across retries, unless the caller gave one', async () => {
    server.on('/v1/test/create', drop, json(200, { n: 1 }), json(200, { n: 2 }), json(200, { n: 3 }));
    const client = makeClient();
    expect(await client.call(ep.create, { body: { zipCode: '12345' } })).toEqual({ n: 1 });
    expect(await client.call(ep.create, { body: { zipCode: '12345' } })).toEqual({ n: 2 });
    expect(await client.call(ep.create, { body: { zipCode: '12345' }, idempotencyKey: 'booking-42' })).toEqual({ n: 3 });
    const keys = server.hits('/v1/test/create').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    // The dropped first attempt and its retry share a key; the next call has its own.
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe('booking-42');
  });

  it('gives up after 3 retries of a keyed POST too', async () => {
    server.on('/v1/test/submit', drop);
    await failure(makeClient().call(ep.submit, { body: { zipCode: '12345' }, idempotencyKey: 'k' }));
    expect(server.hits('/v1/test/submit')).toHaveLength(4);
  });

  it('treats a timeout as a network error: retried, then failed with reason timeout', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }, 400));
    const started = performance.now();
    const error = await failure(makeClient({ timeoutMs: 80 }).call(ep.read));
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(server.hits('/v1/test/read')).toHaveLength(4);
    expect(error).toMatchObject({ kind: 'ApiRequestError', reason: 'timeout', code: 500 });
    expect(error.status).toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('recovers when a slow answer is followed by a quick one', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }, 400), json(200, { n: 2 }));
    await expect(makeClient({ timeoutMs: 80 }).call(ep.read)).resolves.toEqual({ n: 2 });
  });

  it('stops at once when the caller aborts, and logs nothing', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }, 300));
    const controller = new AbortController();
    const pending = makeClient().call(ep.read, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failure(pending);
    expect(error.reason).toBe('aborted');
    expect(server.hits('/v1/test/read')).toHaveLength(1);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('404 is NotFound, logged as warning', async () => {
    server.on('/v1/test/read', json(404, { message: 'Not Found' }));
    const error = await failure(makeClient().call(ep.read));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ kind: 'NotFound', code: 404, message: 'Not Found' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('a quiet 404 (promotion, city) is not logged', async () => {
    server.on('/v1/booking/promotion', json(404, { message: 'Not Found' }));
    server.on('/v1/location/city', json(404, { message: 'Not Found' }));
    const client = makeClient();
    const promotion = await failure(
      client.call(contract.booking.promotion, { query: { promotionCode: 'SOMMAR', productId: 302016 } }),
    );
    const city = await failure(client.call(contract.site.city, { query: { areaCode: '999 99' } }));
    expect(promotion.kind).toBe('NotFound');
    expect(city.kind).toBe('NotFound');
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    // Quiet is per status: a 500 of the same call is still logged.
    server.on('/v1/booking/promotion', json(500, {}));
    await failure(client.call(contract.booking.promotion, { query: { promotionCode: 'SOMMAR', productId: 302016 } }));
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('400 carries the server field errors', async () => {
    server.on(
      '/v1/test/submit',
      json(400, [
        { field: 'body.zipCode', message: 'common.formErrors.serviceNotAvailableOnPostalCode' },
        { field: 'body.startTime', message: 'common.formErrors.required' },
      ]),
    );
    const error = await failure(makeClient().call(ep.submit, { body: { zipCode: '12345' } }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ kind: 'BadRequest', code: 400, status: 400, reason: 'http', message: 'Bad Request' });
    expect(error.kind === 'BadRequest' && error.fieldErrors).toEqual([
      { field: 'body.zipCode', message: 'common.formErrors.serviceNotAvailableOnPostalCode' },
      { field: 'body.startTime', message: 'common.formErrors.required' },
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a customer call is published once on the unauthorized channel', async () => {
    server.on('/v1/customer', json(401, { message: 'Unauthorized' }));
    server.on('/v1/test/read', json(401, { message: 'Unauthorized' }));
    const heard: UnauthorizedInfo[] = [];
    const unsubscribe = channel.onUnauthorized((info) => heard.push(info));
    const client = makeClient({ sessionId: () => 'old-session' });
    const error = await failure(client.call(contract.customer.get));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ kind: 'Unauthorized', code: 401, message: 'Unauthorized access', sessionExpired: true });
    expect(heard).toEqual([
      { method: 'GET', path: '/v1/customer', requestId: expect.stringMatching(UUID), sessionId: 'old-session' },
    ]);
    expect(heard[0].requestId).toBe(server.hits('/v1/customer')[0].headers['x-requestid']);
    // Not a customer call: nothing published.
    const anonymous = await failure(client.call(ep.read));
    expect(anonymous.kind === 'Unauthorized' && anonymous.sessionExpired).toBe(false);
    expect(heard).toHaveLength(1);
    unsubscribe();
    await failure(client.call(contract.customer.get, { fresh: true }));
    expect(heard).toHaveLength(1);
  });

  it('an answer off the contract is an error, not retried, logged as error', async () => {
    server.on('/v1/test/read', json(200, { n: 'one' }));
    const error = await failure(makeClient().call(ep.read));
    expect(error).toMatchObject({ kind: 'ApiRequestError', reason: 'invalidResponse', code: 500, status: 200 });
    expect(server.hits('/v1/test/read')).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    server.on('/v1/test/uncached', { type: 'empty', status: 200 });
    const empty = await failure(makeClient().call(ep.uncached));
    expect(empty.reason).toBe('invalidResponse');
  });
});

describe('cache', () => {
  it('serves a GET from the cache for 300 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
    server.on('/v1/test/read', json(200, { n: 1 }), json(200, { n: 2 }));
    const client = makeClient();
    expect(await client.call(ep.read)).toEqual({ n: 1 });
    vi.setSystemTime(new Date('2025-05-01T10:04:59Z'));
    expect(await client.call(ep.read)).toEqual({ n: 1 });
    expect(server.hits('/v1/test/read')).toHaveLength(1);
    vi.setSystemTime(new Date('2025-05-01T10:05:01Z'));
    expect(await client.call(ep.read)).toEqual({ n: 2 });
    expect(server.hits('/v1/test/read')).toHaveLength(2);
  });

  it('keeps home-cleaning availability 120 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
    const slots = { slots: [], firstAvailable: null };
    server.on('/v2/booking/home-cleaning/availability', json(200, slots));
    const client = makeClient();
    const call = () => client.call(contract.booking.homeCleaningAvailability, { query: { zipCode: '12345', flow: 'rfp' } });
    await call();
    vi.setSystemTime(new Date('2025-05-01T10:01:59Z'));
    await call();
    expect(server.hits('/v2/booking/home-cleaning/availability')).toHaveLength(1);
    vi.setSystemTime(new Date('2025-05-01T10:02:01Z'));
    await call();
    expect(server.hits('/v2/booking/home-cleaning/availability')).toHaveLength(2);
  });

  it('does not cache calls with cacheMs 0, writes, failures or fresh reads', async () => {
    server.on('/v1/test/uncached', json(200, { n: 1 }));
    server.on('/v1/test/read', json(500, {}), json(200, { n: 1 }));
    const client = makeClient();
    await client.call(ep.uncached);
    await client.call(ep.uncached);
    expect(server.hits('/v1/test/uncached')).toHaveLength(2);
    await failure(client.call(ep.read));
    await client.call(ep.read);
    await client.call(ep.read, { fresh: true });
    expect(server.hits('/v1/test/read')).toHaveLength(3);
  });

  it('keys the cache by URL, language and credentials', async () => {
    server.on('/v1/test/customer', json(200, { n: 1 }));
    server.on('/v1/test/items/a', json(200, { n: 1 }));
    server.on('/v1/test/items/b', json(200, { n: 1 }));
    let session = 'one';
    let lang: 'sv' | 'en' = 'sv';
    const client = makeClient({ sessionId: () => session, lang: () => lang });
    await client.call(ep.customerRead);
    await client.call(ep.customerRead);
    session = 'two';
    await client.call(ep.customerRead);
    lang = 'en';
    await client.call(ep.customerRead);
    expect(server.hits('/v1/test/customer').map((r) => [r.headers['x-sessionid'], r.query.get('lang')])).toEqual([
      ['one', 'sv'],
      ['two', 'sv'],
      ['two', 'en'],
    ]);
    await client.call(ep.item, { params: { id: 'a' } });
    await client.call(ep.item, { params: { id: 'b' } });
    await client.call(ep.item, { params: { id: 'a' }, query: { q: '1' } });
    await client.call(ep.item, { params: { id: 'a' } });
    expect(server.hits('/v1/test/items/a')).toHaveLength(2);
    expect(server.hits('/v1/test/items/b')).toHaveLength(1);
  });

  it('shares one request between concurrent identical GETs', async () => {
    server.on('/v1/test/read', json(200, { n: 5 }, 50));
    const client = makeClient();
    const results = await Promise.all([client.call(ep.read), client.call(ep.read), client.call(ep.read)]);
    expect(results).toEqual([{ n: 5 }, { n: 5 }, { n: 5 }]);
    expect(server.hits('/v1/test/read')).toHaveLength(1);
  });

  it('drops cached customer results after a customer mutation, and on invalidate', async () => {
    server.on('/v1/test/customer', json(200, { n: 1 }));
    server.on('/v1/test/read', json(200, { n: 1 }));
    const client = makeClient({ sessionId: () => 's' });
    await client.call(ep.customerRead);
    await client.call(ep.read);
    await client.call(ep.customerWrite, { body: { n: 2 } });
    await client.call(ep.customerRead);
    await client.call(ep.read);
    expect(server.hits('/v1/test/customer').map((r) => r.method)).toEqual(['GET', 'PATCH', 'GET']);
    expect(server.hits('/v1/test/read')).toHaveLength(1);
    client.invalidate(ep.read);
    await client.call(ep.read);
    expect(server.hits('/v1/test/read')).toHaveLength(2);
    client.invalidate();
    await client.call(ep.customerRead);
    expect(server.hits('/v1/test/customer')).toHaveLength(4);
  });
});

describe('cache consistency', () => {
  it('a customer read still under way when a customer mutation lands does not store its older answer', async () => {
    server.on('/v1/test/customer', json(200, { n: 1 }, 80), json(200, { n: 2 }), json(200, { n: 2 }));
    const client = makeClient({ sessionId: () => 's' });
    const slowRead = client.call(ep.customerRead);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.call(ep.customerWrite, { body: { n: 2 } });
    expect(await slowRead).toEqual({ n: 1 });
    // The next read goes to the server instead of serving the stale answer.
    expect(await client.call(ep.customerRead)).toEqual({ n: 2 });
    expect(server.hits('/v1/test/customer').map((r) => r.method)).toEqual(['GET', 'PATCH', 'GET']);
  });

  it('an anonymous read sent with the session is dropped by a customer mutation', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }), json(200, { n: 2 }));
    server.on('/v1/test/customer', json(200, { n: 2 }));
    const client = makeClient({ sessionId: () => 's' });
    await client.call(ep.read, { withSession: true });
    await client.call(ep.customerWrite, { body: { n: 2 } });
    expect(await client.call(ep.read, { withSession: true })).toEqual({ n: 2 });
    expect(server.hits('/v1/test/read')).toHaveLength(2);
  });
});

describe('a session that ends (401 on a customer call)', () => {
  it('a read cached for that session is not served again: it is refused at once, unsent and unlogged, and the session hears of it', async () => {
    server.on('/v1/test/customer', json(200, { n: 1 }));
    server.on('/v1/customer', json(401, { message: 'Unauthorized' }));
    server.on('/v1/test/read', json(200, { n: 1 }));
    const heard: UnauthorizedInfo[] = [];
    channel.onUnauthorized((info) => heard.push(info));
    const client = makeClient({ sessionId: () => 's' });
    expect(await client.call(ep.customerRead)).toEqual({ n: 1 });
    await client.call(ep.read);
    await failure(client.call(contract.customer.get));
    logger.warn.mockReset();

    const refused = await failure(client.call(ep.customerRead));
    expect(refused).toBeInstanceOf(UnauthorizedError);
    expect(refused).toMatchObject({ kind: 'Unauthorized', code: 401, sessionExpired: true, path: '/v1/test/customer' });
    expect(server.hits('/v1/test/customer')).toHaveLength(1);
    expect(heard.map(({ path, sessionId }) => ({ path, sessionId }))).toEqual([
      { path: '/v1/customer', sessionId: 's' },
      { path: '/v1/test/customer', sessionId: 's' },
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    // Writes of the ended session are not sent either; reads that need no session still come from the cache.
    await failure(client.call(ep.customerWrite, { body: { n: 2 } }));
    expect(server.hits('/v1/test/customer')).toHaveLength(1);
    expect(await client.call(ep.read)).toEqual({ n: 1 });
    expect(server.hits('/v1/test/read')).toHaveLength(1);
  });

  it('drops the customer reads cached without a session reference (the cookie carries the session) before the session hears of it', async () => {
    server.on('/v1/test/customer', json(200, { n: 1 }), json(200, { n: 2 }));
    server.on('/v1/customer', json(401, { message: 'Unauthorized' }));
    const client = makeClient();
    expect(await client.call(ep.customerRead)).toEqual({ n: 1 });
    const readWhenHeard: Promise<unknown>[] = [];
    channel.onUnauthorized(() => readWhenHeard.push(client.call(ep.customerRead)));
    await failure(client.call(contract.customer.get));
    // Asked from the listener itself, the read goes to the server: the cached answer is already gone.
    expect(await readWhenHeard[0]).toEqual({ n: 2 });
    expect(server.hits('/v1/test/customer')).toHaveLength(2);
  });

  it('another session (a new login) is sent as usual', async () => {
    server.on('/v1/customer', json(401, { message: 'Unauthorized' }), json(200, {}));
    server.on('/v1/test/customer', json(200, { n: 3 }));
    const client = makeClient();
    await failure(client.call(contract.customer.get, { sessionId: 'old' }));
    expect(await client.call(ep.customerRead, { sessionId: 'new' })).toEqual({ n: 3 });
    expect(server.hits('/v1/test/customer')[0].headers['x-sessionid']).toBe('new');
  });
});

describe('calls that set the e-ID binding cookie', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('never have two in flight at once, even from two clients: the second leaves once the first is answered', async () => {
    server.on('/v1/test/order', json(200, { n: 1 }, 150));
    server.on('/v1/test/other-order', json(200, { n: 2 }, 150));
    const first = makeClient().call(ep.startOrder);
    const second = makeClient().call(ep.startOtherOrder);
    await pause(100);
    expect(server.seen.map((request) => request.path)).toEqual(['/api/v1/test/order']);
    expect(await Promise.all([first, second])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(server.seen.map((request) => request.path)).toEqual(['/api/v1/test/order', '/api/v1/test/other-order']);
  });

  it('a start that fails lets the next one go', async () => {
    server.on('/v1/test/order', json(503, { message: 'down' }, 50), json(200, { n: 3 }));
    const client = makeClient();
    const [failed, started] = await Promise.allSettled([client.call(ep.startOrder), client.call(ep.startOrder)]);
    expect(failed.status === 'rejected' && isApiError(failed.reason) && failed.reason.status).toBe(503);
    expect(started).toEqual({ status: 'fulfilled', value: { n: 3 } });
  });

  it('other calls do not wait for them', async () => {
    server.on('/v1/test/order', json(200, { n: 1 }, 150));
    server.on('/v1/test/submit', json(200, { n: 4 }));
    const client = makeClient();
    const start = client.call(ep.startOrder);
    expect(await client.call(ep.submit, { body: { zipCode: '11122' } })).toEqual({ n: 4 });
    expect(server.hits('/v1/test/order')).toHaveLength(1);
    await start;
  });
});

describe('types', () => {
  it('derives call inputs and results from the contract', () => {
    // Compile-time checks; the function is never run.
    const typed = async (client: ApiClient) => {
      expectTypeOf(await client.call(contract.customer.get)).toEqualTypeOf<Customer>();
      const detail = await client.call(contract.customer.booking, { params: { id: 'b1' } });
      expectTypeOf(detail.canCancel).toEqualTypeOf<boolean>();
      // @ts-expect-error params are required for a path with parameters
      await client.call(contract.customer.booking);
      // @ts-expect-error the body is required for a submission
      await client.call(contract.auth.status, {});
      await client.call(contract.auth.status, { body: { orderRef: 'o' } });
      // @ts-expect-error wrong answer type
      await client.call(contract.auth.qr, { body: { token: 1 } });
    };
    expect(typeof typed).toBe('function');
  });
});

describe('calls named by reference (api/calls)', () => {
  it('checks the input with the contract schemas before sending, and sends nothing refused', async () => {
    const client = makeClient();
    const error = await failure(client.call(callsSite.city, { query: { areaCode: '12' } }));
    expect(error.kind).toBe('BadRequest');
    expect(error.reason).toBe('invalidRequest');
    expect(server.hits('/v1/location/city')).toHaveLength(0);
  });

  it('parses the answer with the response schema: an answer off the contract is an error', async () => {
    server.on('/v1/location/city', json(200, { city: 'Stockholm' }));
    const error = await failure(makeClient().call(callsSite.city, { query: { areaCode: '11122' } }));
    expect(error.reason).toBe('invalidResponse');
  });

  it('answers what the endpoint itself answers, with the same URL and cache', async () => {
    server.on('/v1/location/city', json(200, { city: 'Stockholm', areaCode: '11122', extra: 'dropped' }));
    const client = makeClient();
    const byRef = await client.call(callsSite.city, { query: { areaCode: '11122' } });
    const byEndpoint = await client.call(contract.site.city, { query: { areaCode: '11122' } });
    expect(byRef).toEqual({ city: 'Stockholm', areaCode: '11122' });
    expect(byEndpoint).toEqual(byRef);
    // The second call was answered from the cache the first one filled.
    expect(server.hits('/v1/location/city')).toHaveLength(1);
    expect(server.hits('/v1/location/city')[0].query.get('areaCode')).toBe('11122');
  });
});
