import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../api/contract/endpoint';
import { Refusal, type RefusalKind } from '../domain/refusal';
import { isDataException } from './safeText';

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

/** The status of each kind of domain refusal. */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooMany: 429,
  unavailable: 503,
};

/** A domain refusal or an HTTP error as one answer: status, message, field errors and details; else null. */
function refusalOf(error: unknown): { status: number; message: string; fieldErrors?: FieldError[]; details?: object } | null {
  if (error instanceof Refusal) return { status: REFUSAL_STATUS[error.kind], message: error.message, fieldErrors: error.fieldErrors, details: error.details };
  if (error instanceof HttpError) return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  return null;
}

/** Turns thrown errors into the answers the client understands; never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const refused = refusalOf(error);
    if (refused) {
      // A 400 is always the field list the forms read.
      if (refused.status === 400) return reply.code(400).send(refused.fieldErrors ?? [{ field: '_', message: 'common.formErrors.default' }]);
      return reply.code(refused.status).send({ message: refused.message, errors: refused.fieldErrors, ...refused.details });
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
