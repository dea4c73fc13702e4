import { z } from 'zod';

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
 * One call under `/api`: the single source of truth shared by the client
 * (which builds its request from it) and the server (which registers its
 * handler against it and validates with the same schemas).
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Session extends SessionRequirement = SessionRequirement,
  Auth extends CallAuth = CallAuth,
> {
  method: HttpMethod;
  /** Path below `/api`, with `:name` placeholders for path parameters. */
  path: string;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
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
  /** Response statuses that are expected and must not be logged (promotion 404, city 404). */
  quietStatuses: readonly number[];
}

/** Default client cache lifetime for GET results (spec section 9). */
export const DEFAULT_CACHE_MS = 300_000;

// Unknown query keys (the common `_v`, `lang`, `webview`) are stripped, not refused.
const empty = z.object({});
const noBody = z.undefined();

type Defaults = {
  params: typeof empty;
  query: typeof empty;
  body: typeof noBody;
};

type Definition<P, Q, B, R, A, S> = {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  auth?: A;
  roles?: readonly DirectoryRole[];
  session?: S;
  cacheControl?: string | null;
  content?: boolean;
  cacheMs?: number;
  idempotent?: boolean;
  requiresIdempotencyKey?: boolean;
  quietStatuses?: readonly number[];
};

/** Declares an endpoint, filling the defaults that most calls share. */
export function defineEndpoint<
  R extends z.ZodType,
  P extends z.ZodType = Defaults['params'],
  Q extends z.ZodType = Defaults['query'],
  B extends z.ZodType = Defaults['body'],
  A extends CallAuth = 'anonymous',
  S extends SessionRequirement = DefaultSession<A>,
>(definition: Definition<P, Q, B, R, A, S>): Endpoint<P, Q, B, R, S, A> {
  const method = definition.method;
  const auth = definition.auth ?? 'anonymous';
  return {
    method,
    path: definition.path,
    params: (definition.params ?? empty) as P,
    query: (definition.query ?? empty) as Q,
    body: (definition.body ?? noBody) as B,
    response: definition.response,
    auth: auth as A,
    roles: definition.roles ?? (auth === 'staff' ? ['staff'] : []),
    session: (definition.session ?? (auth === 'customer' ? 'account' : 'none')) as S,
    cacheControl: definition.cacheControl !== undefined ? definition.cacheControl : auth === 'anonymous' ? null : 'no-store',
    content: definition.content ?? false,
    cacheMs: definition.cacheMs ?? (method === 'GET' ? DEFAULT_CACHE_MS : 0),
    idempotent: definition.idempotent ?? (method === 'GET' || method === 'PUT' || method === 'DELETE'),
    requiresIdempotencyKey: definition.requiresIdempotencyKey ?? false,
    quietStatuses: definition.quietStatuses ?? [],
  };
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
export type ParamsOf<E extends AnyEndpoint> = z.input<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<E['body']>;
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

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
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const fieldErrorsSchema = z.array(fieldErrorSchema);

/** Turns zod issues into the `[{ field, message }]` list the site reads. */
export function toFieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || prefix || '_';
    return { field, message: issue.message };
  });
}
