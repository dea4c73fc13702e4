import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../i18n/locales';
import { useLanguageSwitch } from '../../site/SiteActor';
import styles from './Header.module.css';

/**
 * SV/EN toggle: asks the site actor to switch the language, which goes to
 * this page in the other language with the same query (its home page when
 * there is none) and keeps every running flow as it is. Its spoken name is
 * in the language it leads to ("In English" on Swedish pages).
 */
export function LanguageToggle({ locale, testId = 'language-toggle' }: { locale: Locale; testId?: string }) {
  const { t } = useLingui();
  const { busy, switchLanguage } = useLanguageSwitch();
  const target: Locale = locale === 'sv' ? 'en' : 'sv';

  return (
    <button
      type="button"
      className={styles.language}
      onClick={switchLanguage}
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
