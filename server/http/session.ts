import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_DAYS } from '../../api/contract/auth';
import { HEADERS } from '../../api/contract/headers';
import type { Clock } from '../clock';
import type { AccountSession, CustomerSession } from '../domain/session';
import type { Db } from '../db';
import { sessionKeys, sessions } from '../db/schema';
import type { SessionRequirement } from '../../api/contract/endpoint';
import { HttpError } from './errors';


/** A session lasts as long as the `sessionId` cookie that holds it: one day. */
export const SESSION_TTL_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** A `choice` answer's session key must be used within five minutes, once. */
export const SESSION_KEY_TTL_MS = 5 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The person behind a login, from the e-ID. */
export interface SessionPerson {
  ssn: string;
  givenName: string;
  surname: string;
}

/** Server-side sessions and session keys, stored hashed, timed by the clock. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Starts a session for `customerId` (null: temporary) and answers its token. */
  async create(person: SessionPerson, customerId: string | null): Promise<string> {
    const now = this.clock.now();
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
    const token = newToken();
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      ssn: person.ssn,
      customerId,
      givenName: person.givenName,
      surname: person.surname,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
    });
    return token;
  }

  /** The live session of a token, if any. */
  async find(token: string | undefined): Promise<CustomerSession | undefined> {
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(this.clock.now()))))
      .limit(1);
    if (!row) return undefined;
    return {
      token,
      tokenHash,
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
  const session = await request.server.sessionStore.find(sessionIdOf(request));
  if (requirement === 'optional') return session as SessionFor<S>;
  if (!session) throw new HttpError(401, 'Session expired or unknown');
  return (requirement === 'account' ? requireAccount(session) : session) as SessionFor<S>;
}

/** The session as an account's: a temporary one (identified, not yet registered) is answered 403, never 401. */
export function requireAccount(session: CustomerSession): AccountSession {
  if (session.temporary || session.customerId === null) throw new HttpError(403, 'Registration required');
  return session as AccountSession;
}
