import { useLingui } from '@lingui/react/macro';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { translate } from '../../../api/contract/content';
import { withLocalePrefix } from '../../../api/routes';
import { LANGUAGE_COOKIE, type Locale } from '../../../i18n/locales';
import { useApi } from '../ApiContext';
import { writeCookie } from '../cookies';
import styles from './Header.module.css';

/**
 * SV/EN toggle: asks the server for this page's path in the other language
 * and goes there; the home page of that language when there is none.
 */
export function LanguageToggle({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const router = useRouter();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const target: Locale = locale === 'sv' ? 'en' : 'sv';

  const switchLanguage = async () => {
    setBusy(true);
    const current = withLocalePrefix(router.asPath.split(/[?#]/)[0] || '/', locale);
    let destination = withLocalePrefix('/', target);
    try {
      const result = await api.call(translate.path, { query: { path: current, from: locale, to: target } });
      destination = result.path;
    } catch {
      // The other language's home page is the honest fallback.
    }
    writeCookie(LANGUAGE_COOKIE, target, { days: 365 });
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
      aria-label={t({ id: 'shell.header.switchLanguage', message: 'På svenska' })}
      data-testid="language-toggle"
    >
      {target.toUpperCase()}
    </button>
  );
}
