/** The customer session's lifetime and cookies, with no schema library behind them (the browser's first load reads them). */

/** A customer session (and the `sessionId` cookie naming it) lasts one day at most (site.md section 9). */
export const SESSION_LIFETIME_DAYS = 1;
/** A customer session not used for this many minutes has ended. */
export const SESSION_IDLE_MINUTES = 30;
/**
 * A session's public reference, as a browser page knows its session: the
 * `sessionId` cookie (readable by the page, site.md section 9) and the
 * `X-SessionId` the page sends. It proves nothing alone: the secret travels
 * in an HttpOnly cookie the server sets, and a call counts only when both
 * name the same session.
 */
export const SESSION_REF_PATTERN = /^s\.[A-Za-z0-9_-]{22}$/;
/**
 * The HttpOnly cookie holding the session token: over https with the
 * `__Host-` prefix (this host only, `Secure`, path `/`); over plain http on
 * localhost without, where a `Secure` cookie may not be stored.
 */
export const SESSION_TOKEN_COOKIE = { secure: '__Host-session', local: 'session' } as const;
/** The readable cookie holding the session's reference (site.md section 9 "sessionId 1 day"). */
export const SESSION_REF_COOKIE = 'sessionId';
/**
 * The cookie an app sets in its webview before opening a hand-off link: the
 * binding secret `auth.handoff` answered with the code. Without it the code
 * is refused, so a code cannot be used in anyone else's browser.
 */
export const HANDOFF_BINDING_COOKIE = 'handoff';
/**
 * The query parameter of a hand-off link (`?sessionToken=<code>`, site.md
 * section 2): the page reads it from the browser's address; the server
 * never hands it to a page's render.
 */
export const HANDOFF_QUERY_PARAM = 'sessionToken';
/** The value of `X-Session-Transport` with which a browser page asks for the HttpOnly session cookie instead of the token in answers. */
export const COOKIE_TRANSPORT = 'cookie';
