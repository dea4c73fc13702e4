import { I18nProvider, useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { toLocale } from '../../i18n/locales';
import { myPagesCatalogs } from '../../i18n/myPagesCatalogs';
import { createI18n } from '../../i18n/setup';
import { PageTitle, type MyPagesPage } from './PageTitle';

/**
 * Gives a page of My pages its messages and its document title. My pages'
 * messages are a catalog of their own, so the site's other pages do not
 * download them: within a My pages page the site's messages and My pages'
 * are one Lingui instance, for the page's language.
 */
export function MyPagesMessages({ page, children }: { page: MyPagesPage; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const withMyPages = useMemo(() => createI18n(locale, [myPagesCatalogs]), [locale]);
  return (
    <I18nProvider i18n={withMyPages}>
      <PageTitle page={page} />
      {children}
    </I18nProvider>
  );
}
