import type { IncomingMessage } from 'node:http';
import type { Locale } from '../../api/contract/content.schemas';
import { realtimeAuthSchema, type RealtimeRefusalReason } from '../../api/contract/realtime';
import type { Db } from '../db';
import { accountStanding } from '../domain/customers';
import { sessionOf, type SessionStore } from '../http/session';

/** Who a socket serves: the main account of a live session, in the reader's language. */
export interface SocketIdentity {
  customerId: string;
  /** The session's hash, to end the socket with the session. */
  tokenHash: string;
  locale: Locale;
}

type HandshakeOutcome = { ok: true; identity: SocketIdentity } | { ok: false; reason: RealtimeRefusalReason };

/**
 * Decides a socket handshake from its `auth` (`x-lang`, `x-session`) and
 * the HTTP request that carried it. The session is resolved as for an API
 * call (`sessionOf`): a session reference counts only with the HttpOnly
 * cookie the request carries, a token alone. Only a session acting as its
 * person's main account is served (spec site.md section 4).
 */
export async function decideHandshake(db: Db, sessions: SessionStore, req: IncomingMessage, auth: unknown): Promise<HandshakeOutcome> {
  const parsed = realtimeAuthSchema.safeParse(auth);
  if (!parsed.success) return { ok: false, reason: 'unauthorized' };
  const session = await sessionOf(sessions, req, parsed.data['x-session']);
  if (!session || session.temporary || session.customerId === null) return { ok: false, reason: 'unauthorized' };
  const standing = await accountStanding(db, { ssn: session.ssn, customerId: session.customerId });
  if (standing === 'none') return { ok: false, reason: 'unauthorized' };
  if (standing === 'other') return { ok: false, reason: 'subAccount' };
  return { ok: true, identity: { customerId: session.customerId, tokenHash: session.tokenHash, locale: parsed.data['x-lang'] } };
}
