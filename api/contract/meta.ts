/**
 * What the client and the server know of a call besides its schemas, with
 * no schema library behind it: the browser's pages build their requests from
 * this alone (`api/calls/`), and load the schemas only when a call is made.
 */

/** HTTP methods used by the `/api` contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call.
 * - `anonymous`: no credentials needed (calls the spec flags `skipAuth`).
 * - `customer`: sends `X-SessionId`; a 401 means the session is gone.
 * - `staff`: customer service acting for a customer: the directory bearer
 *   token of a person with the `staff` role, and `X-Ssn`.
 * - `directory`: a person signed on through the directory (staff, editors),
 *   the bearer token alone; `roles` narrows who.
 */
export type CallAuth = 'anonymous' | 'customer' | 'staff' | 'directory';

/**
 * Roles a directory sign-on may carry (read from the ID token's roles claim):
 * customer service, content editors, and administrators (who read the staff
 * audit log).
 */
export const DIRECTORY_ROLES = ['staff', 'editor', 'admin'] as const;
export type DirectoryRole = (typeof DIRECTORY_ROLES)[number];

/**
 * What the server asks of the customer session (`X-SessionId`), more
 * precisely than `auth`:
 * - `none`: the session is not read.
 * - `optional`: read when sent, for an answer that improves for a logged-in
 *   caller; an unknown or expired session is as none, never a 401.
 * - `account`: a session acting as an account; 401 without a live session,
 *   403 for a temporary one (a person who has not registered yet).
 * - `identified`: any live session, a temporary one too; 401 without.
 */
export type SessionRequirement = 'none' | 'optional' | 'account' | 'identified';

/** The session requirement of a call that does not name one: customer calls act as an account. */
export type DefaultSession<A extends CallAuth> = A extends 'customer' ? 'account' : 'none';

/**
 * One call under `/api` without its schemas: method, path, who may make it
 * and how it is cached and retried. `Endpoint` adds the schemas.
 */
export interface EndpointMeta<Session extends SessionRequirement = SessionRequirement, Auth extends CallAuth = CallAuth> {
  method: HttpMethod;
  /** Path below `/api`, with `:name` placeholders for path parameters. */
  path: string;
  auth: Auth;
  /** Directory roles of which the caller must hold one (`staff` and `directory` calls); empty: any signed-on person. */
  roles: readonly DirectoryRole[];
  /** What the server asks of the customer session; the server resolves it before the handler runs. */
  session: Session;
  /**
   * The `Cache-Control` header the server answers with, or null for none.
   * Every call with credentials (customer, staff, directory) answers
   * `no-store` (its answer is one person's); an anonymous call that reads
   * an optional session answers `private, no-store` when a session was
   * sent, since its answer then depends on who asks.
   */
  cacheControl: string | null;
  /** Content calls carry `X-Preview` when the editor's preview mode is on. */
  content: boolean;
  /**
   * How long a GET result may be served from the client cache, in ms.
   * `0` disables caching for this call.
   */
  cacheMs: number;
  /**
   * Whether a retry after a network error is safe. GET, PUT and DELETE are;
   * POST and PATCH only when the call carries an idempotency key.
   */
  idempotent: boolean;
  /**
   * The call creates something (a booking, an invitation), so a dropped
   * answer and a retry must not create it twice: it carries an
   * `Idempotency-Key` header, the server refuses it without one (400 on
   * `headers.Idempotency-Key`) and answers a repeat of a key with the answer
   * it stored for it, and the client always sends one (its caller's, else a
   * fresh one per call), so it retries such a call after a network error.
   */
  requiresIdempotencyKey: boolean;
  /**
   * The answer sets the browser's e-ID binding cookie (it starts an e-ID
   * order). The server mints the cookie's secret when the browser sends
   * none, so two such calls in flight at once from a browser without the
   * cookie would get two secrets, and the order whose cookie lost would be
   * refused to this very browser (403). The client therefore never has two
   * of them in flight at once in one browser, across its tabs too.
   */
  bindsBrowser: boolean;
  /** Response statuses that are expected and must not be logged (promotion 404, city 404). */
  quietStatuses: readonly number[];
}

/** Default client cache lifetime for GET results (spec section 9). */
export const DEFAULT_CACHE_MS = 300_000;

/** What a definition names of the metadata; the rest comes from `endpointMeta`'s defaults. */
export type MetaDefinition<A extends CallAuth = CallAuth, S extends SessionRequirement = SessionRequirement> = {
  method: HttpMethod;
  path: string;
  auth?: A;
  roles?: readonly DirectoryRole[];
  session?: S;
  cacheControl?: string | null;
  content?: boolean;
  cacheMs?: number;
  idempotent?: boolean;
  requiresIdempotencyKey?: boolean;
  bindsBrowser?: boolean;
  quietStatuses?: readonly number[];
};

/** The metadata of a call, filling the defaults that most calls share. */
export function endpointMeta<A extends CallAuth, S extends SessionRequirement>(definition: MetaDefinition<A, S>): EndpointMeta<S, A> {
  const method = definition.method;
  const auth = definition.auth ?? 'anonymous';
  return {
    method,
    path: definition.path,
    auth: auth as A,
    roles: definition.roles ?? (auth === 'staff' ? ['staff'] : []),
    session: (definition.session ?? (auth === 'customer' ? 'account' : 'none')) as S,
    cacheControl: definition.cacheControl !== undefined ? definition.cacheControl : auth === 'anonymous' ? null : 'no-store',
    content: definition.content ?? false,
    cacheMs: definition.cacheMs ?? (method === 'GET' ? DEFAULT_CACHE_MS : 0),
    idempotent: definition.idempotent ?? (method === 'GET' || method === 'PUT' || method === 'DELETE'),
    requiresIdempotencyKey: definition.requiresIdempotencyKey ?? false,
    bindsBrowser: definition.bindsBrowser ?? false,
    quietStatuses: definition.quietStatuses ?? [],
  };
}

/**
 * A call as the browser's pages name it (`api/calls/`): its metadata and its
 * place in the contract (`site.catalog`), where the client finds its schemas
 * when the call is made. `E` is the endpoint it stands for, for the types.
 */
export interface EndpointRef<E = unknown> extends EndpointMeta {
  /** `group.name` in `contract`. */
  id: string;
  /** Never set: carries the endpoint's type. */
  readonly endpointType?: E;
}

/** A reference to the contract's `id` with its metadata (written by `scripts/contract-calls.ts`). */
export function endpointRef<E>(id: string, definition: MetaDefinition): EndpointRef<E> {
  return { id, ...endpointMeta(definition) };
}

/** Whether two names of calls name the same call (an endpoint and its reference do). */
export const sameCall = (a: EndpointMeta, b: EndpointMeta): boolean => a.method === b.method && a.path === b.path;

/** Fills `:name` placeholders of an endpoint path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** One entry of a 400 answer: which field, and the message key or text. */
export interface FieldError {
  field: string;
  message: string;
  /** The booking a refusal is about (one already there at that time), for a link to it. */
  bookingId?: string;
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).field === 'string' &&
  typeof (value as FieldError).message === 'string';

/** Whether a value is a `[{ field, message }]` list. */
export const isFieldErrors = (value: unknown): value is FieldError[] => Array.isArray(value) && value.every(isFieldError);

/** Turns schema issues into the `[{ field, message }]` list the site reads. */
export function toFieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || prefix || '_';
    return { field, message: issue.message };
  });
}
