/**
 * Paths of this site, as the server takes them from a request target and as
 * it accepts a return path (`?redirect=`). Every address the server builds
 * (the page cache's render, a redirect back into the site) is its own
 * origin plus a path this function made, never the text a request named:
 * `//other.host/x`, `/\other.host`, an absolute-form target
 * (`http://other.host/x`) and `/a/%2F%2Fother.host` do not normalise at all.
 */

/** A normalised site path and its query (without `?`; `''` when there is none). */
export interface SitePath {
  path: string;
  query: string;
}

/** The longest request target or return path taken. */
const SITE_PATH_MAX_LENGTH = 4096;

/**
 * Characters a path segment keeps as they are: RFC 3986 `pchar` without
 * `%`, and `[`, `]`, `|`, `^`, which browsers send unescaped in a path (the
 * development server's chunk names have brackets). Every other character
 * is percent-encoded in the normalised path.
 */
const SEGMENT_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@[\]|^]$/;
/** What the raw path may hold at all: those, `%` and `/`. No `\`, no space or control, no raw non-ASCII. */
const RAW_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@[\]|^%/]*$/;
/** What a raw query may hold: visible ASCII without `#` (browsers send `{`, `|`, `'` … unencoded). */
const RAW_QUERY = /^[\x21\x22\x24-\x7e]*$/;
/** What a decoded segment may not hold: a separator in disguise or a control character. */
const FORBIDDEN_DECODED = /[/\\\u0000-\u001f\u007f-\u009f]/;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const toUtf8 = new TextEncoder();

/** A segment's text with its escapes decoded, or undefined for a malformed escape or bytes that are no UTF-8. */
function decodeSegment(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  const bytes: number[] = [];
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index]!;
    if (char !== '%') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const hex = raw.slice(index + 1, index + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
    bytes.push(parseInt(hex, 16));
    index += 2;
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/** A decoded segment written back with only the characters that need it escaped, in upper-case hex. */
function encodeSegment(text: string): string {
  let out = '';
  for (const char of text) {
    if (SEGMENT_CHARS.test(char)) out += char;
    else for (const byte of toUtf8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The normalised form of a request target or return path (`/a/b?x=1`), or
 * undefined when it is not a path of this site:
 * - exactly one leading `/`, then segments that are not empty (a trailing
 *   `/` aside), not `.` or `..`, with no `\` and no space or control
 *   character, raw or percent-encoded, and no encoded `/`;
 * - escapes well formed and UTF-8; in the answer, only the characters that
 *   need it stay escaped (`/%65n` is `/en`), so one page has one path;
 * - a query of visible characters (kept as it came: the page reads it);
 * - no scheme, host or fragment: `//host`, `http://host/`, `/#x` are refused.
 */
export function normaliseSitePath(target: string): SitePath | undefined {
  if (typeof target !== 'string' || target.length > SITE_PATH_MAX_LENGTH || !target.startsWith('/')) return undefined;
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  if (!RAW_PATH.test(rawPath) || !RAW_QUERY.test(query)) return undefined;
  const segments = rawPath.slice(1).split('/');
  const normalised: string[] = [];
  for (const [index, raw] of segments.entries()) {
    const last = index === segments.length - 1;
    // `//` anywhere would let the path name a host (`//host`, `/en//host` once a prefix is cut).
    if (raw === '' && !last) return undefined;
    const text = decodeSegment(raw);
    if (text === undefined || text === '.' || text === '..' || FORBIDDEN_DECODED.test(text)) return undefined;
    normalised.push(encodeSegment(text));
  }
  return { path: `/${normalised.join('/')}`, query };
}

/** A normalised path with its query, as a request target. */
export function sitePathText({ path, query }: SitePath): string {
  return query === '' ? path : `${path}?${query}`;
}

/** The query without the parameters named (by exact name, encoded or not), the rest in order as it came. */
export function withoutQueryParams(target: SitePath, names: readonly string[]): SitePath {
  if (target.query === '') return target;
  const kept = target.query.split('&').filter((pair) => {
    const rawName = pair.split('=', 1)[0] ?? '';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed name is no name we drop.
    }
    return !names.includes(name);
  });
  return { path: target.path, query: kept.join('&') };
}

/**
 * Marks a page request whose target did not normalise: the server sets it
 * (a client's value never gets through) on the request it hands to the
 * pages, which answer the site's 404 page without looking anything up.
 */
export const UNKNOWN_PATH_HEADER = 'x-unknown-path';

/**
 * Marks a page request that is Next's data request (`/_next/data/…`: a move
 * between pages within a tab) rather than a page the browser loads afresh:
 * the server sets it (a client's value never gets through) on the request it
 * hands to the pages.
 */
export const PAGE_DATA_HEADER = 'x-page-data';

/** Where Next's data requests go. */
const PAGE_DATA_PATH = /^\/_next\/data\//;

/** Whether a normalised target is Next's data request for a page. */
export const isPageDataPath = (path: string): boolean => PAGE_DATA_PATH.test(path);

/** A fragment as a return path may end with: visible ASCII. */
const FRAGMENT = /^#[\x21-\x7e]*$/;

/**
 * A path of this site to send a browser back to (`?redirect=` of the staff
 * sign-on and the e-ID test app), normalised, with its query and fragment;
 * undefined for anything that is not one (no open redirects: `//host`,
 * `/\host`, `/.//host`, a tab or newline a browser would drop).
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const hashAt = value.indexOf('#');
  const fragment = hashAt === -1 ? '' : value.slice(hashAt);
  if (fragment !== '' && !FRAGMENT.test(fragment)) return undefined;
  const target = normaliseSitePath(hashAt === -1 ? value : value.slice(0, hashAt));
  return target ? `${sitePathText(target)}${fragment}` : undefined;
}

/** Whether `value` is a return path already in its normalised form. */
export const isSitePath = (value: string): boolean => returnPath(value) === value;
