import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Menus, WebConfig } from '../../../api/contract/content.schemas';
import type { Locale } from '../../../i18n/locales';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import styles from './Layout.module.css';

export const MAIN_ID = 'main-content';

/** A site without a header menu: one value, so the memoised header does not draw again for a new empty list. */
const NO_MENU: NonNullable<Menus['header']> = [];

interface LayoutProps {
  locale: Locale;
  menus: Menus;
  webConfig: WebConfig | null;
  /** Webview (the mobile app) hides all chrome. */
  webview: boolean;
  /** The page hides header and footer. */
  contentOnly: boolean;
  fullWidth: boolean;
  /** The header's account button. */
  account?: (className: string) => ReactNode;
  /** Site-wide notice shown above the header (the news banner). */
  top?: ReactNode;
  /** The cookie consent: first after the skip link, so the keyboard reaches it before the page (it floats over the page's bottom). */
  consent?: ReactNode;
  /** Notices and modals that sit above the page. */
  overlays?: ReactNode;
  /** Developer mode may be turned on (the footer's spot). */
  developerMode?: boolean;
  children: ReactNode;
}

/** The app shell of every page (spec section 2). */
export function Layout({ locale, menus, webConfig, webview, contentOnly, fullWidth, account, top, consent, overlays, developerMode, children }: LayoutProps) {
  const chrome = !webview && !contentOnly;
  return (
    <div className={styles.shell} data-webview={webview}>
      {!webview && (
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          <Trans id="shell.skipToMain">Skip to main content</Trans>
        </a>
      )}
      {!webview && consent}
      {!webview && top}
      {chrome && <Header menu={menus.header ?? NO_MENU} locale={locale} brand={webConfig?.company.name ?? ''} account={account} />}
      <main id={MAIN_ID} tabIndex={-1} className={fullWidth ? styles.mainFull : styles.main}>
        {children}
      </main>
      {chrome && <Footer menus={menus} company={webConfig?.company} locale={locale} developerMode={developerMode} />}
      {!webview && overlays}
    </div>
  );
}
