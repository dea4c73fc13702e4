import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '../../api/contract/headers';

/** The form the site's client gives `X-RequestId` and `X-UserId`: a random UUID. */
export const CLIENT_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A request's id in the server log and the audit trail (`reqId`,
 * `requestId`): the client's `X-RequestId` when it is a UUID, so a call the
 * site's client reports (its errors carry the id) is found in the server's
 * lines; otherwise one of the server's own. Nothing else a client sends gets
 * into the log as an id.
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[HEADERS.requestId.toLowerCase()];
  return typeof sent === 'string' && CLIENT_UUID.test(sent) ? sent.toLowerCase() : randomUUID();
}
