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
};

/** Turns thrown errors into the answers the client understands; never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Refusal) {
      const status = REFUSAL_STATUS[error.kind];
      if (status === 400 && error.fieldErrors) return reply.code(400).send(error.fieldErrors);
      return reply.code(status).send({ message: error.message, errors: error.fieldErrors, ...error.details });
    }
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
