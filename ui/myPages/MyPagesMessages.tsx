import { I18nProvider, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toLocale, type Locale } from '../../i18n/locales';
import { addCatalogPart, createI18n, hasCatalog, loadCatalog } from '../../i18n/setup';
import { LazyFallback } from '../components/LazyFallback';
import type { Loaded } from '../components/lazyModule';
import { loadWhenOnline } from '../shell/loadWhenOnline';
import { PageTitle, type MyPagesPage } from './PageTitle';

addCatalogPart('myPages', { sv: () => import('../../i18n/locales/sv/myPages'), en: () => import('../../i18n/locales/en/myPages') });

/**
 * Gives a page of My pages its messages and its document title. My pages'
 * messages are a catalog part of their own (`i18n/setup.ts`): a My pages
 * page's HTML carries it, and a tab that comes from another page of the
 * site loads it then, saying so for that moment (never showing message
 * ids), and offering to try again if it does not come.
 */
export function MyPagesMessages({ page, children }: { page: MyPagesPage; children: ReactNode }) {
  const { i18n } = useLingui();
  const withMyPages = useMyPagesI18n(toLocale(i18n.locale));
  if (!withMyPages.loaded) return <LazyFallback state={withMyPages} />;
  return (
    <I18nProvider i18n={withMyPages.loaded}>
      <PageTitle page={page} />
      {children}
    </I18nProvider>
  );
}

/** The site's messages and My pages', for the page's language; the last language's while a switch's part loads. */
function useMyPagesI18n(locale: Locale): Loaded<I18n> {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ready = hasCatalog(locale, 'myPages');
  const i18n = useMemo(() => (ready ? createI18n(locale, ['myPages']) : null), [locale, ready]);
  const last = useRef<I18n | null>(i18n);
  if (i18n) last.current = i18n;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadWhenOnline(() => loadCatalog(locale, 'myPages')).then(
      () => current && setLoads((count) => count + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale, ready, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { loaded: last.current, failed: failed && !ready, retry };
}
