import type { onRequestHookHandler } from 'fastify';

/** `text/plain`, with or without parameters (`text/plain;charset=UTF-8`). */
const TEXT_PLAIN = /^text\/plain\s*(;|$)/i;

/**
 * Lets a route take a call sent with `navigator.sendBeacon` (a page that is
 * going away): a beacon is a POST with no headers of ours and, to go
 * without a CORS preflight, a text body (`text/plain;charset=UTF-8`). On
 * the route that uses this hook such a body is read as the JSON it holds,
 * by the same parser and contract validation as any other call (a body that
 * is no JSON is a 400). Nothing else is loosened: the same-origin check of
 * state-changing calls has run before (a beacon sends `Origin`), and the
 * route's own checks (the e-ID binding cookie, sent with `SameSite=Strict`)
 * still apply.
 */
export const acceptBeaconBody: onRequestHookHandler = (request, _reply, done) => {
  const type = request.headers['content-type'];
  if (typeof type === 'string' && TEXT_PLAIN.test(type)) request.headers['content-type'] = 'application/json';
  done();
};
