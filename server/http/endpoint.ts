import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { toFieldErrors, type AnyEndpoint, type FieldError } from '../../api/contract/endpoint';
import type { Locale } from '../../api/contract/content.schemas';
import { HEADERS, IDEMPOTENCY_KEY_FIELD } from '../../api/contract/headers';
import { findUnsafeText } from './safeText';
import { resolveSession, type SessionFor } from './session';

export { badRequest, conflict, HttpError, installErrorHandler, notFound } from './errors';

/** Settings of the `/api` registration, from the server's configuration. */
export interface ApiSettings {
  /** Check each answer against the contract's response schema (development and tests). */
  checkResponses: boolean;
  /** The editors' preview token (`PREVIEW_TOKEN`); without one there is no preview. */
  previewToken: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Read by `handle` when a route is registered. */
    apiSettings: ApiSettings;
  }
}

/** What a handler gets: parsed input, the session its contract asks for, and the request context. */
export interface HandlerInput<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** The customer session as the endpoint's `session` requirement resolved it. */
  session: SessionFor<E['session']>;
  /** Language of the call (`lang` query), Swedish by default. */
  locale: Locale;
  /** Editor preview: include unpublished content. */
  preview: boolean;
  /** The call's `Idempotency-Key`: always there where the contract entry requires one (`requiresIdempotencyKey`). */
  idempotencyKey: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
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
  // Staff calls carry the staff SSO token, which this server does not check yet: refuse to serve one rather than serve it open.
  if (endpoint.auth === 'staff') throw new Error(`${endpoint.method} ${endpoint.path} is a staff call; the server has no staff authentication`);
  const { checkResponses, previewToken } = app.apiSettings;
  app.route({
    method: endpoint.method,
    url: routePath(endpoint),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: async (request, reply) => {
      if (endpoint.cacheControl) reply.header('Cache-Control', endpoint.cacheControl);
      const input = parseInput(endpoint, request);
      if (!input.ok) return reply.code(400).send(input.errors);
      const session = await resolveSession(request, endpoint.session);
      if (endpoint.session === 'optional' && session) reply.header('Cache-Control', 'private, no-store');
      const result = await handler({
        params: input.params,
        query: input.query,
        body: input.body,
        session,
        locale: readLocale(request.query),
        preview: previewAllowed(request, previewToken),
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
 * Editor preview (unpublished content) needs both `X-Preview: true` and the
 * editors' token `X-Preview-Token` matching `PREVIEW_TOKEN`; without a
 * configured token there is no preview at all.
 */
function previewAllowed(request: FastifyRequest, expected: string | undefined): boolean {
  if (request.headers['x-preview'] !== 'true') return false;
  const given = request.headers['x-preview-token'];
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
