import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_QUERY, HEADERS } from '../../api/contract/headers';

/** The form the site's client gives `X-UserId`: a random UUID (`api/client/userId.ts`). */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** `_v`: the first 6 characters of the build version of the page that made the call. */
const CLIENT_VERSION = /^[0-9A-Za-z]{6}$/;

/** What a call of the site's client says about where it comes from, as the server's log lines carry it. */
export interface ClientMarks {
  /** The visitor's anonymous id (`X-UserId`), also the `identity` of their analytics. */
  visitor?: string;
  /** The build of the page that made the call (`_v`). */
  clientVersion?: string;
  /** The page is of another build than this server's: a tab left open over a deployment. */
  staleClient?: true;
}

/**
 * The marks of a call: `X-UserId` when it is a UUID and `_v` when it is six
 * letters or digits; anything else a client sends there is left out of the
 * log, as a malformed `X-RequestId` is (`requestId.ts`).
 */
export function clientMarksOf(request: Pick<FastifyRequest, 'headers' | 'query'>, serverVersion: string): ClientMarks {
  const marks: ClientMarks = {};
  const visitor = request.headers[HEADERS.userId.toLowerCase()];
  if (typeof visitor === 'string' && VISITOR_ID.test(visitor)) marks.visitor = visitor.toLowerCase();
  const version = (request.query as Record<string, unknown> | undefined)?.[COMMON_QUERY.version];
  if (typeof version === 'string' && CLIENT_VERSION.test(version)) {
    marks.clientVersion = version;
    if (version !== serverVersion.slice(0, 6)) marks.staleClient = true;
  }
  return marks;
}

/**
 * Binds a call's marks to every line the server writes for it (the request,
 * its answer, its warnings), beside its request id: a visitor's calls, and
 * the calls of pages of an earlier build, are found in the log.
 */
export function bindClientMarks(serverVersion: string) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const marks = clientMarksOf(request, serverVersion);
    if (Object.keys(marks).length > 0) {
      const log = request.log.child(marks);
      request.log = log;
      reply.log = log;
    }
    done();
  };
}
