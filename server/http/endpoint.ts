import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import type { z } from 'zod';
import { toFieldErrors, type AnyEndpoint, type FieldError } from '../../api/contract/endpoint';
import type { Locale } from '../../api/contract/content.schemas';
import { HEADERS, IDEMPOTENCY_KEY_FIELD } from '../../api/contract/headers';
import { findUnsafeText } from './safeText';
import { DIRECTORY_COOKIE, bearerOf, resolveDirectory, type DirectoryCaller } from './directoryAuth';
import { resolveSession, type SessionFor } from './session';

export { badRequest, conflict, HttpError, installErrorHandler, notFound } from './errors';

/** Settings of the `/api` registration, from the server's configuration. */
interface ApiSettings {
  /** Check each answer against the contract's response schema (development and tests). */
  checkResponses: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Read by `handle` when a route is registered. */
    apiSettings: ApiSettings;
  }
}

/** What a handler gets: parsed input, the session its contract asks for, and the request context. */
interface HandlerInput<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** The customer session as the endpoint's `session` requirement resolved it. */
  session: SessionFor<E['session']>;
  /** Language of the call (`lang` query), Swedish by default. */
  locale: Locale;
  /** Editor preview: include unpublished content. */
  preview: boolean;
  /** The directory caller of a `staff` or `directory` call (and on a staff call the customer acted for); undefined on other calls. */
  directory: E['auth'] extends 'staff' | 'directory' ? DirectoryCaller : undefined;
  /** The call's `Idempotency-Key`: always there where the contract entry requires one (`requiresIdempotencyKey`). */
  idempotencyKey: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The directory caller of a staff or directory call, once resolved. */
    directoryCaller?: DirectoryCaller;
    /** What a staff call made (a booking's, an address's id), for the audit log. */
    staffAuditSubject?: string;
  }
}

/**
 * Every staff call made with a valid token and customer is written to the
 * staff audit log once answered: who, for which customer, what, when, and
 * the status. A call refused before its caller was known (401, 403, a
 * missing `X-Ssn`) names no one and is left to the server log.
 */
function recordStaffCall(endpoint: AnyEndpoint): onResponseHookHandler {
  const action = `${endpoint.method} ${endpoint.path}`;
  return async (request, reply) => {
    const caller = request.directoryCaller;
    if (!caller?.actingFor) return;
    try {
      await request.server.staffAudit({
        actor: { subject: caller.principal.subject, username: caller.principal.username, name: caller.principal.name },
        customerSsn: caller.actingFor,
        action,
        status: reply.statusCode,
        subject: request.staffAuditSubject ?? null,
      });
    } catch (error) {
      request.log.error({ err: error, action }, 'staff audit record failed');
    }
  };
}

/** Fastify route path from a contract path: `/v1/x/:id` under `/api`. */
const routePath = (endpoint: AnyEndpoint) => `/api${endpoint.path}`;

function readLocale(query: unknown): Locale {
  const lang = (query as Record<string, unknown> | undefined)?.lang;
  return lang === 'en' ? 'en' : 'sv';
}

/** The parsed params, query and body, or the `[{ field, message }]` of what does not match the contract. */
type ParsedInput = { ok: true; params: unknown; query: unknown; body: unknown; idempotencyKey: string | undefined } | { ok: false; errors: FieldError[] };

/** `Idempotency-Key`: printable ASCII, as long as a UUID or a bit more. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** Where the contract requires one: the call's `Idempotency-Key`, or the field error of a missing or malformed one. */
function readIdempotencyKey(endpoint: AnyEndpoint, request: FastifyRequest): { key: string | undefined } | { error: FieldError } {
  if (!endpoint.requiresIdempotencyKey) return { key: undefined };
  const raw = request.headers[HEADERS.idempotencyKey.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return { error: { field: IDEMPOTENCY_KEY_FIELD, message: 'idempotencyKeyRequired' } };
  return IDEMPOTENCY_KEY.test(value) ? { key: value } : { error: { field: IDEMPOTENCY_KEY_FIELD, message: 'idempotencyKeyInvalid' } };
}

/** Checks params, query, body and the `Idempotency-Key` against the contract (and refuses text no one types). */
function parseInput(endpoint: AnyEndpoint, request: FastifyRequest): ParsedInput {
  const errors: FieldError[] = [];
  for (const [prefix, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
    const at = findUnsafeText(value);
    if (at) errors.push({ field: `${prefix}.${at}`, message: 'common.formErrors.default' });
  }
  if (errors.length > 0) return { ok: false, errors };
  const parse = (schema: z.ZodType, value: unknown, prefix: string) => {
    const result = schema.safeParse(value);
    if (!result.success) errors.push(...toFieldErrors(result.error, prefix));
    return result.success ? result.data : undefined;
  };
  const params = parse(endpoint.params, request.params ?? {}, 'params');
  const query = parse(endpoint.query, request.query ?? {}, 'query');
  const body = parse(endpoint.body, endpoint.method === 'GET' ? undefined : (request.body ?? undefined), 'body');
  const idempotency = readIdempotencyKey(endpoint, request);
  if ('error' in idempotency) return { ok: false, errors: [...errors, idempotency.error] };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, params, query, body, idempotencyKey: idempotency.key };
}

/**
 * Registers a handler for a contract endpoint, deriving everything but the
 * answer from the contract entry, in this order: the contract's
 * `Cache-Control` (on every answer, refusals too), input validation (400
 * with `[{ field, message }]`, before any session is looked at), the session
 * requirement (401/403), and for an optional session that was found
 * `private, no-store` (the answer is one person's). The handler gets parsed
 * input and its session. In
 * development the answer is checked against the response schema too, so a
 * drifting handler fails loudly in tests rather than in the browser.
 */
export function handle<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']>> | z.input<E['response']>,
  options: {
    /** Hooks run before the body is read, e.g. a rate limiter shared by several routes. */
    onRequest?: onRequestHookHandler | onRequestHookHandler[];
  } = {},
): void {
  const { checkResponses } = app.apiSettings;
  app.route({
    method: endpoint.method,
    url: routePath(endpoint),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(endpoint.auth === 'staff' ? { onResponse: recordStaffCall(endpoint) } : {}),
    handler: async (request, reply) => {
      if (endpoint.cacheControl) reply.header('Cache-Control', endpoint.cacheControl);
      // A directory caller is known before the input is read, so a staff member's refused input is recorded too.
      const directory = await resolveDirectory(request, endpoint);
      request.directoryCaller = directory;
      const input = parseInput(endpoint, request);
      if (!input.ok) return reply.code(400).send(input.errors);
      const session = await resolveSession(request, endpoint.session);
      if (endpoint.session === 'optional' && session) reply.header('Cache-Control', 'private, no-store');
      const preview = await previewAllowed(request);
      // An editor's preview may hold unpublished content: no cache on the way may keep it for others.
      if (preview) reply.header('Cache-Control', 'private, no-store');
      const result = await handler({
        params: input.params,
        query: input.query,
        body: input.body,
        session,
        locale: readLocale(request.query),
        preview,
        directory,
        idempotencyKey: input.idempotencyKey,
        request,
        reply,
      } as HandlerInput<E>);
      if (reply.sent) return reply;
      if (checkResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          request.log.error({ issues: checked.error.issues, path: endpoint.path }, 'response does not match contract');
          throw new Error(`Response of ${endpoint.method} ${endpoint.path} does not match the contract`);
        }
      }
      return reply.send(result);
    },
  });
}

/**
 * Editor preview (unpublished content) needs `X-Preview: true` and a live
 * directory token of an editor, as `Authorization: Bearer` (the browser's
 * calls) or the HttpOnly cookie (page loads). A visitor forging the header
 * or the preview cookie gets the published content.
 */
async function previewAllowed(request: FastifyRequest): Promise<boolean> {
  if (request.headers['x-preview'] !== 'true') return false;
  const token = bearerOf(request) ?? request.cookies?.[DIRECTORY_COOKIE];
  const principal = await request.server.directoryTokens.verify(token);
  return principal?.roles.includes('editor') ?? false;
}
