import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { PREFETCH_IN_VIEW } from '../components/prefetch';
import { lazy, Suspense } from 'react';
import { accountShortName } from '../../api/contract/accountName';
import { routePath } from '../../api/routes';
import type { Locale } from '../../i18n/locales';
import styles from './AccountButton.module.css';
import { useSession } from './SessionContext';

/** The customer's menu: its code comes with a logged-in customer (`ui/session/sessionCharts.ts` fetches it ahead for a returning one). */
const AccountMenu = lazy(() => import('./AccountMenu/AccountMenu').then((module) => ({ default: module.AccountMenu })));

/** The header's link to My bookings, for a logged-in customer (spec: the header has one besides the account menu's). */
function MyBookingsLink({ locale }: { locale: Locale }) {
  return (
    <Link href={routePath('myBookings', locale)} locale={false} prefetch={PREFETCH_IN_VIEW} className={styles.myBookings} data-testid="header-my-bookings">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h4v4H7v-4Z" />
      </svg>
      <span className={styles.label}>
        <Trans id="session.accountMenu.myBookings">My bookings</Trans>
      </span>
    </Link>
  );
}

/**
 * The header's account button: log in for visitors, the account menu (and a
 * link to My bookings) for customers. `offerLogIn: false` (an editor at
 * work, whose menu is beside it) shows the menu of a logged-in customer but
 * no customer log-in.
 */
export function AccountButton({ locale, className, offerLogIn = true }: { locale: Locale; className?: string; offerLogIn?: boolean }) {
  const { view } = useSession();
  const logIn = (
    <Link href={routePath('myPages', locale)} locale={false} prefetch={PREFETCH_IN_VIEW} className={className} data-testid="login-link">
      <Trans id="shell.header.logIn">Log in</Trans>
    </Link>
  );
  if (!view.isLoggedIn) return offerLogIn ? logIn : null;
  return (
    <>
      <MyBookingsLink locale={locale} />
      <Suspense fallback={<AccountPending name={view.customer ? accountShortName(view.customer.activeAccount) : ''} className={className} />}>
        <AccountMenu locale={locale} />
      </Suspense>
    </>
  );
}

/** Where the account menu will be while its code comes: the customer's name, never "Log in" to someone logged in. */
export function AccountPending({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className} aria-busy="true" data-testid="account-menu-loading">
      {name}
    </span>
  );
}
