import { isPreviewCookieOn, PREVIEW_COOKIE, PREVIEW_COOKIE_DAYS, PREVIEW_COOKIE_ON } from '../../api/preview';
import { readCookie, removeCookie, writeCookie } from '../shell/cookies';

/**
 * The editor's `preview` cookie as the browser writes it, like the site's
 * other cookies (`ui/shell/cookies.ts`). Not HttpOnly: the page itself turns
 * preview on and off; the server trusts it only together with the editor's
 * HttpOnly token cookie.
 */

/** Preview on for 365 days (spec §9). */
export function writePreviewCookie(): void {
  writeCookie(PREVIEW_COOKIE, PREVIEW_COOKIE_ON, { days: PREVIEW_COOKIE_DAYS });
}

export function removePreviewCookie(): void {
  removeCookie(PREVIEW_COOKIE);
}

/** Whether this browser has preview turned on. */
export function isPreviewCookieSet(): boolean {
  return isPreviewCookieOn(readCookie(PREVIEW_COOKIE));
}
