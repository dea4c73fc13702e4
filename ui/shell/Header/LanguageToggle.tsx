import { useLingui } from '@lingui/react/macro';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { translate } from '../../../api/calls/translate';
import { withLocalePrefix } from '../../../api/routes';
import { LANGUAGE_COOKIE, type Locale } from '../../../i18n/locales';
import { loadCatalog } from '../../../i18n/setup';
import { useApi } from '../ApiContext';
import { writeCookie } from '../cookies';
import styles from './Header.module.css';

/**
 * SV/EN toggle: asks the server for this page's path in the other language
 * and goes there with the same query; the home page of that language when
 * there is none. Its
 * spoken name is in the language it leads to ("In English" on Swedish pages).
 */
export function LanguageToggle({ locale, testId = 'language-toggle' }: { locale: Locale; testId?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const target: Locale = locale === 'sv' ? 'en' : 'sv';

  const switchLanguage = async () => {
    setBusy(true);
    const current = withLocalePrefix(router.asPath.split(/[?#]/)[0] || '/', locale);
    let destination = withLocalePrefix('/', target);
    // The other language's texts load beside the path's translation, so the page changes language at once.
    const texts = loadCatalog(target).catch(() => {});
    try {
      const result = await api.call(translate.path, { query: { path: current, from: locale, to: target } });
      // The same page keeps its query (a booking's postal code and step); a fallback home page takes none.
      destination = `${result.path}${queryOf(router.asPath)}`;
    } catch {
      // The other language's home page is the honest fallback.
    }
    writeCookie(LANGUAGE_COOKIE, target, { days: 365 });
    await texts;
    await router.push(destination, undefined, { locale: false });
    setBusy(false);
  };

  return (
    <button
      type="button"
      className={styles.language}
      onClick={() => void switchLanguage()}
      disabled={busy}
      lang={target}
      data-testid={testId}
    >
      {target.toUpperCase()}
      {/* The name starts with the visible text (WCAG 2.5.3) and says it in the target language. */}
      <span className="visually-hidden"> – {t({ id: 'shell.header.switchLanguage', message: 'På svenska' })}</span>
    </button>
  );
}

/** The query of a path (`?areaCode=11152&step=availability`), or nothing. */
function queryOf(asPath: string): string {
  const query = /\?[^#]*/.exec(asPath)?.[0] ?? '';
  return query === '?' ? '' : query;
}
