/**
 * How an editor-written href is followed. Pure, so the rules are tested
 * without rendering.
 *
 * - `site`: a path of this site (`/tjanster`, `tjanster?x=1`, `#faq`), routed by Next.
 * - `external`: an absolute http(s) URL.
 * - `native`: `mailto:`, `tel:` and `sms:`, left to the browser.
 * - `app`: our app's scheme (`homeservices://booking?x=1#y`), an in-app link
 *   whose site equivalent keeps the path, query and hash (`/booking?x=1#y`).
 * - `unsupported`: anything else (`javascript:`, `data:`, another app's
 *   `fb://page`, empty).
 */
type HrefKind =
  | { kind: 'site'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'native'; href: string }
  | { kind: 'app'; href: string; sitePath: string }
  | { kind: 'unsupported'; href: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** The scheme of our own app: its links are ours, with a page of the site for the same path. */
export const APP_SCHEME = 'homeservices';
const NATIVE_SCHEMES = new Set(['mailto', 'tel', 'sms']);
const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob']);

export function classifyHref(raw: string): HrefKind {
  const href = raw.trim();
  if (href === '') return { kind: 'unsupported', href };
  // Browsers read a backslash as a slash here: `/\host` and `\\host` are `//host`, another site, as much as `//host` is.
  if (/^[/\\]{2}/.test(href)) return { kind: 'external', href: `https://${href.replace(/^[/\\]+/, '')}` };
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (!scheme) return { kind: 'site', href };
  if (scheme === 'http' || scheme === 'https') return { kind: 'external', href };
  if (NATIVE_SCHEMES.has(scheme)) return { kind: 'native', href };
  if (BLOCKED_SCHEMES.has(scheme)) return { kind: 'unsupported', href };
  if (scheme === APP_SCHEME && href.slice(scheme.length + 1).startsWith('//')) {
    // `scheme://path?query#hash` or `scheme:///path`: keep everything after the authority marker. Every
    // leading slash and backslash goes, so the site path can never become `//host` or `/\host` (another site).
    const rest = href.slice(scheme.length + 3).replace(/^[/\\]+/, '');
    return { kind: 'app', href, sitePath: `/${rest}` };
  }
  return { kind: 'unsupported', href };
}

/** `tel:` href of a phone number as written (`08-123 45 67` → `tel:081234567`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email.trim()}`;
