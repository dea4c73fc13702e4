import type { FastifyReply, FastifyRequest } from 'fastify';
import { bindingIsSecure } from '../eid/binding';
import type { SecureFlag } from './sessionCookie';
import { DIRECTORY_COOKIE, type IssuedDirectoryToken } from './directoryAuth';

/**
 * An editor's token also travels as an HttpOnly cookie, so that page loads
 * (which carry no `Authorization` header) can show unpublished content in
 * preview. It lives exactly as long as the token; staff tokens get none,
 * since staff pages make only API calls.
 */
export function setDirectoryCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedDirectoryToken, flag: SecureFlag, now = Date.now()): void {
  if (!issued.principal.roles.includes('editor')) return;
  const secure = bindingIsSecure(request, flag.trustProxy);
  const maxAge = Math.max(1, Math.floor((issued.expiresAt.getTime() - now) / 1000));
  reply.setCookie(DIRECTORY_COOKIE, issued.token, { secure, sameSite: 'lax', path: '/', httpOnly: true, maxAge });
}

export function clearDirectoryCookie(request: FastifyRequest, reply: FastifyReply, flag: SecureFlag): void {
  const secure = bindingIsSecure(request, flag.trustProxy);
  reply.clearCookie(DIRECTORY_COOKIE, { secure, sameSite: 'lax', path: '/', httpOnly: true });
}
