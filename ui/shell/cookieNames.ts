/** Cookies the site itself sets (spec section 9: all secure outside local http). */

/** The visitor's consent record (JSON, 180 days). */
export const CONSENT_COOKIE = 'consent';
/** The random id the consent record is stored under on the server. */
export const CONSENT_ID_COOKIE = 'consentId';
/** The news version the visitor dismissed (read by the head script and the app, so the banner never flashes; see visitorMarks). */
export const NEWS_DISMISSED_COOKIE = 'newsDismissed';
export { WEBVIEW_COOKIE } from '../../api/webview';
