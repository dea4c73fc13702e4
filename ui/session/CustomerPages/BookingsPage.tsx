import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { RequireCustomer } from './RequireCustomer';
import styles from './CustomerPages.module.css';

/** The customer's bookings. Booking is not open yet, so a customer has none to show. */
export function BookingsPage() {
  return (
    <RequireCustomer>
      {() => (
        <section className={styles.page} aria-labelledby="bookings-title" data-testid="bookings-page">
          <h1 id="bookings-title">
            <Trans id="session.bookings.title">My bookings</Trans>
          </h1>
          <p>
            <Trans id="session.bookings.empty">You have no bookings yet.</Trans>
          </p>
          <Link href="/" locale={false} className={styles.cta}>
            <Trans id="session.bookings.browse">See our services</Trans>
          </Link>
        </section>
      )}
    </RequireCustomer>
  );
}
