import type { Locale } from '../contract/content.schemas';
import type { AnyEndpoint, BodyOf, EndpointMeta, EndpointOf, EndpointRef, HttpMethod, ParamsOf, QueryOf, ResponseOf } from '../contract/endpoint';
import type { ApiErrorKind, ApiErrorReason } from '../errors';
import type { UnauthorizedChannel } from './unauthorized';
import type { KeyValueStorage } from './userId';

/** A value, or a function read on every call (for values that change: session, language, preview). */
export type Dynamic<T> = T | (() => T);

/** Staff credentials: the API token from single sign-on and the customer acted for. */
export interface StaffCredentials {
  token: string;
  /** Personal identity number of the customer acted for, sent as `X-Ssn`. */
  ssn?: string;
}

/** What a failed call logs (never bodies: they may hold personal data). */
interface ApiLogDetails {
  kind: ApiErrorKind;
  code: number;
  status: number | undefined;
  reason: ApiErrorReason;
  method: HttpMethod;
  path: string;
  requestId: string;
  fieldErrors?: { field: string; message: string }[];
}

export interface ApiLogger {
  error(message: string, details: ApiLogDetails): void;
  warn(message: string, details: ApiLogDetails): void;
}

export interface ApiClientOptions {
  /** Base of every call: `/api` in the browser (default); an absolute loopback URL on the server. */
  baseURL?: string;
  /** Build version; its first 6 characters go out as `_v`. */
  version?: string;
  /** Language of the answers (`lang` query), Swedish by default. */
  lang?: Dynamic<Locale>;
  /** App webview mode (`webview=true` query when on). */
  webview?: Dynamic<boolean>;
  /**
   * Anonymous user id for `X-UserId`. Default: read from `storage` (key
   * `userId`), generated and stored when missing; none without storage.
   */
  userId?: Dynamic<string | undefined>;
  /** Where the default `userId` lives: localStorage in the browser (default); `null` for none. */
  storage?: KeyValueStorage | null;
  /** Customer session id (or temporary session id) for `X-SessionId` on customer calls. */
  sessionId?: Dynamic<string | undefined>;
  /**
   * `cookie` in a browser page: every call says so (`X-Session-Transport`),
   * the server keeps the session in an HttpOnly cookie and answers its
   * reference, which is what `sessionId` then holds. Default: the token
   * itself travels as `X-SessionId` (the site's server, scripts).
   */
  sessionTransport?: 'cookie' | 'header';
  /** Staff credentials for `Authorization: Bearer` and `X-Ssn` on staff calls. */
  staff?: Dynamic<StaffCredentials | undefined>;
  /** Editor preview: `X-Preview: true` on content calls. */
  preview?: Dynamic<boolean>;
  /** Default: `console`. */
  logger?: ApiLogger;
  /** Where 401s of customer calls are published. Default: the shared channel. */
  unauthorized?: UnauthorizedChannel;
  /** Per-attempt timeout. Default 60 s. */
  timeoutMs?: number;
  /** Retries after a network error. Default 3. */
  retries?: number;
  /** Delay between those retries. Default 1 s. */
  retryDelayMs?: number;
  /** Most cached GET results. Default 100. */
  cacheMaxEntries?: number;
  /** `X-RequestId` generator. Default `crypto.randomUUID`. */
  requestId?: () => string;
  /** The fetch to use. Default the global one. */
  fetch?: typeof fetch;
  /** What `beacon` sends with. Default `navigator.sendBeacon` where there is one (a browser); none elsewhere. */
  sendBeacon?: (url: string, data: string) => boolean;
}

/** Per-call options besides the payload. */
export interface CallOptions {
  /**
   * Sent as `Idempotency-Key`, the same on every retry. With it a
   * non-idempotent call (a booking) is retried after a network error. A
   * call whose contract entry `requiresIdempotencyKey` gets a fresh key
   * when none is given; pass one to make a user's own retry (a second
   * click after an error) the same request.
   */
  idempotencyKey?: string;
  /** Aborts the call (and its retries); an aborted call is not logged. */
  signal?: AbortSignal;
  /** Skip the cache for this read (the fresh answer is cached again). */
  fresh?: boolean;
  /**
   * Also send the customer session on an anonymous call: a booking
   * submitted by a customer who identified in the wizard (makes `addressId` usable).
   */
  withSession?: boolean;
  /**
   * The customer session to send with this call, instead of the client's:
   * a flow that holds its own session (the booking wizard after BankID)
   * passes it with each call rather than sharing it through the client.
   * Implies `withSession`.
   */
  sessionId?: string;
  /**
   * The directory token to send with this call (`Authorization: Bearer`),
   * instead of the client's `staff` credentials and without their `X-Ssn`:
   * the staff sign-on checks a token it was handed before it keeps it, and
   * renews and ends the one it holds, whatever the client reads elsewhere.
   */
  directoryToken?: string;
  /**
   * The personal number of the customer a staff call acts for (`X-Ssn`),
   * instead of the client's: a flow names the customer it works for
   * (a look-up of a typed number, a booking for the customer chosen).
   */
  ssn?: string;
}

type Slot<K extends string, T> = {} extends T
  ? { [P in K]?: T }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** `params`, `query` and `body` as the endpoint's schemas accept them; required ones required. */
type CallInput<E> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> &
  CallOptions;

type CallArgs<E> = {} extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A call as named: the contract's endpoint, or its reference in `api/calls/` (the browser's pages). */
export type AnyCall = AnyEndpoint | EndpointRef;

export interface ApiClient {
  /**
   * Makes a call of the contract and answers its parsed response. Throws an
   * `ApiError` (see `api/errors.ts`); the input is validated first and a
   * refused input is never sent (`BadRequest`, reason `invalidRequest`).
   */
  call<C extends AnyCall>(endpoint: C, ...args: CallArgs<EndpointOf<C>>): Promise<ResponseOf<EndpointOf<C>>>;
  /** Drops the cached results of one endpoint (all its URLs), or everything. */
  invalidate(endpoint?: EndpointMeta): void;
  /**
   * Sends a POST call with `navigator.sendBeacon`, for a page that is going
   * away (the browser delivers it after the page is gone). A beacon carries
   * no headers of ours and its body goes as `text/plain` JSON, so only calls
   * whose server takes that may use it (`auth.cancel`); nothing is read
   * back. Answers whether the browser took it (false: no beacon here, a
   * refused input, or the browser's beacon queue is full). Optional: a
   * client without a browser (and a test's fake) has none.
   */
  beacon?<C extends AnyCall>(endpoint: C, ...args: CallArgs<EndpointOf<C>>): boolean;
  /**
   * Makes the client ready for a beacon before any call needs it (the
   * browser's client loads its code with the first call, and a page going
   * away cannot wait for it). Optional: a client that is ready has none.
   */
  prepare?(): void;
}
