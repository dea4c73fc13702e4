import { I18nProvider, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toLocale, type Locale } from '../../i18n/locales';
import { addCatalogPart, createI18n, hasCatalog, loadCatalog } from '../../i18n/setup';
import { PageTitle, type MyPagesPage } from './PageTitle';

addCatalogPart('myPages', { sv: () => import('../../i18n/locales/sv/myPages'), en: () => import('../../i18n/locales/en/myPages') });

/**
 * Gives a page of My pages its messages and its document title. My pages'
 * messages are a catalog part of their own (`i18n/setup.ts`): a My pages
 * page's HTML carries it, and a tab that comes from another page of the
 * site loads it then, showing nothing of the page for that moment (never
 * its message ids).
 */
export function MyPagesMessages({ page, children }: { page: MyPagesPage; children: ReactNode }) {
  const { i18n } = useLingui();
  const withMyPages = useMyPagesI18n(toLocale(i18n.locale));
  if (!withMyPages) return null;
  return (
    <I18nProvider i18n={withMyPages}>
      <PageTitle page={page} />
      {children}
    </I18nProvider>
  );
}

/** The site's messages and My pages', for the page's language; the last language's while a switch's part loads. */
function useMyPagesI18n(locale: Locale): I18n | null {
  const [, setLoads] = useState(0);
  const ready = hasCatalog(locale, 'myPages');
  const i18n = useMemo(() => (ready ? createI18n(locale, ['myPages']) : null), [locale, ready]);
  const last = useRef<I18n | null>(i18n);
  if (i18n) last.current = i18n;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadCatalog(locale, 'myPages').then(
      () => current && setLoads((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale, ready]);
  return last.current;
}
