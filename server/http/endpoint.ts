import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { findUnsafeText, isDataException } from './safeText';
import { toFieldErrors, type AnyEndpoint, type FieldError } from '../../api/contract/endpoint';
import type { Locale } from '../../api/contract/content.schemas';

/** What a handler gets: parsed input plus the request context. */
export interface HandlerInput<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** Language of the call (`lang` query), Swedish by default. */
  locale: Locale;
  /** Editor preview: include unpublished content. */
  preview: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A domain error that maps to an HTTP answer with a body the client reads. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not Found') => new HttpError(404, what);
export const badRequest = (fieldErrors: FieldError[]) => new HttpError(400, 'Bad Request', fieldErrors);
export const conflict = (message: string, fieldErrors?: FieldError[]) => new HttpError(409, message, fieldErrors);

/** Fastify route path from a contract path: `/v1/x/:id` under `/api`. */
const routePath = (endpoint: AnyEndpoint) => `/api${endpoint.path}`;

function readLocale(query: unknown): Locale {
  const lang = (query as Record<string, unknown> | undefined)?.lang;
  return lang === 'en' ? 'en' : 'sv';
}

/**
 * Registers a handler for a contract endpoint. Params, query and body are
 * validated with the contract's schemas (400 with `[{ field, message }]` on
 * failure); in development the answer is checked against the response schema
 * too, so a drifting handler fails loudly in tests rather than in the browser.
 */
export function handle<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']>> | z.input<E['response']>,
  options: {
    checkResponse?: boolean;
    /** Hooks run before the body is read, e.g. a rate limiter shared by several routes. */
    onRequest?: onRequestHookHandler | onRequestHookHandler[];
  } = {},
): void {
  const checkResponse = options.checkResponse ?? process.env.NODE_ENV !== 'production';
  app.route({
    method: endpoint.method,
    url: routePath(endpoint),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: async (request, reply) => {
      const errors: FieldError[] = [];
      for (const [prefix, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
        const at = findUnsafeText(value);
        if (at) errors.push({ field: `${prefix}.${at}`, message: 'common.formErrors.default' });
      }
      if (errors.length > 0) return reply.code(400).send(errors);
      const parse = <S extends z.ZodType>(schema: S, value: unknown, prefix: string) => {
        const result = schema.safeParse(value);
        if (!result.success) errors.push(...toFieldErrors(result.error, prefix));
        return result.success ? result.data : undefined;
      };
      const params = parse(endpoint.params, request.params ?? {}, 'params');
      const query = parse(endpoint.query, request.query ?? {}, 'query');
      const body = parse(endpoint.body, endpoint.method === 'GET' ? undefined : (request.body ?? undefined), 'body');
      if (errors.length > 0) {
        return reply.code(400).send(errors);
      }
      const result = await handler({
        params,
        query,
        body,
        locale: readLocale(request.query),
        preview: previewAllowed(request),
        request,
        reply,
      } as HandlerInput<E>);
      if (reply.sent) return reply;
      if (checkResponse) {
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
function previewAllowed(request: FastifyRequest): boolean {
  if (request.headers['x-preview'] !== 'true') return false;
  const expected = process.env.PREVIEW_TOKEN;
  const given = request.headers['x-preview-token'];
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Turns thrown errors into the answers the client understands; never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status === 400 && error.fieldErrors) return reply.code(400).send(error.fieldErrors);
      return reply.code(error.status).send({ message: error.message, errors: error.fieldErrors });
    }
    const status = (error as { statusCode?: number }).statusCode;
    // Fastify's own client errors (malformed JSON, body too large, wrong content type).
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send([{ field: 'body', message: (error as Error).message }]);
    }
    // A value the database refuses (a date out of its range, say) is the caller's mistake.
    if (isDataException(error)) return reply.code(400).send([{ field: '_', message: 'common.formErrors.default' }]);
    request.log.error(error);
    return reply.code(500).send({ message: 'Unhandled server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: 'Not Found' });
  });
}
