import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DIRECTORY_SESSION_MAX_HOURS, DIRECTORY_TOKEN_LIFETIME_SECONDS, type DirectoryUser } from '../../api/contract/directory';
import { DIRECTORY_TOKEN_COOKIE } from '../../api/contract/editor';
import type { AnyEndpoint, DirectoryRole } from '../../api/contract/endpoint';
import { DIRECTORY_ROLES } from '../../api/contract/endpoint';
import { HEADERS } from '../../api/contract/headers';
import type { Clock } from '../clock';
import type { StaffAction } from '../domain/staff/audit';
import type { Db } from '../db';
import { directoryTokens } from '../db/schema';
import { HttpError } from './errors';
import { hashToken, newToken } from './session';
import { ssnSchema } from '../../api/validators/schemas';

/** The name of the HttpOnly cookie that carries an editor's token to page loads (preview), never read by scripts. */
export const DIRECTORY_COOKIE = DIRECTORY_TOKEN_COOKIE;

/** A person signed on through the directory, as the ID token named them. */
export interface DirectoryIdentity {
  subject: string;
  username: string;
  name: string;
  email: string | null;
  roles: DirectoryRole[];
}

/** A live token's person, when it was signed on and when the token ends. */
interface DirectoryPrincipal extends DirectoryIdentity {
  signedOnAt: Date;
  expiresAt: Date;
}

/** A token just made: the secret (handed to the browser once) and its end. */
export interface IssuedDirectoryToken {
  token: string;
  expiresAt: Date;
  principal: DirectoryPrincipal;
}

const TOKEN_MS = DIRECTORY_TOKEN_LIFETIME_SECONDS * 1000;
const SESSION_MAX_MS = DIRECTORY_SESSION_MAX_HOURS * 60 * 60 * 1000;
/** A renewed token's predecessor keeps working this long, so calls already under way with it still succeed. */
export const RENEW_GRACE_MS = 60 * 1000;
/** 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Keeps only the roles this site knows, in their order. */
export const knownRoles = (roles: readonly string[]): DirectoryRole[] => DIRECTORY_ROLES.filter((role) => roles.includes(role));

export const toDirectoryUser = (principal: DirectoryPrincipal): DirectoryUser => ({
  username: principal.username,
  name: principal.name,
  email: principal.email,
  roles: principal.roles,
  expiresAt: principal.expiresAt.toISOString(),
});

/** The API tokens of people signed on through the directory: stored hashed, timed by the clock, usable from any server process. */
export class DirectoryTokenStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A new token for a person who just signed on (or, with `signedOnAt`, renewed). */
  async issue(identity: DirectoryIdentity, signedOnAt: Date = new Date(this.clock.now())): Promise<IssuedDirectoryToken> {
    const now = this.clock.now();
    const expiresAt = new Date(Math.min(now + TOKEN_MS, signedOnAt.getTime() + SESSION_MAX_MS));
    const token = newToken();
    await this.db.insert(directoryTokens).values({
      tokenHash: hashToken(token),
      subject: identity.subject,
      username: identity.username,
      name: identity.name,
      email: identity.email,
      roles: identity.roles,
      signedOnAt,
      issuedAt: new Date(now),
      expiresAt,
    });
    return { token, expiresAt, principal: { ...identity, signedOnAt, expiresAt } };
  }

  /** The live token's person, or undefined (unknown, ended, malformed). */
  async verify(token: string | undefined): Promise<DirectoryPrincipal | undefined> {
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    const [row] = await this.db
      .select()
      .from(directoryTokens)
      .where(and(eq(directoryTokens.tokenHash, hashToken(token)), gt(directoryTokens.expiresAt, new Date(this.clock.now()))));
    if (!row) return undefined;
    return {
      subject: row.subject,
      username: row.username,
      name: row.name,
      email: row.email,
      roles: knownRoles(row.roles),
      signedOnAt: row.signedOnAt,
      expiresAt: row.expiresAt,
    };
  }

  /**
   * A new token for a live one (`principal`, as `verify` answered it for the
   * call: `resolveDirectory` has just read it), the old one ending after
   * `RENEW_GRACE_MS`; undefined once the sign-on is
   * `DIRECTORY_SESSION_MAX_HOURS` old (sign on again).
   */
  async renew(token: string, principal: DirectoryPrincipal): Promise<IssuedDirectoryToken | undefined> {
    const now = this.clock.now();
    if (principal.signedOnAt.getTime() + SESSION_MAX_MS <= now + RENEW_GRACE_MS) return undefined;
    const issued = await this.issue(principal, principal.signedOnAt);
    await this.db
      .update(directoryTokens)
      .set({ expiresAt: new Date(Math.min(principal.expiresAt.getTime(), now + RENEW_GRACE_MS)) })
      .where(eq(directoryTokens.tokenHash, hashToken(token)));
    return issued;
  }

  /** Ends a token at once (sign-out). */
  async revoke(token: string): Promise<void> {
    if (!TOKEN_PATTERN.test(token)) return;
    await this.db.delete(directoryTokens).where(eq(directoryTokens.tokenHash, hashToken(token)));
  }

  /** Drops tokens that ended; called now and then. */
  async sweep(): Promise<void> {
    await this.db.delete(directoryTokens).where(lt(directoryTokens.expiresAt, new Date(this.clock.now())));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Directory API tokens, for `resolveDirectory`. */
    directoryTokens: DirectoryTokenStore;
    /** Writes one staff call to the staff audit log. */
    staffAudit: (action: StaffAction) => Promise<void>;
  }
}

/** The token of `Authorization: Bearer …`, if the request carries one. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** What a `staff` or `directory` call's handler gets: the caller, and for a staff call the customer acted for. */
export interface DirectoryCaller {
  principal: DirectoryPrincipal;
  /** The bearer token the call was made with (renewal and sign-out end it). */
  token: string;
  /** `X-Ssn`, normalised to `YYYYMMDD-XXXX`: only on `staff` calls, where it is required. */
  actingFor: string | undefined;
}

/**
 * Resolves a `staff` or `directory` call's caller: 401 without a live
 * bearer token (a customer's session is no such token), 403 without one of
 * the endpoint's roles, and on a staff call 400 on `headers.X-Ssn` when the
 * customer's personal identity number is missing or invalid.
 */
export async function resolveDirectory(request: FastifyRequest, endpoint: AnyEndpoint): Promise<DirectoryCaller | undefined> {
  if (endpoint.auth !== 'staff' && endpoint.auth !== 'directory') return undefined;
  const token = bearerOf(request);
  const principal = await request.server.directoryTokens.verify(token);
  if (!principal || !token) throw new HttpError(401, 'Sign on through the directory');
  if (endpoint.roles.length > 0 && !endpoint.roles.some((role) => principal.roles.includes(role))) {
    throw new HttpError(403, 'Not allowed for this role');
  }
  if (endpoint.auth === 'directory') return { principal, token, actingFor: undefined };
  return { principal, token, actingFor: readActingFor(request) };
}

const SSN_FIELD = `headers.${HEADERS.ssn}`;

/** The `X-Ssn` header as a normalised personal identity number (as the forms accept it), or a 400 naming the header. */
function readActingFor(request: FastifyRequest): string {
  const raw = request.headers[HEADERS.ssn.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) throw new HttpError(400, 'Bad Request', [{ field: SSN_FIELD, message: 'common.formErrors.required' }]);
  // Digits alone, as a form field keeps them, get the hyphen before the last four.
  const written = /^\d{10}$|^\d{12}$/.test(value) ? `${value.slice(0, -4)}-${value.slice(-4)}` : value;
  const parsed = ssnSchema.safeParse(written);
  if (!parsed.success) throw new HttpError(400, 'Bad Request', [{ field: SSN_FIELD, message: parsed.error.issues[0]?.message ?? 'common.formErrors.invalidSsn' }]);
  return parsed.data;
}
