import { siteOrigin } from '../api/siteOrigin';
import { isStaffHost } from '../api/staffHost';
import type { GetServerSidePropsContext } from 'next';
import type { PageData } from '../api/pageData';
import { pageSettings } from '../api/pageSettings';
import type { Menus, WebConfig } from '../api/contract/content.schemas';
import type { Locale } from '../i18n/locales';
import { parseConsentCookie } from '../ui/shell/Consent/consentCookie';
import { CONSENT_COOKIE, NEWS_DISMISSED_COOKIE, WEBVIEW_COOKIE } from '../ui/shell/cookieNames';
import type { ShellProps } from '../ui/page/types';

type Request = GetServerSidePropsContext['req'];

const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);

/** The site's origin for canonical and hreflang links (`siteOrigin`). */
function publicOrigin(req: Request): string {
  const { publicUrl, trustProxy } = pageSettings();
  const forwarded = trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() : '';
  const https = (req.socket as { encrypted?: boolean }).encrypted === true || forwarded === 'https';
  return siteOrigin(publicUrl, https, req.headers.host);
}

/**
 * Webview mode: `?webview=true` turns it on for the rest of the visit (the
 * app's links inside the site drop the query), `?webview=false` off.
 */
export function readWebview(ctx: GetServerSidePropsContext): boolean {
  const query = ctx.query.webview;
  if (query === 'true' || query === 'false') {
    const on = query === 'true';
    const secure = isLocalHost(ctx.req.headers.host ?? '') && !(ctx.req.socket as { encrypted?: boolean }).encrypted ? '' : '; Secure';
    ctx.res.setHeader(
      'Set-Cookie',
      on ? `${WEBVIEW_COOKIE}=true; Path=/; SameSite=Lax${secure}` : `${WEBVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`,
    );
    return on;
  }
  return ctx.req.cookies?.[WEBVIEW_COOKIE] === 'true';
}

/** Menus and web config every page needs; menus are skipped in webview (spec section 7). */
export async function loadShell(
  ctx: GetServerSidePropsContext,
  locale: Locale,
  webview: boolean,
  data: PageData = pageSettings().data,
): Promise<ShellProps> {
  const settings = pageSettings();
  // A page still renders when its menus or company details cannot be read: without them.
  const [menus, webConfig] = await Promise.all([
    webview ? Promise.resolve<Menus>({}) : data.menus(locale).catch((): Menus => ({})),
    data.webConfig(locale).catch((): WebConfig | null => null),
  ]);
  const cookies = ctx.req.cookies ?? {};
  const staffMode = isStaffHost(ctx.req.headers.host, settings.staffHost);
  return {
    locale,
    webview,
    menus,
    webConfig,
    thirdParty: settings.thirdParty,
    alternatePath: null,
    origin: publicOrigin(ctx.req),
    consent: parseConsentCookie(cookies[CONSENT_COOKIE]),
    newsDismissed: cookies[NEWS_DISMISSED_COOKIE] ?? null,
    eidSimulator: settings.eidSimulator,
    staffMode,
    analyticsAppId: staffMode ? settings.analyticsAppIds.staff : settings.analyticsAppIds.site,
    developerMode: settings.developerMode,
  };
}
