import http from 'node:http';
import { gzipSync } from 'node:zlib';
import QuickLRU from 'quick-lru';

import { SESSION_REF_COOKIE, SESSION_TOKEN_COOKIE } from '../../api/contract/sessionCookies';
import { PREVIEW_COOKIE } from '../../api/preview';
import { isBookingRoute, matchRoute, splitLocale } from '../../api/routes';
import { SHARED_PAGE_HEADER, SHARED_RENDER_HEADER } from '../../api/sharedPage';
import { normaliseSitePath, sitePathText, type SitePath } from '../../api/sitePath';
import { WEBVIEW_COOKIE } from '../../api/webview';

/** A page's answer, as the server's own render got it. */
export interface RenderedPage {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the cache keeps per address: the shared page, or that the page is not shared. */
type Entry =
  | { shared: true; revision: number; expires: number; headers: [string, string | string[]][]; parts: string[] }
  | { shared: false; revision: number; expires: number };

interface PageCacheOptions {
  /** How long a page is served from the cache before it is rendered again (the revalidation window). */
  ttlMs: number;
  /** Addresses kept at most (least recently used go first). */
  maxEntries: number;
  /** The content revision: when it moves (a publish in this process), every cached page is stale. */
  revision: () => number;
  now?: () => number;
  /** Renders `path` on `host` as a visitor without cookies would get it. */
  render: (request: { path: string; host: string; https: boolean }) => Promise<RenderedPage>;
}

/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'content-security-policy',
  SHARED_PAGE_HEADER,
]);

const NONCE = /'nonce-([^']+)'/;

/**
 * Pages whose HTML is the same for every visitor (content pages: home,
 * services, FAQ, posts), served from memory. The cache renders a page once
 * per window by asking the server for it without cookies; the page says
 * whether its HTML may be shared. Each answer gets a fresh CSP nonce written
 * into the stored HTML, so the policy stays per request. Concurrent misses
 * of one address wait for one render.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new QuickLRU<string, Entry>({ maxSize: options.maxEntries });
  const rendering = new Map<string, Promise<Entry>>();

  async function renderEntry(key: string, request: { path: string; host: string; https: boolean }): Promise<Entry> {
    const revision = options.revision();
    const expires = now() + options.ttlMs;
    const page = await options.render(request);
    const nonce = NONCE.exec(String(page.headers['content-security-policy'] ?? ''))?.[1];
    const shared = page.status === 200 && page.headers[SHARED_PAGE_HEADER] === '1' && !page.headers['set-cookie'] && nonce !== undefined;
    const entry: Entry = shared
      ? {
          shared: true,
          revision,
          expires,
          headers: Object.entries(page.headers).filter(
            (pair): pair is [string, string | string[]] => pair[1] !== undefined && !PER_ANSWER.has(pair[0]),
          ),
          parts: page.body.split(nonce),
        }
      : { shared: false, revision, expires };
    // A publish during the render: the next request renders again.
    if (options.revision() === revision) entries.set(key, entry);
    return entry;
  }

  function current(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.revision === options.revision() && entry.expires > now()) return entry;
    return undefined;
  }

  return {
    /**
     * Answers `res` from the cache when the page is shared: `csp(nonce)` is
     * the page policy for the nonce written into this answer. False when the
     * page is not shared (the caller renders it for this visitor).
     */
    async serve(
      request: { path: string; host: string; https: boolean; method: string; acceptsGzip: boolean },
      res: http.ServerResponse,
      nonce: string,
      csp: (nonce: string) => string,
    ): Promise<boolean> {
      const key = `${request.https ? 'https' : 'http'}://${request.host}${request.path}`;
      let entry = current(key);
      if (!entry) {
        let pending = rendering.get(key);
        if (!pending) {
          pending = renderEntry(key, request).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        entry = await pending;
      }
      if (!entry.shared) return false;
      const html = Buffer.from(entry.parts.join(nonce));
      const body = request.acceptsGzip ? gzipSync(html) : html;
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.setHeader('Content-Security-Policy', csp(nonce));
      res.setHeader('Vary', 'Accept-Encoding');
      if (request.acceptsGzip) res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      res.writeHead(200);
      res.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
    /** Forgets every page (tests; a publish is seen through the revision). */
    clear(): void {
      entries.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A file's address: pages' slugs have no extension. */
const FILE = /\.[A-Za-z0-9]+$/;

/** Cookies that change a content page for their visitor: an editor's preview, the app's webview. */
const PAGE_CHANGING_COOKIES = new RegExp(`(?:^|;\\s*)(?:${PREVIEW_COOKIE}|${WEBVIEW_COOKIE})=`);

/** The cookies of a customer's session: a booking page reads them on the server (a session that has ended, a subscription held). */
const SESSION_COOKIES = new RegExp(`(?:^|;\\s*)(?:${SESSION_REF_COOKIE}|${SESSION_TOKEN_COOKIE.local}|${SESSION_TOKEN_COOKIE.secure})=`);

/** The one query of a booking page that is the same for everyone who has it: the postal code checked, five digits as the site writes it. */
const SHARED_BOOKING_QUERY = /^areaCode=\d{5}$/;

/**
 * Whether this request, for the normalised `target`, may be answered with
 * the page every visitor gets: a plain GET or HEAD (not a file:
 * `/favicon.svg`, Next's own assets) from a visitor whose cookies do not
 * change the page, on the public host, of
 * - a content page without a query;
 * - a booking page without a query or with only the postal code checked
 *   (`areaCode`), for a visitor without a session: the page's server reads
 *   nothing else of theirs, and the wizard starts in the browser. With a
 *   session (an ended one, a subscription to check), a partner's campaign
 *   code or a step in the address, it is rendered for the visitor.
 * My pages and the desk are every visitor's own and need no render to find that out.
 */
export function mayShare(req: http.IncomingMessage, target: SitePath, staffHost: (host: string | undefined) => boolean): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const { path, query } = target;
  if (path.startsWith('/_next/') || path.startsWith('/__nextjs') || FILE.test(path)) return false;
  const cookies = req.headers.cookie ?? '';
  if (PAGE_CHANGING_COOKIES.test(cookies) || staffHost(req.headers.host)) return false;
  const route = matchRoute(splitLocale(path).path);
  if (route && isBookingRoute(route.name)) return (query === '' || SHARED_BOOKING_QUERY.test(query)) && !SESSION_COOKIES.test(cookies);
  return query === '' && (!route || route.name === 'home');
}

const RENDER_TIMEOUT_MS = 30_000;

/** Where this server listens: the only place its own render of a page goes. */
export interface OwnListener {
  host: string;
  port: number;
}

/**
 * The server's own GET of a page, without cookies, marked as the shared
 * render: to this server's listener (`listener()`) and nowhere else, for a
 * path that is normalised already (anything else is refused here too, so
 * the render's mark never leaves the process's own port).
 */
export function renderOverLoopback(listener: () => OwnListener | undefined, token: string, timeoutMs = RENDER_TIMEOUT_MS): PageCacheOptions['render'] {
  return ({ path, host, https }) =>
    new Promise<RenderedPage>((resolve, reject) => {
      const own = listener();
      const normalised = normaliseSitePath(path);
      if (!own || !normalised || sitePathText(normalised) !== path) {
        reject(new Error(own ? `page render refused for a path that is not normalised: ${JSON.stringify(path)}` : 'page render before the server listens'));
        return;
      }
      const request = http.get(
        {
          host: own.host,
          port: own.port,
          path,
          headers: { host, accept: 'text/html', [SHARED_RENDER_HEADER]: `${token}:${https ? 'https' : 'http'}` },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      // A render that never answers must not hold the visitor: the caller renders for them instead.
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`page render of ${path} took over ${timeoutMs} ms`)));
      request.on('error', reject);
    });
}

/**
 * Reads (and removes) the shared-render mark of a request: its protocol when
 * the mark carries this process's token, else undefined.
 */
export function takeSharedRender(req: http.IncomingMessage, token: string): { https: boolean } | undefined {
  const mark = req.headers[SHARED_RENDER_HEADER];
  delete req.headers[SHARED_RENDER_HEADER];
  if (typeof mark !== 'string') return undefined;
  const [given, protocol] = mark.split(':');
  return given === token ? { https: protocol === 'https' } : undefined;
}
