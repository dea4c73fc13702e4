import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { content } from '../../api/contract/content';
import type { Menus, Page, WebConfig } from '../../api/contract/content.schemas';
import { withLocalePrefix } from '../../api/routes';
import { toLocale, type Locale } from '../../i18n/locales';
import { createServerApi, type ServerApi } from './serverApi';
import { CONSENT_COOKIE, parseConsentCookie } from '../shell/Consent/consentCookie';
import { NEWS_DISMISSED_COOKIE } from '../shell/NewsBanner/NewsBanner';
import { publicThirdParty } from './thirdParty';
import type { ContentPageProps, PageError, ShellProps } from './types';

const isNotFound = (error: unknown) => (error as { kind?: string } | null)?.kind === 'NotFound';

/** Menus and web config every page needs; menus are skipped in webview (spec section 7). */
async function loadShell(api: ServerApi, ctx: GetServerSidePropsContext, locale: Locale, webview: boolean): Promise<ShellProps> {
  const [menus, webConfig] = await Promise.all([
    webview
      ? Promise.resolve<Menus>({})
      : api.call(content.menus, { query: { ids: 'header,footer,footerExtras' } }).catch(() => ({}) as Menus),
    api.call(content.config).catch((): WebConfig | null => null),
  ]);
  const cookies = ctx.req.cookies ?? {};
  return {
    locale,
    webview,
    menus,
    webConfig,
    thirdParty: publicThirdParty(),
    alternatePath: null,
    origin: requestOrigin(ctx),
    consent: parseConsentCookie(cookies[CONSENT_COOKIE]),
    newsDismissed: cookies[NEWS_DISMISSED_COOKIE] ?? null,
  };
}

/** The error page: content entry `error/{slug}`, else `error/404` for 404/400, else `error/500`. */
async function loadErrorPage(api: ServerApi, error: PageError): Promise<Page | null> {
  const fallback = error.code === 404 || error.code === 400 ? 'error/404' : 'error/500';
  for (const slug of [`error/${error.slug}`, fallback]) {
    try {
      return await api.call(content.entry, { query: { slug } });
    } catch {
      // Try the generic entry next; the view has a built-in text as last resort.
    }
  }
  return null;
}

function requestOrigin(ctx: GetServerSidePropsContext): string {
  const host = ctx.req.headers.host ?? 'localhost';
  const proto = (ctx.req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return `${proto}://${host}`;
}

/**
 * Loads a content page by slug (`home` for `/` and `/en`). A missing entry
 * first looks for a stored redirection of the public path (server-side
 * redirect with its type), then renders the `error/404` entry with status 404.
 */
export async function loadContentPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ContentPageProps>> {
  const locale = toLocale(ctx.locale);
  const webview = ctx.query.webview === 'true';
  const api = createServerApi({ locale, webview, preview: false });
  const segments = Array.isArray(ctx.params?.slug) ? ctx.params.slug : [];
  const slug = segments.length === 0 ? 'home' : segments.join('/');
  const shellPromise = loadShell(api, ctx, locale, webview);

  let page: Page | null = null;
  let error: PageError | null = null;
  try {
    page = await api.call(content.entry, { query: { slug } });
  } catch (cause) {
    if (isNotFound(cause)) {
      const publicPath = withLocalePrefix(`/${segments.join('/')}`, locale);
      try {
        const redirection = await api.call(content.redirection, { query: { path: publicPath } });
        return { redirect: { destination: redirection.path, statusCode: redirection.type } };
      } catch {
        // No redirection stored: a real 404.
      }
      error = { code: 404, slug: '404', metadata: { slug } };
    } else {
      error = { code: 500, slug: '500', metadata: { slug } };
    }
  }

  const shell = await shellPromise;
  if (error) {
    ctx.res.statusCode = error.code;
    ctx.res.setHeader('Cache-Control', 'no-store');
    const errorPage = await loadErrorPage(api, error);
    return { props: { shell, page: errorPage, error } };
  }
  const other = locale === 'sv' ? 'en' : 'sv';
  shell.alternatePath = page?.seo.hrefLang[other] ?? null;
  return { props: { shell, page, error: null } };
}
