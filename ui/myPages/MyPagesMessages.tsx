import { I18nProvider, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useMemo, useRef, type ReactNode } from 'react';
import { toLocale, type Locale } from '../../i18n/locales';
import { addCatalogPart, createI18n, hasCatalog, loadCatalog } from '../../i18n/setup';
import { LazyFallback } from '../components/LazyFallback';
import { lazyModule, type Loaded } from '../components/lazyModule';
import { PageTitle, type MyPagesPage } from './PageTitle';

addCatalogPart('myPages', { sv: () => import('../../i18n/locales/sv/myPages'), en: () => import('../../i18n/locales/en/myPages') });

/** My pages' words in each language, fetched as code wanted (`lazyModule`): once, offline-aware, with Try again. */
const myPagesPart: Record<Locale, ReturnType<typeof lazyModule<true>>> = {
  sv: lazyModule(() => loadCatalog('sv', 'myPages').then(() => true as const)),
  en: lazyModule(() => loadCatalog('en', 'myPages').then(() => true as const)),
};

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
  const ready = hasCatalog(locale, 'myPages');
  const part = myPagesPart[locale].useLoaded(!ready);
  const i18n = useMemo(() => (ready || part.loaded ? createI18n(locale, ['myPages']) : null), [locale, ready, part.loaded]);
  const last = useRef<I18n | null>(i18n);
  if (i18n) last.current = i18n;
  return { loaded: last.current, failed: part.failed, retry: part.retry };
}
