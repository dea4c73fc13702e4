import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { matchRoute, routePath, withLocalePrefix } from '../api/routes';
import { toLocale } from '../i18n/locales';
import { SESSION_COOKIE_NAME } from '../machines/session/constants';
import { sessionExpiredProps, sessionHasEnded } from './sessionExpired';
import { loadShell, readWebview } from './shellData';
import type { ContentPageProps } from '../ui/page/types';

/** A page of the site's own (log-in, customer pages): the shell around a view, no content entry. */
export async function loadAppPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ContentPageProps>> {
  const locale = toLocale(ctx.locale);
  const webview = readWebview(ctx);
  const shell = await loadShell(ctx, locale, webview);
  // Pages that show a customer's own data are never cached anywhere.
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return { props: { shell, page: null, error: null } };
}

/**
 * A customer page: without a session cookie the visitor goes straight to the
 * log-in page, which returns here after login (`referrer`). A page loaded
 * with the cookies of a session that has ended is the session-expired error
 * page, whose "log in" returns here as well.
 */
export async function loadCustomerPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ContentPageProps>> {
  const locale = toLocale(ctx.locale);
  const path = ctx.resolvedUrl.split('?')[0] ?? '/';
  const route = matchRoute(path);
  const here = route ? routePath(route.name, locale, route.params) : withLocalePrefix(path, locale);
  if (!ctx.req.cookies?.[SESSION_COOKIE_NAME]) {
    return { redirect: { destination: `${routePath('myPages', locale)}?referrer=${encodeURIComponent(here)}`, permanent: false } };
  }
  const [page, ended] = await Promise.all([loadAppPage(ctx), sessionHasEnded(ctx)]);
  if (!ended || !('props' in page)) return page;
  return { props: await sessionExpiredProps(ctx, await page.props, here) };
}
