import type { GetServerSidePropsContext } from 'next';
import { SESSION_REF_COOKIE, SESSION_TOKEN_COOKIE } from '../api/contract/sessionCookies';
import { pageSettings } from '../api/pageSettings';
import { PAGE_DATA_HEADER } from '../api/sitePath';
import { toLocale } from '../i18n/locales';
import { SESSION_EXPIRED_SLUG, type ContentPageProps, type PageError } from '../ui/page/types';
import { preloadSections } from '../ui/sections/deferredSections';
import { loadErrorPage } from './loadContentPage';

/** The status of the session-expired error page: the credentials the browser sent are no longer valid. */
const SESSION_EXPIRED_STATUS = 401;

/** The session token of a page request: the HttpOnly cookie, which only the page's own server reads. */
export function sessionTokenOf(ctx: GetServerSidePropsContext): string | undefined {
  const cookies = ctx.req.cookies ?? {};
  return cookies[SESSION_TOKEN_COOKIE.secure] ?? cookies[SESSION_TOKEN_COOKIE.local];
}

/**
 * Whether a page request comes with the cookies of a session that has ended
 * (idle, logged out elsewhere): the session-expired error is raised on the
 * server then (site.md §4). Only for a page the browser loads afresh: moving
 * between pages in the tab (Next's data request), the tab's session finds
 * out from its next call and shows the expired-session dialog over the
 * screen, which logging in again returns to. Not when the check itself
 * fails: the page then shows, and its calls decide.
 */
export async function sessionHasEnded(ctx: GetServerSidePropsContext): Promise<boolean> {
  if (ctx.req.headers[PAGE_DATA_HEADER] === '1') return false;
  if (!ctx.req.cookies?.[SESSION_REF_COOKIE]) return false;
  const token = sessionTokenOf(ctx);
  if (!token) return true;
  return !(await pageSettings()
    .data.sessionLive(token)
    .catch(() => true));
}

/**
 * Ends the cookies of the ended session in the same answer, as the API does
 * for a session that is gone: the token's is HttpOnly, so the page could not.
 * Each is cleared under the name and flags it was sent with (`__Host-` only
 * over https).
 */
function clearSessionCookies(ctx: GetServerSidePropsContext): void {
  const secure = ctx.req.cookies?.[SESSION_TOKEN_COOKIE.secure] !== undefined;
  const flags = `Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
  const previous = ctx.res.getHeader('Set-Cookie');
  const earlier = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  ctx.res.setHeader('Set-Cookie', [
    ...earlier,
    `${secure ? SESSION_TOKEN_COOKIE.secure : SESSION_TOKEN_COOKIE.local}=; ${flags}; HttpOnly`,
    `${SESSION_REF_COOKIE}=; ${flags}`,
  ]);
}

/**
 * The props of the session-expired error page shown in place of `props`'
 * page: the `error/session-expired` entry, and the way back to `referrer`
 * (a path of this site) once logged in again.
 */
export async function sessionExpiredProps<P extends ContentPageProps>(ctx: GetServerSidePropsContext, props: P, referrer: string): Promise<P> {
  // The entry's sections render at once: see `loadContentPage`.
  await preloadSections();
  const error: PageError = { code: SESSION_EXPIRED_STATUS, slug: SESSION_EXPIRED_SLUG, metadata: { referrer } };
  ctx.res.statusCode = error.code;
  clearSessionCookies(ctx);
  return { ...props, page: await loadErrorPage(toLocale(ctx.locale), error), error };
}
