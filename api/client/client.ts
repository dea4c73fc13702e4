import pRetry, { AbortError } from 'p-retry';
import QuickLRU from 'quick-lru';
import redaxios, { type Response as HttpAnswer } from 'redaxios';
import type { AnyEndpoint } from '../contract/endpoint';
import { buildPath, DEFAULT_CACHE_MS, type CallAuth, type EndpointMeta } from '../contract/meta';
import {
  ApiRequestError,
  BadRequestError,
  UnauthorizedError,
  apiErrorForStatus,
  isApiError,
  type ApiError,
  type ApiErrorInit,
} from '../errors';
import {
  CACHE_MAX_ENTRIES,
  DEFAULT_BASE_URL,
  HTTP_TIMEOUT_MS,
  NETWORK_RETRIES,
  RETRY_DELAY_MS,
} from './constants';
import { buildHeaders, buildQuery, cacheKey, cacheKeyEndpoint, cacheScope, readFieldErrors, validateInput } from './request';
import { SchemasUnavailableError, withSchemas, withSchemasNow } from './schemas';
import type { AnyCall, ApiClient, ApiClientOptions, ApiLogger, CallOptions, Dynamic, StaffCredentials } from './types';
import { oneAtATime } from './oneAtATime';
import { anySignal, browserBeacon, randomId, timeoutSignal } from './platform';
import { unauthorizedChannel } from './unauthorized';
import { browserStorage, createAnonymousUserIdReader } from './userId';

/** The name under which calls that set the e-ID binding cookie take turns (`EndpointMeta.bindsBrowser`). */
const BINDING_CALLS = 'eid-binding';

const read = <T>(value: Dynamic<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

const consoleLogger: ApiLogger = {
  error: (message, details) => console.error(message, details),
  warn: (message, details) => console.warn(message, details),
};

/** A rejection of redaxios that carries an HTTP answer (as opposed to a fetch failure). */
function isHttpAnswer(value: unknown): value is HttpAnswer<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'config' in value
  );
}

/** An empty body reads as `undefined`, so `z.undefined()` and optional schemas see what was meant. */
/** The staff credentials of one call: the call's own customer (`ssn`) replaces the client's. */
function staffOf(credentials: StaffCredentials | undefined, ssn: string | undefined): StaffCredentials | undefined {
  return credentials && ssn !== undefined ? { ...credentials, ssn } : credentials;
}

const bodyOf = (answer: HttpAnswer<unknown>): unknown => (answer.data === '' ? undefined : answer.data);

/** A refused answer's body (4xx), checked with the call's refusal schema when it has one; any other failure's as sent. */
function refusalBodyOf(endpoint: AnyEndpoint, status: number, body: unknown): unknown {
  if (!endpoint.refusal || status >= 500) return body;
  const parsed = endpoint.refusal.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

type Payload = { params?: unknown; query?: unknown; body?: unknown } & CallOptions;

/**
 * Creates the call layer. One client per browser tab; on the server one per
 * incoming request (it holds that request's session, language and cache).
 *
 * - Input is validated with the endpoint's schemas before anything is sent.
 * - Answers are parsed with the endpoint's response schema.
 * - Network failures (no HTTP answer, including the timeout) are retried
 *   `retries` times `retryDelayMs` apart, if the call is idempotent or
 *   carries an idempotency key; an HTTP answer is never retried.
 * - GET results are cached per URL and credentials for the endpoint's
 *   `cacheMs`; identical concurrent reads share one request; a successful
 *   customer (staff) mutation drops the cached customer (staff) results.
 * - Failures are logged (error for 5xx, no answer or off-contract answers;
 *   warning otherwise; nothing for the endpoint's quiet statuses or aborts),
 *   and a 401 on a customer call is published on the unauthorized channel.
 * - A 401 on a customer call ends that session here: the customer's cached
 *   reads are dropped before the channel hears of it, and a later customer
 *   call naming that session is refused at once (401, not sent, published).
 * - Calls that set the e-ID binding cookie run one at a time in the browser.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = (options.baseURL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const logger = options.logger ?? consoleLogger;
  const channel = options.unauthorized ?? unauthorizedChannel;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const retries = options.retries ?? NETWORK_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const newRequestId = options.requestId ?? randomId;
  const readUserId: Dynamic<string | undefined> =
    options.userId ??
    createAnonymousUserIdReader(options.storage === undefined ? browserStorage() : (options.storage ?? undefined));
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const cache = new QuickLRU<string, unknown>({
    maxSize: options.cacheMaxEntries ?? CACHE_MAX_ENTRIES,
    maxAge: DEFAULT_CACHE_MS,
  });
  const inFlight = new Map<string, Promise<unknown>>();

  /**
   * Bumped whenever a scope's reads are dropped: a read that was under way
   * then must not store its (older) answer afterwards.
   */
  const generations = new Map<string, number>();
  const generationOf = (scope: string) => generations.get(scope) ?? 0;
  const dropScope = (scope: string) => {
    generations.set(scope, generationOf(scope) + 1);
    for (const key of [...cache.keys()]) if (key.startsWith(`${scope}|`)) cache.delete(key);
    for (const key of [...inFlight.keys()]) if (key.startsWith(`${scope}|`)) inFlight.delete(key);
  };
  const dropEndpoint = (endpoint: EndpointMeta) => {
    const part = cacheKeyEndpoint(endpoint);
    for (const scope of ['anonymous', 'customer', 'staff', 'directory']) generations.set(scope, generationOf(scope) + 1);
    for (const key of [...cache.keys()]) if (key.includes(part)) cache.delete(key);
    for (const key of [...inFlight.keys()]) if (key.includes(part)) inFlight.delete(key);
  };

  /**
   * Sessions a customer call was refused for (401): the server never takes
   * one back, so a later call naming one is refused here without being sent
   * and no screen waits on it.
   */
  const endedSessions = new Set<string>();

  /** A 401 on a customer call: that session is over, its reads go, and the session hears of it. */
  function sessionRefused(endpoint: EndpointMeta, requestId: string, sessionId: string | undefined): void {
    if (sessionId !== undefined) endedSessions.add(sessionId);
    // Before anyone hears it: nothing read with the ended session may be shown again.
    dropScope('customer');
    channel.publishUnauthorized({
      method: endpoint.method,
      path: endpoint.path,
      requestId,
      ...(sessionId === undefined ? {} : { sessionId }),
    });
  }

  function report(endpoint: EndpointMeta, error: ApiError, sessionId: string | undefined): void {
    if (error.kind === 'Unauthorized' && endpoint.auth === 'customer') sessionRefused(endpoint, error.requestId ?? '', sessionId);
    if (error.reason === 'aborted') return;
    if (error.status !== undefined && endpoint.quietStatuses.includes(error.status)) return;
    const details = {
      kind: error.kind,
      code: error.code,
      status: error.status,
      reason: error.reason,
      method: endpoint.method,
      path: endpoint.path,
      requestId: error.requestId ?? '',
      ...(error.kind === 'BadRequest' ? { fieldErrors: error.fieldErrors } : {}),
    };
    const message = `API ${endpoint.method} ${endpoint.path}: ${error.message}${error.status === undefined ? '' : ` (${error.status})`}`;
    if (error.status === undefined || error.code >= 500) logger.error(message, details);
    else logger.warn(message, details);
  }

  /** The URL of a call: base, the endpoint's path with its params, the query with `_v`, `lang` and `webview`. */
  function urlOf(endpoint: EndpointMeta, input: Payload): string {
    const params = (input.params ?? {}) as Record<string, unknown>;
    const search = buildQuery(input.query, {
      version: options.version,
      lang: read(options.lang) ?? 'sv',
      webview: read(options.webview) ?? false,
    });
    return `${baseURL}${buildPath(endpoint.path, params)}?${search}`;
  }

  /**
   * See `ApiClient.beacon`: a refused input is not sent (and not thrown: the
   * page is going away). A call named by reference whose schemas have not
   * loaded goes unchecked here: there is no time to load them, and the
   * server checks it all the same.
   */
  function beacon(call: AnyCall, input: Payload = {}): boolean {
    const send = options.sendBeacon ?? browserBeacon();
    const endpoint = withSchemasNow(call);
    if (!send || call.method !== 'POST' || (endpoint && validateInput(endpoint, input).length > 0)) return false;
    return send(urlOf(call, input), JSON.stringify(input.body ?? {}));
  }

  async function call(named: AnyCall, input: Payload = {}): Promise<unknown> {
    let endpoint: AnyEndpoint;
    try {
      endpoint = await withSchemas(named);
    } catch (failure) {
      if (!(failure instanceof SchemasUnavailableError)) throw failure;
      const error = new ApiRequestError({ method: named.method, path: named.path, requestId: newRequestId(), reason: 'network', cause: failure });
      report(named, error, input.sessionId ?? read(options.sessionId));
      throw error;
    }
    return callWith(endpoint, input);
  }

  async function callWith(endpoint: AnyEndpoint, input: Payload): Promise<unknown> {
    const requestId = newRequestId();
    const meta: ApiErrorInit = { method: endpoint.method, path: endpoint.path, requestId };
    const sessionId = input.sessionId ?? read(options.sessionId);
    const withSession = input.withSession ?? input.sessionId !== undefined;

    const fieldErrors = validateInput(endpoint, input);
    if (fieldErrors.length > 0) {
      // A programming error: the caller's types or the form's validation let bad input through.
      const error = new BadRequestError(fieldErrors, { ...meta, reason: 'invalidRequest' });
      report(endpoint, error, sessionId);
      throw error;
    }

    if (endpoint.auth === 'customer' && sessionId !== undefined && endedSessions.has(sessionId)) {
      // Nothing is sent or logged; the refusal is published again (the session ignores an ended session it has left), so a screen waiting on this call is never left waiting.
      const error = new UnauthorizedError({ ...meta, status: 401, sessionExpired: true });
      sessionRefused(endpoint, requestId, sessionId);
      throw error;
    }

    // A call that creates something always carries a key: the caller's (kept across its own retries), else one for this call.
    const idempotencyKey = input.idempotencyKey ?? (endpoint.requiresIdempotencyKey ? randomId() : undefined);
    const url = urlOf(endpoint, input);
    const headers = buildHeaders(endpoint, {
      requestId,
      userId: read(readUserId),
      sessionId,
      staff: staffOf(input.directoryToken === undefined ? read(options.staff) : { token: input.directoryToken }, input.ssn),
      preview: read(options.preview) ?? false,
      idempotencyKey,
      withSession,
      cookieSession: options.sessionTransport === 'cookie',
    });
    const body = endpoint.method === 'GET' ? undefined : input.body;

    const cacheable = endpoint.method === 'GET' && endpoint.cacheMs > 0;
    const scope = cacheScope(endpoint, withSession);
    const generation = generationOf(scope);
    const key = cacheable ? cacheKey(endpoint, url, headers, scope) : undefined;
    if (key !== undefined && !input.fresh) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
    }
    // A caller with its own signal gets its own request, so its abort cannot fail the others.
    const share = key !== undefined && input.signal === undefined;
    if (share) {
      const pending = inFlight.get(key);
      if (pending) return pending;
    }

    const attempt = async (): Promise<unknown> => {
      const timeout = timeoutSignal(timeoutMs);
      const signal = input.signal ? anySignal([input.signal, timeout.signal]) : timeout.signal;
      let answer: HttpAnswer<unknown>;
      try {
        answer = await redaxios<unknown>({
          url,
          method: endpoint.method,
          headers,
          data: body,
          fetch: (resource, init) => baseFetch(resource, { ...init, signal }),
        });
      } catch (failure) {
        if (isHttpAnswer(failure)) {
          throw apiErrorForStatus(failure.status, {
            ...meta,
            data: refusalBodyOf(endpoint, failure.status, bodyOf(failure)),
            fieldErrors: failure.status === 400 ? readFieldErrors(bodyOf(failure)) : undefined,
            sessionExpired: failure.status === 401 && endpoint.auth === 'customer',
          });
        }
        if (input.signal?.aborted) {
          throw new AbortError(new ApiRequestError({ ...meta, reason: 'aborted', cause: failure }));
        }
        throw new ApiRequestError({ ...meta, reason: timeout.signal.aborted ? 'timeout' : 'network', cause: failure });
      } finally {
        timeout.release();
      }
      const parsed = endpoint.response.safeParse(bodyOf(answer));
      if (!parsed.success) {
        throw new ApiRequestError({ ...meta, status: answer.status, reason: 'invalidResponse', cause: parsed.error });
      }
      return parsed.data;
    };

    const canRetry = endpoint.idempotent || idempotencyKey !== undefined;
    const request = (async () => {
      try {
        const send = () =>
          pRetry(attempt, {
            retries: canRetry ? retries : 0,
            factor: 1,
            minTimeout: retryDelayMs,
            maxTimeout: retryDelayMs,
            randomize: false,
            signal: input.signal,
            shouldRetry: ({ error }) => isApiError(error) && error.isNetworkError,
          });
        // Starts of e-ID orders take turns, so the second one sends the binding cookie the first one set.
        const data = await (endpoint.bindsBrowser ? oneAtATime(BINDING_CALLS, send) : send());
        if (key !== undefined && generationOf(scope) === generation) cache.set(key, data, { maxAge: endpoint.cacheMs });
        if (endpoint.method !== 'GET') {
          const scopes = new Set<CallAuth>();
          if (endpoint.auth !== 'anonymous') scopes.add(endpoint.auth);
          if (withSession) scopes.add('customer');
          for (const changed of scopes) dropScope(changed);
        }
        return data;
      } catch (failure) {
        // p-retry rethrows the caller's abort reason as is when the signal fires between attempts.
        const error = isApiError(failure) ? failure : new ApiRequestError({ ...meta, reason: 'aborted', cause: failure });
        report(endpoint, error, sessionId);
        throw error;
      }
    })();

    if (share) {
      inFlight.set(key, request);
      const settle = () => {
        if (inFlight.get(key) === request) inFlight.delete(key);
      };
      request.then(settle, settle);
    }
    return request;
  }

  return {
    call: call as ApiClient['call'],
    beacon: beacon as NonNullable<ApiClient['beacon']>,
    invalidate(endpoint) {
      if (endpoint) dropEndpoint(endpoint);
      else {
        for (const scope of ['anonymous', 'customer', 'staff', 'directory']) generations.set(scope, generationOf(scope) + 1);
        cache.clear();
        inFlight.clear();
      }
    },
  };
}

