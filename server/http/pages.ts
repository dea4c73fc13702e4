import type http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { HANDOFF_QUERY_PARAM } from '../../api/contract/sessionCookies';
import { SHARED_RENDER_HEADER } from '../../api/sharedPage';
import { isPageDataPath, normaliseSitePath, PAGE_DATA_HEADER, sitePathText, UNKNOWN_PATH_HEADER, withoutQueryParams } from '../../api/sitePath';
import { chosenLanguageHome } from './languageHome';
import { mayShare, takeSharedRender, type PageCache } from './pageCache';
import { hostOf, newNonce } from './security';

type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/**
 * Query parameters that carry a credential: the browser reads them from its
 * own address (and drops them there), the pages never see them, so no
 * page's HTML or serialised data can repeat them.
 */
const URL_CREDENTIALS = [HANDOFF_QUERY_PARAM] as const;

/**
 * Next's own page names, which it would answer with its built-in error
 * page (whose scripts carry no CSP nonce): no address of ours either.
 */
const NEXT_INTERNAL_PAGE = /^(?:\/en)?\/(?:404|500|_error|_app|_document)\/?$/;

/** The home page of the language a target that is no path of ours seems to be in: its 404 page is shown in that language. */
const homeOf = (target: string) => (/^\/en(?:[/?\\#]|$)/.test(target) ? '/en' : '/');

interface PageHandlerOptions {
  next: NextHandler;
  /** The content pages every visitor gets alike, when served from memory. */
  pageCache: PageCache | undefined;
  /** The page cache's own render's mark (`takeSharedRender`). */
  sharedRenderToken: string;
  /** The page policy for a nonce, on a protocol. */
  csp: (nonce: string, https: boolean) => string;
  /** With `PUBLIC_URL`, its host: a page is the same whatever Host was sent. */
  publicHost: string | undefined;
  staffHost: (host: string | undefined) => boolean;
  log: FastifyBaseLogger;
}

/**
 * Everything that is not `/api` (nor the directory, the test app, the
 * outbox): the pages. Next only ever sees a target this server normalised
 * (`normaliseSitePath`), without credentials in its query; a target that
 * does not normalise gets the site's 404 page, rendered here without any
 * lookup. A visitor who chose English last and comes to the site's address
 * goes to the English home page (`chosenLanguageHome`).
 * Shared content pages come from the page cache.
 */
export function createPageHandler(options: PageHandlerOptions) {
  const { next, pageCache, sharedRenderToken, csp, publicHost, staffHost, log } = options;

  return (req: http.IncomingMessage, res: http.ServerResponse, https: boolean): void => {
    const raw = req.url ?? '/';
    // Set below by this server alone.
    delete req.headers[UNKNOWN_PATH_HEADER];
    delete req.headers[PAGE_DATA_HEADER];
    const normalised = normaliseSitePath(raw);
    const target = normalised && !NEXT_INTERNAL_PAGE.test(normalised.path) ? withoutQueryParams(normalised, URL_CREDENTIALS) : undefined;
    if (target) {
      req.url = sitePathText(target);
      if (isPageDataPath(target.path)) req.headers[PAGE_DATA_HEADER] = '1';
    } else {
      req.url = homeOf(raw);
      req.headers[UNKNOWN_PATH_HEADER] = '1';
    }
    const sharedRender = takeSharedRender(req, sharedRenderToken);
    const home = target && !sharedRender && (req.method === 'GET' || req.method === 'HEAD') ? chosenLanguageHome(target, req.headers.cookie) : null;
    if (home !== null && !staffHost(req.headers.host)) {
      // Per visitor, by their cookie: never kept by a cache.
      res.writeHead(302, { Location: home, 'Cache-Control': 'private, no-store', Vary: 'Cookie' }).end();
      return;
    }
    const nonce = newNonce();
    // The server's own render for the page cache: as the visitor it renders for, on that protocol.
    const pageHttps = sharedRender ? sharedRender.https : https;
    const render = () => {
      if (sharedRender) req.headers[SHARED_RENDER_HEADER] = '1';
      // Read by pages/_document to stamp Next's scripts; any client-sent value is overwritten.
      req.headers['x-nonce'] = nonce;
      // The pages read the protocol from here: one value, as decided above from the trusted proxy alone.
      req.headers['x-forwarded-proto'] = pageHttps ? 'https' : 'http';
      res.setHeader('Content-Security-Policy', csp(nonce, pageHttps));
      return next(req, res);
    };
    const host = publicHost ?? hostOf(req);
    const cached =
      pageCache && target && host && !sharedRender && mayShare(req, target, staffHost)
        ? pageCache.serve(
            {
              // With its query: a booking page's postal code is part of the page.
              path: sitePathText(target),
              host,
              https,
              method: req.method ?? 'GET',
              acceptsGzip: /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')),
            },
            res,
            nonce,
            (value) => csp(value, https),
          )
        : Promise.resolve(false);
    cached
      .catch((error: unknown) => {
        // The visitor still gets the page, rendered for them.
        log.error(error);
        return false;
      })
      .then((served) => (served ? undefined : render()))
      .catch((error: unknown) => {
        log.error(error);
        if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
      });
  };
}
