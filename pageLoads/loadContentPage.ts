import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Page } from '../api/contract/content.schemas';
import { routePath, withLocalePrefix } from '../api/routes';
import { SHARED_PAGE_HEADER, SHARED_RENDER_HEADER } from '../api/sharedPage';
import { UNKNOWN_PATH_HEADER } from '../api/sitePath';
import { toLocale } from '../i18n/locales';
import { isStaffRequest } from './loadStaffPage';
import { pageSettings } from '../api/pageSettings';
import type { Locale } from '../i18n/locales';
import type { PageData } from '../api/pageData';
import { previewReader } from './preview';
import { loadShell, readWebview } from './shellData';
import type { ContentPageProps, PageError } from '../ui/page/types';
import { preloadSections } from '../ui/sections/deferredSections';

/** Error entries are shown in place of pages, never as pages of their own. */
const ERROR_SLUG = /^error(\/|$)/;

/** The error page: content entry `error/{slug}`, else `error/404` for 404/400, else `error/500`. */
export async function loadErrorPage(locale: Locale, error: PageError, data: PageData = pageSettings().data): Promise<Page | null> {
  const fallback = error.code === 404 || error.code === 400 ? 'error/404' : 'error/500';
  for (const slug of [`error/${error.slug}`, fallback]) {
    // A missing or unreadable entry: the generic one next; the view has a built-in text as last resort.
    const page = await data.entry(locale, slug, null).catch(() => null);
    if (page) return page;
  }
  return null;
}

/**
 * Loads a content page by slug (`home` for `/` and `/en`); in an editor's
 * preview (`previewReader`) with unpublished entries and drafts. A missing entry
 * first looks for a stored redirection of the public path (server-side
 * redirect with its type), then renders the `error/404` entry with status 404.
 */
export async function loadContentPage(
  ctx: GetServerSidePropsContext,
  options: { notFound?: boolean } = {},
): Promise<GetServerSidePropsResult<ContentPageProps>> {
  // The sections' code is loaded before the page renders: a section waiting for it would be streamed with an inline script the page's CSP refuses.
  await preloadSections();
  const locale = toLocale(ctx.locale);
  // A request target that is no path of this site (the server says so), or a route that is none for this visitor: the 404 page, nothing looked up by that path.
  const unknownPath = options.notFound === true || ctx.req.headers[UNKNOWN_PATH_HEADER] === '1';
  const segments = Array.isArray(ctx.params?.slug) && !unknownPath ? ctx.params.slug : [];
  // Customer service starts at the desk: the staff host's home page is the desk (visitors' home is unchanged).
  if (segments.length === 0 && !unknownPath && isStaffRequest(ctx)) return { redirect: { destination: routePath('staffDesk', locale), permanent: false } };
  const webview = readWebview(ctx);
  const reader = previewReader(ctx);
  const preview = reader !== null;
  // The page cache's render: its HTML is kept for the cache's window, so its content is read afresh.
  const sharedRender = ctx.req.headers[SHARED_RENDER_HEADER] === '1';
  const data = sharedRender ? pageSettings().freshData : pageSettings().data;
  // A preview answer is one editor's and may show unpublished content: no cache may keep it.
  if (preview) ctx.res.setHeader('Cache-Control', 'private, no-store');
  const slug = segments.length === 0 ? 'home' : segments.join('/');
  const shellPromise = loadShell(ctx, locale, webview, data);

  let page: Page | null = null;
  let error: PageError | null = null;
  if (unknownPath) {
    error = { code: 404, slug: '404', metadata: { slug: '' } };
  } else {
    try {
      // A path the contract refuses (too long, say) is as unknown as a missing one: no page.
      page = ERROR_SLUG.test(slug) ? null : await data.entry(locale, slug, reader);
      if (!page) {
        const redirection = await data.redirection(withLocalePrefix(`/${segments.join('/')}`, locale));
        if (redirection) return { redirect: { destination: redirection.path, statusCode: redirection.type } };
        error = { code: 404, slug: '404', metadata: { slug: slug.slice(0, 300) } };
      }
    } catch {
      error = { code: 500, slug: '500', metadata: { slug: slug.slice(0, 300) } };
    }
  }

  const shell = await shellPromise;
  if (error) {
    ctx.res.statusCode = error.code;
    ctx.res.setHeader('Cache-Control', 'no-store');
    const errorPage = await loadErrorPage(locale, error, data);
    return { props: { shell, page: errorPage, error, preview } };
  }
  const other = locale === 'sv' ? 'en' : 'sv';
  shell.alternatePath = page?.seo.hrefLang[other] ?? null;
  // Rendered without cookies, the page is every visitor's: per-visitor state is read in the browser.
  if (sharedRender && !preview && !webview && !shell.staffMode) ctx.res.setHeader(SHARED_PAGE_HEADER, '1');
  return { props: { shell, page, error: null, preview } };
}

/**
 * The site's own 404 page (with its shell, in the request's language) for a
 * route that is no page for this visitor: the desk off the staff host, a
 * product not sold. Next's built-in one (`notFound: true`) would load its
 * scripts without the page's CSP nonce.
 */
export function loadNotFoundPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ContentPageProps>> {
  return loadContentPage(ctx, { notFound: true });
}
