import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import type { Menus, WebConfig } from '../../../api/contract/content.schemas';
import type { Locale } from '../../../i18n/locales';
import { Logo } from '../Logo';
import { PREFETCH_IN_VIEW } from '../../components/prefetch';
import { useDeveloperModeTaps } from '../../devtools/inspector/developerMode';
import styles from './Footer.module.css';
import { formatPostalCode } from '../../../api/validators/postalCode';

interface FooterProps {
  menus: Menus;
  company: WebConfig['company'] | undefined;
  locale: Locale;
  /** Developer mode may be turned on here (two taps on the company name). */
  developerMode?: boolean;
}

/** Footer: menu groups, the company address, social links and legal links; memoised as the header is (a shallow route change draws the app again). */
export const Footer = memo(function Footer({ menus, company, locale, developerMode = false }: FooterProps) {
  const { t } = useLingui();
  const onDeveloperTap = useDeveloperModeTaps(developerMode);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" locale={locale} prefetch={PREFETCH_IN_VIEW} className={styles.logo}>
            <Logo name={company?.name ?? ''} />
          </Link>
          {company && (
            <address className={styles.address}>
              {/* Developer mode's documented spot: two taps within 500 ms (a gesture for developers, not a control). */}
              <span onClick={onDeveloperTap} data-testid="developer-mode-spot">
                {company.name}
              </span>
              <span>{company.address.street}</span>
              <span>
                {formatPostalCode(company.address.areaCode)} {company.address.city}
              </span>
              <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </address>
          )}
        </div>
        <nav className={styles.groups} aria-label={t({ id: 'shell.footer.navLabel', message: 'Footer' })}>
          {(menus.footer ?? []).map((group) => (
            <div key={group.name} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.name}</h2>
              <ul>
                {(group.items ?? []).map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} locale={false} prefetch={PREFETCH_IN_VIEW}>
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {company && (
          <ul className={styles.social} aria-label={t({ id: 'shell.footer.socialLabel', message: 'Social media' })}>
            <li>
              <a href={company.social.facebook} rel="noopener noreferrer" target="_blank">
                <Trans id="shell.footer.facebook">Facebook</Trans>
              </a>
            </li>
            <li>
              <a href={company.social.linkedin} rel="noopener noreferrer" target="_blank">
                <Trans id="shell.footer.linkedin">LinkedIn</Trans>
              </a>
            </li>
            <li>
              <a href={company.social.instagram} rel="noopener noreferrer" target="_blank">
                <Trans id="shell.footer.instagram">Instagram</Trans>
              </a>
            </li>
          </ul>
        )}
      </div>
      <div className={styles.legal}>
        <ul>
          {(menus.footerExtras ?? []).map((item) => (
            <li key={item.href}>
              {item.link?.startsWith('#') ? (
                // In-page links (`#gdpr` opens the cookie settings) stay on the current page.
                <a href={item.link}>{item.name}</a>
              ) : (
                <Link href={item.href} locale={false} prefetch={PREFETCH_IN_VIEW}>
                  {item.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <p>
          © {new Date().getFullYear()} {company?.name}
        </p>
      </div>
    </footer>
  );
});
