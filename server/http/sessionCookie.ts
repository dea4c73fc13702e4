import type { IncomingMessage } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_TRANSPORT, SESSION_LIFETIME_DAYS, SESSION_REF_COOKIE, SESSION_TOKEN_COOKIE } from '../../api/contract/auth';
import { HEADERS } from '../../api/contract/headers';
import { bindingIsSecure, requestIsSecure } from '../eid/binding';
import type { IssuedSession } from './session';

/**
 * The customer session in a browser (OWASP ASVS 3): the server alone sets
 * it, as two cookies that live and die together.
 * - The secret token, `HttpOnly` so page JavaScript never reads it,
 *   `SameSite=Lax`, and over https `Secure` with the `__Host-` prefix (this
 *   host only, path `/`).
 * - The session's public reference, `sessionId` (site.md section 9), which
 *   the page reads to know it has a session and sends back as `X-SessionId`.
 *   A call counts only when the reference names the cookie's session, so a
 *   cross-site request (which cannot add the header) never acts with it.
 */

/** The cookies last as long as a session can (the server ends an idle one sooner). */
const MAX_AGE_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;

export interface SecureFlag {
  /** As `TRUST_PROXY` configures: whether `X-Forwarded-Proto` may say the request came over https. */
  trustProxy: Parameters<typeof bindingIsSecure>[1];
}

const tokenCookieName = (secure: boolean) => (secure ? SESSION_TOKEN_COOKIE.secure : SESSION_TOKEN_COOKIE.local);

/** The session token of the request's HttpOnly cookie, if any. */
export function sessionCookieToken(request: FastifyRequest, flag: SecureFlag): string | undefined {
  return sessionCookieTokenOf(request.raw, flag);
}

/**
 * The session token of the HttpOnly cookie a bare Node request carries (an
 * API call's, or the socket server's handshake), if any.
 */
export function sessionCookieTokenOf(req: IncomingMessage, { trustProxy }: SecureFlag): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return fastifyCookie.parse(header)[tokenCookieName(requestIsSecure(req, trustProxy))] || undefined;
}

/** Whether the caller is a browser page that keeps its session in the cookies (`X-Session-Transport: cookie`). */
function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers[HEADERS.sessionTransport.toLowerCase()] === COOKIE_TRANSPORT;
}

/**
 * Sets the session cookies of a session just begun, and answers what the
 * body may carry: the reference for a browser page, the token for any other
 * client (it sends the token as `X-SessionId` itself).
 */
export function issueSessionCookies(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, flag: SecureFlag): string {
  const secure = bindingIsSecure(request, flag.trustProxy);
  const common = { secure, sameSite: 'lax' as const, path: '/', maxAge: MAX_AGE_SECONDS };
  reply.setCookie(tokenCookieName(secure), session.token, { ...common, httpOnly: true });
  reply.setCookie(SESSION_REF_COOKIE, session.ref, common);
  return wantsCookieSession(request) ? session.ref : session.token;
}

/** Ends the session cookies (logout, an account switch's old session, a session that is gone). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, flag: SecureFlag): void {
  const secure = bindingIsSecure(request, flag.trustProxy);
  reply.clearCookie(tokenCookieName(secure), { secure, sameSite: 'lax', path: '/', httpOnly: true });
  reply.clearCookie(SESSION_REF_COOKIE, { secure, sameSite: 'lax', path: '/' });
}
