import type { EndpointMeta } from '../contract/endpoint';
import { ApiRequestError } from '../errors';
import type { AnyCall, ApiClient, ApiClientOptions } from './types';

/**
 * The browser's client, whose code (request building, retries, the cache
 * and their libraries) arrives with the page's first call rather than with
 * the page: a visitor who only reads a page makes none. Calls made
 * meanwhile wait for it. A chunk that does not arrive (offline, or a
 * deployment replaced it) fails the call as one that got no answer, and
 * the next call asks again. Nothing is cached before the client exists, so
 * `invalidate` then has nothing to drop; a beacon (a page going away)
 * answers false until a call or `prepare` has brought the client.
 */
export function createDeferredApiClient(
  options: ApiClientOptions,
  /** Where the client's code comes from: its chunk (a test passes one that fails). */
  loadCode: () => Promise<Pick<typeof import('./client'), 'createApiClient'>> = () => import('./client'),
): ApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;

  const load = (): Promise<ApiClient> =>
    (loading ??= loadCode().then(
      ({ createApiClient }) => (client = createApiClient(options)),
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    ));

  return {
    call: (async (named: AnyCall, ...args: unknown[]) => {
      let loaded: ApiClient;
      try {
        loaded = client ?? (await load());
      } catch (failure) {
        throw new ApiRequestError({ method: named.method, path: named.path, requestId: options.requestId?.() ?? '', reason: 'network', cause: failure });
      }
      return (loaded.call as (named: AnyCall, ...rest: unknown[]) => Promise<unknown>)(named, ...args);
    }) as ApiClient['call'],
    invalidate: (endpoint?: EndpointMeta) => client?.invalidate(endpoint),
    // A chunk that does not arrive is asked for again by the next call.
    prepare: () => void load().catch(() => undefined),
    beacon: ((named: AnyCall, ...args: unknown[]) =>
      (client?.beacon as ((named: AnyCall, ...rest: unknown[]) => boolean) | undefined)?.(named, ...args) ?? false) as NonNullable<ApiClient['beacon']>,
  };
}
