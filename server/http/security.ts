import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { forwardedProto, type ProxyTrust } from './proxy';

/** Whether the request reached us over https (directly, or as the trusted proxy in front says). */
export function isHttps(req: IncomingMessage, trustProxy: ProxyTrust | undefined): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return forwardedProto(req.headers, req.socket?.remoteAddress, trustProxy) === 'https';
}

export const newNonce = () => randomBytes(16).toString('base64');

interface CspOptions {
  nonce: string;
  dev: boolean;
  https: boolean;
  /** Extra sources per directive for third-party widgets that are configured. */
  extra?: Partial<Record<'script-src' | 'img-src' | 'connect-src' | 'frame-src' | 'style-src', string[]>>;
}

/**
 * CSP of server-rendered pages: scripts only with this request's nonce (and
 * what they load, via 'strict-dynamic'); nothing may frame the site.
 */
export function pageCsp({ nonce, dev, https, extra = {} }: CspOptions): string {
  const list = (base: string[], key: keyof NonNullable<CspOptions['extra']>) => [...base, ...(extra[key] ?? [])].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list([`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...(dev ? [`'unsafe-eval'`] : [])], 'script-src')}`,
    // Inline style attributes are used by React for dynamic values (progress width, slider offset).
    `style-src ${list([`'self'`, `'unsafe-inline'`], 'style-src')}`,
    `img-src ${list([`'self'`, 'data:', 'blob:'], 'img-src')}`,
    `font-src 'self' data:`,
    `connect-src ${list([`'self'`, ...(dev ? ['ws:', 'wss:'] : [])], 'connect-src')}`,
    `frame-src ${list([`'self'`], 'frame-src')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * CSP of the e-ID simulator's test app: its one script and stylesheet come
 * from this origin, it calls only this origin, and nothing may frame it.
 */
export function testAppCsp(https: boolean): string {
  return [
    `default-src 'none'`,
    `script-src 'self'`,
    `style-src 'self'`,
    `img-src 'self'`,
    `connect-src 'self'`,
    `form-action 'self'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** API answers are data, never documents: they may load and embed nothing. */
export const apiCsp = `default-src 'none'; frame-ancestors 'none'`;

/** Headers every response carries. */
export function setBaselineHeaders(res: ServerResponse, https: boolean): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser request comes from a page of another site: its `Origin`
 * is not this site (or one of the allowed origins). This site is
 * `publicOrigin` (the origin of `PUBLIC_URL`) when configured; only without
 * one is it the request's own `Host`, which the client names. A request
 * without `Origin` comes from a server or script, not a browser on another
 * site (browsers always send it cross-origin), unless the browser itself
 * says it is cross-site.
 */
export function isForeignOrigin(req: IncomingMessage, https: boolean, allowedOrigins: string[], publicOrigin?: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return req.headers['sec-fetch-site'] === 'cross-site';
  const own = publicOrigin ?? `${https ? 'https' : 'http'}://${req.headers.host ?? ''}`;
  return origin !== own && !allowedOrigins.includes(origin);
}

/**
 * Cross-site request forgery guard for `/api`: a state-changing call from
 * another site's page (`isForeignOrigin`) is refused.
 */
export function isForeignWrite(req: IncomingMessage, https: boolean, allowedOrigins: string[], publicOrigin?: string): boolean {
  return stateChanging.has(req.method ?? 'GET') && isForeignOrigin(req, https, allowedOrigins, publicOrigin);
}

/** A `Host` the site can be named by: a name or an IPv6 literal, with an optional port. */
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A request's `Host`, lower-case, when it is a host name (with a port); else undefined. */
export function hostOf(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  return host && HOST_PATTERN.test(host) ? host.toLowerCase() : undefined;
}
