import dynamic from 'next/dynamic';
import { I18nProvider } from '@lingui/react';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Menus, Page } from '../../api/contract/content.schemas';
import type { ConsentCategories } from '../../api/contract/site';
import { useSiteI18n } from './useSiteI18n';
import { toLocale, type Locale } from '../../i18n/locales';
import type { ShellProps } from '../page/types';
import { AccountButton } from '../session/AccountButton';
import { ExpiredSessionGate } from '../session/ExpiredSessionModal/ExpiredSessionGate';
import { SiteActorProvider } from '../site/SiteActor';
import { createDirectoryBridge } from '../directory/bridge';
import { DirectoryProvider } from '../directory/DirectoryContext';
import { EditorMenuSlot, useEditorAtWork } from '../editor/EditorMenuSlot';
import { EditorPreviewProvider } from '../editor/EditorPreviewContext';
import { ApiProvider } from './ApiContext';
import { setAnalyticsAppId } from './dataLayer';
import { Analytics } from './analytics/Analytics';
import { Layout } from './Layout/Layout';
import { NewsBanner } from './NewsBanner/NewsBanner';
import { Overlays } from './Overlays';
import { Consent } from './Consent/ConsentBanner';
import { RouterAdapterProvider } from './RouterAdapter';
import { SnackbarProvider } from './Snackbar/SnackbarContext';
import { SiteProvider, type SiteContextValue } from './SiteContext';
import { CONSENT_COOKIE, parseConsentCookie } from './Consent/consentCookie';
import { NEWS_DISMISSED_COOKIE } from './cookieNames';
import { readCookie } from './cookies';
import { useBrowserValue } from './useBrowserValue';
import { HAS_CONSENT_ATTRIBUTE } from './visitorMarks';
import { allowDeveloperMode } from '../devtools/inspector/inspection';
import { isCurrentConsent } from '../../machines/shell/consent/consent.record';

// Only the staff host shows the staff bar: visitors' pages do not download it (it is still rendered on the server there).
const StaffHeader = dynamic(() => import('../staff/StaffHeader/StaffHeader').then((module) => module.StaffHeader));

/** Pages Next renders without our data configure no widget. */
const NO_THIRD_PARTY = {};
/** ...and have no menus: one value, so the memoised header and footer do not draw again for a new empty one. */
const NO_MENUS: Menus = {};

interface SiteAppProps {
  /** Absent on pages Next renders without our data (static 404, _error). */
  shell: ShellProps | undefined;
  page: Page | null;
  /** The content entry the page shows (null on other pages and error pages), for the editor's preview link. */
  entryId?: string | null;
  children: ReactNode;
}

/** Providers and the app shell around every page. */
export function SiteApp({ shell, page, entryId = null, children }: SiteAppProps) {
  const router = useRouter();
  const locale = toLocale(shell?.locale ?? router.locale);
  const webview = shell?.webview ?? router.query.webview === 'true';
  const i18n = useSiteI18n(locale);
  const [consent, setConsent] = useState<ConsentCategories | null>(null);
  const staffMode = shell?.staffMode ?? false;
  // The same function while these stay, so the header (memoised) is not drawn again when only the page changes.
  const account = useCallback(
    (className: string) => (staffMode ? <StaffHeader className={className} /> : <HeaderAccount locale={locale} entryId={entryId} className={className} />),
    [staffMode, locale, entryId],
  );
  const [contactOpen, setContactOpen] = useState(false);
  const [directory] = useState(createDirectoryBridge);
  // The visitor's answers, from their cookies: the server's HTML may be every visitor's (see visitorMarks).
  const storedConsent = useBrowserValue(shell?.consent ?? null, () => parseConsentCookie(readCookie(CONSENT_COOKIE)));
  const newsDismissed = useBrowserValue(shell?.newsDismissed ?? null, () => readCookie(NEWS_DISMISSED_COOKIE) ?? null);
  // The consent flow has started from the visitor's own record: the banner shows only if it asks.
  useEffect(() => {
    if (storedConsent.settled) document.documentElement.removeAttribute(HAS_CONSENT_ATTRIBUTE);
  }, [storedConsent.settled]);
  // Before any effect or handler of the page pushes an analytics event; the server renders none.
  if (typeof window !== 'undefined') setAnalyticsAppId(shell?.analyticsAppId ?? null);
  // Before the page's actors are made: whether a browser's developer mode counts here.
  if (typeof window !== 'undefined') allowDeveloperMode(shell?.developerMode ?? false);

  // The answer in force: a new choice of this page load, else the stored one (as the consent chart reads it).
  const consentInForce = consent ?? (storedConsent.settled && isCurrentConsent(storedConsent.value) ? storedConsent.value.categories : null);

  const openContact = useCallback(() => setContactOpen(true), []);
  const site: SiteContextValue = useMemo(
    () => ({
      locale,
      webview,
      thirdParty: shell?.thirdParty ?? NO_THIRD_PARTY,
      webConfig: shell?.webConfig ?? null,
      consent,
      openContact,
    }),
    [locale, webview, shell?.thirdParty, shell?.webConfig, consent, openContact],
  );

  return (
    <I18nProvider i18n={i18n}>
      <ApiProvider locale={locale} webview={webview} directory={directory}>
        <Analytics settled={storedConsent.settled} consent={consentInForce} appId={shell?.analyticsAppId ?? null} locale={locale} />
        <RouterAdapterProvider locale={locale}>
          <DirectoryProvider staffMode={staffMode} bridge={directory}>
          <EditorPreviewProvider>
          <SiteProvider value={site}>
            <SiteActorProvider>
              <SnackbarProvider>
                <Layout
                  locale={locale}
                  menus={shell?.menus ?? NO_MENUS}
                  webConfig={shell?.webConfig ?? null}
                  webview={webview}
                  contentOnly={page?.contentOnly ?? false}
                  fullWidth={page?.fullWidth ?? false}
                  developerMode={shell?.developerMode ?? false}
                  account={account}
                  top={<NewsBanner webConfig={shell?.webConfig ?? null} dismissedVersion={newsDismissed.value} />}
                  consent={
                    // Starts again once if the browser's record differs from the server's (a page every visitor gets).
                    <Consent key={JSON.stringify(storedConsent.value)} stored={storedConsent.value} onChange={setConsent} />
                  }
                  overlays={
                    <Overlays
                      webConfig={shell?.webConfig ?? null}
                      contactOpen={contactOpen}
                      onContactClose={() => setContactOpen(false)}
                    />
                  }
                >
                  {children}
                </Layout>
                {/* Shown in webview too, where the chrome is hidden (its buttons are, there). */}
                <ExpiredSessionGate />
              </SnackbarProvider>
            </SiteActorProvider>
          </SiteProvider>
          </EditorPreviewProvider>
          </DirectoryProvider>
        </RouterAdapterProvider>
      </ApiProvider>
    </I18nProvider>
  );
}

/** The header's account area of the site: an editor's menu when one is at work, and the customer's log-in or menu (no customer log-in beside an editor's menu). */
function HeaderAccount({ locale, entryId, className }: { locale: Locale; entryId: string | null; className?: string }) {
  const editing = useEditorAtWork();
  return (
    <>
      <EditorMenuSlot locale={locale} entryId={entryId} />
      <AccountButton locale={locale} className={className} offerLogIn={!editing} />
    </>
  );
}
