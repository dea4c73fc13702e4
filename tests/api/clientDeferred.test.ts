import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, isApiError } from '../../api/client';
import { createDeferredApiClient } from '../../api/client/deferred';
import { defineEndpoint } from '../../api/contract';
import { auth } from '../../api/contract/auth';
import { json, startMisbehavingServer, type MisbehavingServer } from './support/misbehavingServer';

const read = defineEndpoint({ method: 'GET', path: '/v1/test/read', query: z.object({ n: z.string() }), response: z.object({ n: z.number() }) });

/** The browser's client, whose code comes with the page's first call, against a real local server. */
describe('the deferred call layer', () => {
  let server: MisbehavingServer;
  beforeAll(async () => {
    server = await startMisbehavingServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const options = () => ({ baseURL: server.baseURL, storage: null, lang: 'en' as const, retryDelayMs: 1, logger: { error: () => {}, warn: () => {} } });

  it('loads nothing until the first call, then answers the calls made while its code arrived, each as asked', async () => {
    server.on('/v1/test/read', json(200, { n: 1 }), json(200, { n: 2 }));
    const loadCode = vi.fn(async () => ({ createApiClient }));
    const client = createDeferredApiClient(options(), loadCode);
    expect(loadCode).not.toHaveBeenCalled();

    const answers = await Promise.all([client.call(read, { query: { n: 'a' } }), client.call(read, { query: { n: 'b' } })]);

    expect(answers).toEqual([{ n: 1 }, { n: 2 }]);
    expect(loadCode).toHaveBeenCalledTimes(1);
    expect(server.hits('/v1/test/read').map((request) => request.query.get('n'))).toEqual(['a', 'b']);
  });

  it('fails a call whose code did not arrive as a call without an answer, and loads again on the next', async () => {
    server.on('/v1/test/read', json(200, { n: 3 }));
    const loadCode = vi
      .fn<() => Promise<{ createApiClient: typeof createApiClient }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createApiClient });
    const client = createDeferredApiClient(options(), loadCode);

    const failure = await client.call(read, { query: { n: 'a' } }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind === 'ApiRequestError' && failure.reason).toBe('network');
    expect(server.hits('/v1/test/read')).toHaveLength(0);

    await expect(client.call(read, { query: { n: 'b' } })).resolves.toEqual({ n: 3 });
    expect(loadCode).toHaveBeenCalledTimes(2);
  });

  it('sends no beacon before a call has brought the client, and sends it after', async () => {
    server.on('/v1/test/read', json(200, { n: 4 }));
    const sendBeacon = vi.fn(() => true);
    const client = createDeferredApiClient({ ...options(), sendBeacon }, async () => ({ createApiClient }));

    expect(client.beacon!(auth.cancel, { body: { orderRef: 'order-1' } })).toBe(false);
    await client.call(read, { query: { n: 'a' } });
    expect(client.beacon!(auth.cancel, { body: { orderRef: 'order-1' } })).toBe(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('brings the client for a beacon when prepared, without a call, and asks again after a chunk that did not arrive', async () => {
    const sendBeacon = vi.fn(() => true);
    const loadCode = vi
      .fn<() => Promise<{ createApiClient: typeof createApiClient }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createApiClient });
    const client = createDeferredApiClient({ ...options(), sendBeacon }, loadCode);

    client.prepare!();
    await vi.waitFor(() => expect(loadCode).toHaveBeenCalledTimes(1));
    expect(client.beacon!(auth.cancel, { body: { orderRef: 'order-1' } })).toBe(false);
    client.prepare!();
    await vi.waitFor(() => expect(client.beacon!(auth.cancel, { body: { orderRef: 'order-1' } })).toBe(true));
    expect(loadCode).toHaveBeenCalledTimes(2);
    expect(server.hits('/v1/test/read')).toHaveLength(0);
  });
});
