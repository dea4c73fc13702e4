/**
 * The editor's preview mode, as both sides read it: the browser writes the
 * cookie when an editor turns preview on and removes it when they turn it
 * off; the server reads it on page loads (with the editor's directory token)
 * to render unpublished content. A visitor who sets it gets published content.
 */

/** Name of the preview cookie (spec section 9). */
export const PREVIEW_COOKIE = 'preview';
/** Its value while preview is on; any other value (or none) is off. */
export const PREVIEW_COOKIE_ON = 'true';
/** Lifetime of the preview cookie (spec section 9: 365 days). */
export const PREVIEW_COOKIE_DAYS = 365;

/** Whether a preview cookie's value (undefined: no cookie) turns preview on. */
export function isPreviewCookieOn(value: string | undefined): boolean {
  return value === PREVIEW_COOKIE_ON;
}
