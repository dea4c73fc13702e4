import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProxyTrust } from '../http/proxy';
import { isHttps } from '../http/security';

/**
 * Binds an e-ID order to the browser that started it. The login answer sets
 * an HttpOnly, SameSite=Strict cookie holding a random secret (reused while
 * the browser still has it, so two tabs can log in at once); the order row
 * keeps only the secret's SHA-256. Status, cancel and QR calls compare the
 * hashes: another browser, even one that learned the order reference, gets
 * a 403. The secret also keys the sealing of the order's final answer, so a
 * copy of the database alone does not reveal the session it gave.
 */

/** Over https: the `__Host-` prefix pins the cookie to this host and path `/`. */
const BINDING_COOKIE_SECURE = '__Host-eid-binding';
/** Over plain http on localhost, where a Secure cookie may not be stored. */
const BINDING_COOKIE_LOCAL = 'eid-binding';
/** Long enough for an order (3 minutes) and a few more in the same browser. */
const BINDING_MAX_AGE_SECONDS = 15 * 60;

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Secure (and `__Host-`) unless the request is plain http to localhost. */
export function bindingIsSecure(request: FastifyRequest, trustProxy: ProxyTrust | undefined): boolean {
  return requestIsSecure(request.raw, trustProxy);
}

const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();

/**
 * The host name a request names, as Fastify's `request.hostname` reads it:
 * `X-Forwarded-Host` (its last entry) when the peer is a trusted proxy, else
 * `Host`, without the port.
 */
function hostnameOf(req: IncomingMessage, trustProxy: ProxyTrust | undefined): string {
  const forwarded = req.headers['x-forwarded-host'];
  const peer = req.socket?.remoteAddress;
  const host =
    typeof forwarded === 'string' && forwarded && trustProxy && peer !== undefined && trustProxy.trusts(peer, 0) ? lastEntry(forwarded) : (req.headers.host ?? '');
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;
}

/**
 * Whether cookies set for this request are `Secure` (and `__Host-`): always
 * but for plain http to localhost. Works on the bare Node request, so the
 * socket server's handshake reads the same cookie an API call does.
 */
export function requestIsSecure(req: IncomingMessage, trustProxy: ProxyTrust | undefined): boolean {
  if (isHttps(req, trustProxy)) return true;
  const host = hostnameOf(req, trustProxy).toLowerCase();
  return !(LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
}

const cookieName = (secure: boolean) => (secure ? BINDING_COOKIE_SECURE : BINDING_COOKIE_LOCAL);

/** The binding secret the browser sent, if it is well formed. */
export function readBinding(request: FastifyRequest, trustProxy: ProxyTrust | undefined): string | undefined {
  const value = request.cookies?.[cookieName(bindingIsSecure(request, trustProxy))];
  return value && SECRET_PATTERN.test(value) ? value : undefined;
}

/** Sets (or refreshes) the binding cookie on a login answer and answers its secret. */
export function issueBinding(request: FastifyRequest, reply: FastifyReply, trustProxy: ProxyTrust | undefined): string {
  const secure = bindingIsSecure(request, trustProxy);
  const secret = readBinding(request, trustProxy) ?? randomBytes(32).toString('base64url');
  reply.setCookie(cookieName(secure), secret, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: BINDING_MAX_AGE_SECONDS,
  });
  return secret;
}

export const bindingHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether `secret` is the one whose hash the order keeps (constant time). */
export function bindingMatches(secret: string | undefined, hash: string): boolean {
  if (!secret) return false;
  const given = Buffer.from(bindingHash(secret), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const keyOf = (secret: string, orderRef: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(secret), Buffer.from(orderRef), Buffer.from('eid-login-outcome'), 32));

/** Seals a JSON value with AES-256-GCM under a key derived from the binding secret and the order. */
export function sealOutcome(secret: string, orderRef: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, orderRef), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Opens what `sealOutcome` sealed; `undefined` when the secret does not fit. */
export function openOutcome(secret: string, orderRef: string, sealed: string): unknown {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, orderRef), iv!);
    decipher.setAuthTag(tag!);
    return JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}
