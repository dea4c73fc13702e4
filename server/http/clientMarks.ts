import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { COMMON_QUERY, HEADERS } from '../../api/contract/headers';
import { CLIENT_UUID } from './requestId';

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

/** `_v` of a request's URL, when there is exactly one. */
function versionOf(url: string | undefined): string | null {
  const at = url?.indexOf('?') ?? -1;
  if (at < 0) return null;
  const values = new URLSearchParams(url!.slice(at + 1)).getAll(COMMON_QUERY.version);
  return values.length === 1 ? values[0] : null;
}

/**
 * The marks of a call: `X-UserId` when it is a UUID (the form the site's
 * client gives it, `api/client/userId.ts`) and `_v` when it is six letters
 * or digits; anything else a client sends there is left out of the log, as
 * a malformed `X-RequestId` is (`requestId.ts`).
 */
export function clientMarksOf(request: Pick<IncomingMessage, 'headers' | 'url'>, serverVersion: string): ClientMarks {
  const marks: ClientMarks = {};
  const visitor = request.headers[HEADERS.userId.toLowerCase()];
  if (typeof visitor === 'string' && CLIENT_UUID.test(visitor)) marks.visitor = visitor.toLowerCase();
  const version = versionOf(request.url);
  if (version !== null && CLIENT_VERSION.test(version)) {
    marks.clientVersion = version;
    if (version !== serverVersion.slice(0, 6)) marks.staleClient = true;
  }
  return marks;
}

/**
 * The factory of each request's logger (Fastify's `childLoggerFactory`):
 * the call's marks are bound beside its request id when Fastify makes the
 * request's logger, so every line written for it (the request, its answer,
 * its warnings) carries them: a visitor's calls, and the calls of pages of
 * an earlier build, are found in the log.
 */
export function clientLoggerFactory(serverVersion: string) {
  return (logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: Parameters<FastifyBaseLogger['child']>[1], rawRequest: IncomingMessage) =>
    logger.child({ ...bindings, ...clientMarksOf(rawRequest, serverVersion) }, options);
}
