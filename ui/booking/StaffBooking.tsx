import { createStaffBookingActors } from '../../machines/booking/wizard/wizard.staff';
import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { useMemo, useState, type ReactNode } from 'react';
import { routePath } from '../../api/routes';
import type { BookingProduct } from '../../machines/booking/wizard/products';
import { Button, buttonClass } from '../components/Button';
import { useDirectory, useStaffSsoView } from '../directory/DirectoryContext';
import { useSite } from '../shell/SiteContext';
import { useApi } from '../shell/ApiContext';
import { readActingFor } from '../staff/actingFor';
import { BookingWizard } from './wizard/BookingWizard';
import styles from './wizard/BookingWizard.module.css';

/**
 * A booking page in customer-service mode (the staff host): customer service
 * books a direct order for the customer chosen at the staff desk, with the
 * staff variant of the wizard (no BankID step). Requests for proposal are
 * not booked here. Without a staff sign-on the page asks to log in; without
 * a customer it sends to the staff desk to choose one. The customer is read
 * once, as the wizard starts: choosing another at the desk starts afresh.
 */
export function StaffBooking({ product, title, simulator }: { product: BookingProduct; title: string; simulator: boolean }) {
  const { locale } = useSite();
  const { signOn } = useDirectory();
  const sso = useStaffSsoView();
  // Rendered in the browser only (the page mounts first), so the tab's storage is there to read.
  const [actingFor] = useState(() => readActingFor());
  // The staff calls the wizard makes (each names the customer with `ssn`), with the page's client.
  const api = useApi();
  const actors = useMemo(() => createStaffBookingActors(api), [api]);
  const chooseCustomer = (
    <Link href={routePath('staffDesk', locale)} locale={false} className={buttonClass({ variant: 'secondary' })}>
      <Trans id="booking.staff.chooseCustomer">Choose a customer</Trans>
    </Link>
  );

  if (product.kind !== 'direct') {
    return (
      <Notice title={title}>
        <p>
          <Trans id="booking.staff.directOnly">Customer service books direct services only here. Requests for proposal are made by the customer.</Trans>
        </p>
        {chooseCustomer}
      </Notice>
    );
  }
  if (sso === null || !sso.ready) {
    return (
      <section className={styles.wizard} aria-busy="true" aria-labelledby="booking-title">
        <h1 id="booking-title">{title}</h1>
        <p role="status" aria-live="polite" className={styles.status}>
          <Trans id="booking.staff.checkingSignOn">Checking your sign-on…</Trans>
        </p>
      </section>
    );
  }
  if (!sso.isStaff) {
    return (
      <Notice title={title}>
        <p>
          <Trans id="booking.staff.logInNeeded">Log in as customer service to book for a customer.</Trans>
        </p>
        <Button onClick={signOn} disabled={sso.busy}>
          <Trans id="booking.staff.logIn">Log in</Trans>
        </Button>
      </Notice>
    );
  }
  if (!actingFor) {
    return (
      <Notice title={title}>
        <p>
          <Trans id="booking.staff.noCustomer">Choose the customer you are booking for first.</Trans>
        </p>
        {chooseCustomer}
      </Notice>
    );
  }
  return <BookingWizard product={product} title={title} simulator={simulator} staff={{ actingFor, actors }} />;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.wizard} aria-labelledby="booking-title" data-testid="staff-booking-notice">
      <h1 id="booking-title">{title}</h1>
      <div className={styles.customer}>{children}</div>
    </section>
  );
}
