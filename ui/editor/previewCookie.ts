import { isPreviewCookieOn, PREVIEW_COOKIE, PREVIEW_COOKIE_MAX_AGE_SECONDS, PREVIEW_COOKIE_ON } from '../../api/preview';
import { readCookie } from '../shell/cookies';

/**
 * The editor's `preview` cookie as the browser writes it. Not HttpOnly: the
 * page itself turns preview on and off; the server trusts it only together
 * with the editor's HttpOnly token cookie. `Secure` whenever the page is on
 * https (a Secure cookie on plain http would never be stored).
 */
function attributes(): string {
  return `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** Preview on for 365 days (spec §9). */
export function writePreviewCookie(): void {
  document.cookie = `${PREVIEW_COOKIE}=${PREVIEW_COOKIE_ON}; Max-Age=${PREVIEW_COOKIE_MAX_AGE_SECONDS}${attributes()}`;
}

export function removePreviewCookie(): void {
  document.cookie = `${PREVIEW_COOKIE}=; Max-Age=0${attributes()}`;
}

/** Whether this browser has preview turned on. */
export function isPreviewCookieSet(): boolean {
  return isPreviewCookieOn(readCookie(PREVIEW_COOKIE));
}
