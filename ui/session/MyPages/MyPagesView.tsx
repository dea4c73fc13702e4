import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routePath } from '../../../api/routes';
import { AccountChooser } from '../AccountChooser/AccountChooser';
import { LoginView } from '../../eidLogin/LoginView';
import { Registration } from '../Registration/Registration';
import { useSite } from '../../shell/SiteContext';
import { useCustomerGate } from '../CustomerPages/useCustomerGate';
import { useSession } from '../SessionContext';
import styles from './MyPages.module.css';

/**
 * The `my{product}` route: log in, register or choose an account as the
 * session requires, then back to where the visitor came from (`referrer`,
 * the customer gate's chart navigates) or the start of the customer pages.
 */
export function MyPagesView({ eidSimulator }: { eidSimulator: boolean }) {
  const { view } = useSession();
  const { locale } = useSite();
  const { returning } = useCustomerGate('logIn');

  if (!view.isReady || view.busy) return <Busy />;
  if (view.mustChooseAccount) return <AccountChooser />;
  if (view.isNewCustomer) return <Registration />;
  if (!view.isLoggedIn) return <LoginView simulator={eidSimulator} />;
  if (returning) return <Busy />;
  const name = view.customer?.activeAccount.firstName ?? view.customer?.firstName ?? '';
  return (
    <section className={styles.start} aria-labelledby="my-pages-title" data-testid="my-pages">
      <h1 id="my-pages-title">
        <Trans id="session.myPages.greeting">Welcome, {name}</Trans>
      </h1>
      <ul className={styles.links}>
        <Entry href={routePath('myBookings', locale)}>
          <Trans id="session.myPages.bookings">My bookings</Trans>
        </Entry>
        <Entry href={routePath('notifications', locale)}>
          <Trans id="session.myPages.notifications">Notifications</Trans>
        </Entry>
        <Entry href={routePath('account', locale)}>
          <Trans id="session.myPages.account">My account</Trans>
        </Entry>
      </ul>
    </section>
  );
}

function Entry({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} locale={false}>
        {children}
      </Link>
    </li>
  );
}

function Busy() {
  return (
    <p className={styles.busy} role="status" aria-live="polite">
      <Trans id="session.loading">Loading…</Trans>
    </p>
  );
}
