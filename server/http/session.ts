import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SESSION_IDLE_MINUTES, SESSION_LIFETIME_DAYS, SESSION_REF_PATTERN } from '../../api/contract/auth';
import { HEADERS } from '../../api/contract/headers';
import type { Clock } from '../clock';
import type { AccountSession, CustomerSession } from '../domain/session';
import type { Db } from '../db';
import { sessionHandoffs, sessionKeys, sessions } from '../db/schema';
import type { SessionRequirement } from '../../api/contract/endpoint';
import { HttpError } from './errors';
import { sessionCookieTokenOf, type SecureFlag } from './sessionCookie';


/** A session lasts at most as long as the `sessionId` cookie that holds it: one day, however busy (site.md section 9). */
export const SESSION_TTL_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** A session not used for this long has ended (the page then shows the expired-session modal). */
export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60 * 1000;
/** How often a busy session's last use is written: at most once a minute, so reads stay reads. */
const SESSION_TOUCH_MS = 60 * 1000;
/** Live sessions one person may hold; a new login ends the oldest beyond this. */
export const MAX_SESSIONS_PER_PERSON = 10;
/** A hand-off code must be exchanged within a minute, once. */
export const HANDOFF_TTL_MS = 60 * 1000;
/** A `choice` answer's session key must be used within five minutes, once. */
export const SESSION_KEY_TTL_MS = 5 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = () => randomBytes(32).toString('base64url');
/** A session's public reference: `s.` and 22 characters, never mistaken for a token. */
const newRef = () => `s.${randomBytes(16).toString('base64url')}`;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The person behind a login, from the e-ID. */
export interface SessionPerson {
  ssn: string;
  givenName: string;
  surname: string;
}

/** A session just begun: its secret token (the HttpOnly cookie, or `X-SessionId` of a client that is no browser page) and its public reference. */
export interface IssuedSession {
  token: string;
  ref: string;
}

/** What a hand-off code carries over: the session to begin in the browser that exchanges it. */
interface HandoffGrant {
  person: SessionPerson;
  customerId: string | null;
}

/** Server-side sessions, session keys and hand-off codes, stored hashed, timed by the clock. */
export class SessionStore {
  private readonly ended = new EventEmitter();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** How the session cookies are read and set (whether the request came over https). */
    readonly cookies: SecureFlag,
  ) {}

  /**
   * Starts a session for `customerId` (null: temporary). Expired and idle
   * sessions are swept; a person keeps at most `MAX_SESSIONS_PER_PERSON`,
   * the oldest ending first.
   */
  async create(person: SessionPerson, customerId: string | null): Promise<IssuedSession> {
    const now = this.clock.now();
    await this.db.delete(sessions).where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))));
    const held = await this.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.ssn, person.ssn))
      .orderBy(asc(sessions.createdAt));
    for (const old of held.slice(0, Math.max(0, held.length - MAX_SESSIONS_PER_PERSON + 1))) await this.delete(old.tokenHash);
    const issued = { token: newToken(), ref: newRef() };
    await this.db.insert(sessions).values({
      tokenHash: hashToken(issued.token),
      ref: issued.ref,
      ssn: person.ssn,
      customerId,
      givenName: person.givenName,
      surname: person.surname,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
    });
    return issued;
  }

  /** The live session of a token, if any; using it keeps it from going idle. */
  async find(token: string | undefined): Promise<CustomerSession | undefined> {
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const now = this.clock.now();
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now)), gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))),
      )
      .limit(1);
    if (!row) return undefined;
    if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      await this.db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.tokenHash, tokenHash));
    }
    return {
      token,
      tokenHash,
      ref: row.ref,
      ssn: row.ssn,
      customerId: row.customerId,
      temporary: row.customerId === null,
      givenName: row.givenName,
      surname: row.surname,
      expiresAt: row.expiresAt,
    };
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    this.ended.emit('ended', tokenHash);
  }

  /**
   * Listens, until the returned function is called, for sessions this
   * process ends (logout, an account switch, a hand-off, the oldest of too
   * many), so what is tied to a session (a socket) ends with it at once.
   * Sessions ended elsewhere, or that expire, are found by asking `liveOf`.
   */
  onEnded(listener: (tokenHash: string) => void): () => void {
    this.ended.on('ended', listener);
    return () => this.ended.off('ended', listener);
  }

  /** Which of these sessions are still live (neither ended, expired nor idle); asking does not keep them from going idle. */
  async liveOf(tokenHashes: string[]): Promise<Set<string>> {
    if (tokenHashes.length === 0) return new Set();
    const now = this.clock.now();
    const rows = await this.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, new Date(now)), gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))),
      );
    return new Set(rows.map((row) => row.tokenHash));
  }

  /** Makes a temporary session a normal one after registration. */
  async attachCustomer(tokenHash: string, customerId: string): Promise<void> {
    await this.db.update(sessions).set({ customerId }).where(eq(sessions.tokenHash, tokenHash));
  }

  /** A single-use key for choosing among several accounts. */
  async createKey(person: SessionPerson): Promise<string> {
    const now = this.clock.now();
    await this.db.delete(sessionKeys).where(lt(sessionKeys.expiresAt, new Date(now)));
    const key = newToken();
    await this.db.insert(sessionKeys).values({
      keyHash: hashToken(key),
      ssn: person.ssn,
      givenName: person.givenName,
      surname: person.surname,
      expiresAt: new Date(now + SESSION_KEY_TTL_MS),
    });
    return key;
  }

  /** The person of a live, unused key (without using it). */
  async peekKey(key: string): Promise<SessionPerson | undefined> {
    if (!TOKEN_PATTERN.test(key)) return undefined;
    const [row] = await this.db
      .select()
      .from(sessionKeys)
      .where(and(eq(sessionKeys.keyHash, hashToken(key)), isNull(sessionKeys.usedAt), gt(sessionKeys.expiresAt, new Date(this.clock.now()))))
      .limit(1);
    return row ? { ssn: row.ssn, givenName: row.givenName, surname: row.surname } : undefined;
  }

  /** Uses a key; only one caller ever gets the person back. */
  async consumeKey(key: string): Promise<SessionPerson | undefined> {
    if (!TOKEN_PATTERN.test(key)) return undefined;
    const now = new Date(this.clock.now());
    const [row] = await this.db
      .update(sessionKeys)
      .set({ usedAt: now })
      .where(and(eq(sessionKeys.keyHash, hashToken(key)), isNull(sessionKeys.usedAt), gt(sessionKeys.expiresAt, now)))
      .returning();
    return row ? { ssn: row.ssn, givenName: row.givenName, surname: row.surname } : undefined;
  }
  /**
   * A one-time code handing `session` over to another browser, and the
   * binding secret that browser must hold (as the `handoff` cookie) to use it.
   */
  async createHandoff(session: CustomerSession): Promise<{ code: string; binding: string; expiresAt: Date }> {
    const now = this.clock.now();
    await this.db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, new Date(now)));
    const code = newToken();
    const binding = newToken();
    const expiresAt = new Date(now + HANDOFF_TTL_MS);
    await this.db.insert(sessionHandoffs).values({
      codeHash: hashToken(code),
      bindingHash: hashToken(binding),
      ssn: session.ssn,
      customerId: session.customerId,
      givenName: session.givenName,
      surname: session.surname,
      expiresAt,
    });
    return { code, binding, expiresAt };
  }

  /** Uses a live, unused hand-off code with its binding secret; only one caller ever gets the grant. */
  async consumeHandoff(code: string, binding: string | undefined): Promise<HandoffGrant | undefined> {
    if (!TOKEN_PATTERN.test(code) || !binding || !TOKEN_PATTERN.test(binding)) return undefined;
    const now = new Date(this.clock.now());
    const [row] = await this.db
      .update(sessionHandoffs)
      .set({ usedAt: now })
      .where(
        and(
          eq(sessionHandoffs.codeHash, hashToken(code)),
          eq(sessionHandoffs.bindingHash, hashToken(binding)),
          isNull(sessionHandoffs.usedAt),
          gt(sessionHandoffs.expiresAt, now),
        ),
      )
      .returning();
    return row ? { person: { ssn: row.ssn, givenName: row.givenName, surname: row.surname }, customerId: row.customerId } : undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Customer sessions, for `resolveSession`. */
    sessionStore: SessionStore;
  }
}

/** The session id a request carries in `X-SessionId`. */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADERS.sessionId.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The live session a request acts with. `X-SessionId` holding a token (a
 * client that is no browser page, or the site's own server) is that
 * session. Holding a reference (a browser page) it names the session of the
 * HttpOnly cookie, and counts only when it names that one: the page acts
 * with the session it believes it has, and a cross-site request (which can
 * send the cookie but not the header) acts with none.
 */
function sessionOfRequest(request: FastifyRequest): Promise<CustomerSession | undefined> {
  return sessionOf(request.server.sessionStore, request.raw, sessionIdOf(request));
}

/**
 * The live session that `sent` (an API call's `X-SessionId`, the socket
 * handshake's `x-session`) names on the bare Node request `req`: a token is
 * that session; a reference counts only when it names the session of the
 * HttpOnly cookie `req` carries. One rule for every way in.
 */
export async function sessionOf(store: SessionStore, req: IncomingMessage, sent: string | undefined): Promise<CustomerSession | undefined> {
  if (!sent) return undefined;
  if (!SESSION_REF_PATTERN.test(sent)) return store.find(sent);
  const session = await store.find(sessionCookieTokenOf(req, store.cookies));
  return session?.ref === sent ? session : undefined;
}

/** The session a handler gets for each requirement of the contract. */
export type SessionFor<S extends SessionRequirement> = S extends 'account'
  ? AccountSession
  : S extends 'identified'
    ? CustomerSession
    : S extends 'optional'
      ? CustomerSession | undefined
      : undefined;

/**
 * The customer session of a request (`X-SessionId`) as the endpoint's
 * requirement asks. For `account` and `identified` there is a 401 when there
 * is none, it is unknown or it expired: the client's session machine reads
 * the 401 as "session over". A temporary session (a new customer who has not
 * registered) passes only `identified`; an `account` call answers it 403, so
 * it never looks like an expired session. `optional` treats an unknown
 * session as none.
 */
export async function resolveSession<S extends SessionRequirement>(request: FastifyRequest, requirement: S): Promise<SessionFor<S>> {
  if (requirement === 'none') return undefined as SessionFor<S>;
  const session = await sessionOfRequest(request);
  if (requirement === 'optional') return session as SessionFor<S>;
  if (!session) throw new HttpError(401, 'Session expired or unknown');
  return (requirement === 'account' ? requireAccount(session) : session) as SessionFor<S>;
}

/** The session as an account's: a temporary one (identified, not yet registered) is answered 403, never 401. */
export function requireAccount(session: CustomerSession): AccountSession {
  if (session.temporary || session.customerId === null) throw new HttpError(403, 'Registration required');
  return session as AccountSession;
}
