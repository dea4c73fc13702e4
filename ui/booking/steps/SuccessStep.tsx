import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { routePath } from '../../../api/routes';
import { buttonClass } from '../../components/Button';
import { useEffect, useId, useRef } from 'react';
import type { Locale } from '../../../i18n/locales';
import { BookingFacts, FactRow, type BookingFactsValues } from './BookingFacts';
import styles from './SuccessStep.module.css';

/** What was booked, as the server stored it. */
interface BookedSummary extends BookingFactsValues {
  /** The short reference the customer can quote. */
  reference: string;
  /** A booked time, a booked home visit, or a request the sales team answers. */
  kind: 'booking' | 'homeVisit' | 'request';
  /** Where the server sent the confirmation e-mail; absent when it sent none. */
  email?: string;
}

interface SuccessStepProps {
  booking: BookedSummary;
  locale: Locale;
  /** The booking is a logged-in customer's: it is among their bookings now. */
  customer?: boolean;
  /** Customer service booked it for this customer: the receipt speaks to the staff member. */
  bookedFor?: string;
}

/**
 * The receipt of a booking: what, when (Swedish time), where, the price and
 * the reference. Its heading takes focus on mount, so a screen reader
 * announces the outcome after the wizard's last step.
 */
export function SuccessStep({ booking, locale, customer = false, bookedFor }: SuccessStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const { reference, kind, productTitle, startTime, address, price, email } = booking;

  return (
    <section className={styles.success} aria-labelledby={headingId} data-testid="booking-success">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {bookedFor !== undefined ? (
          <Trans id="booking.success.staffTitle">Booked for {bookedFor}</Trans>
        ) : kind === 'request' ? (
          <Trans id="booking.success.requestTitle">Thank you for your request!</Trans>
        ) : kind === 'homeVisit' ? (
          <Trans id="booking.success.homeVisitTitle">Your home visit is booked!</Trans>
        ) : (
          <Trans id="booking.success.title">Thank you for your booking!</Trans>
        )}
      </h2>
      {kind === 'request' && (
        <p className={styles.lead}>
          <Trans id="booking.success.requestLead">We will get back to you with a proposal within one working day.</Trans>
        </p>
      )}
      {email && (
        <p className={styles.lead} data-testid="confirmation-sent">
          {bookedFor !== undefined ? (
            <Trans id="booking.success.staffConfirmationSent">The customer's confirmation was sent to {email}.</Trans>
          ) : (
            <Trans id="booking.success.confirmationSent">We have sent a confirmation to {email}.</Trans>
          )}
        </p>
      )}
      <BookingFacts facts={{ productTitle, ...(startTime ? { startTime } : {}), ...(address ? { address } : {}), price: price ?? null }} locale={locale} testId="success">
        <FactRow
          label={
            kind === 'request' ? (
              <Trans id="booking.success.requestReference">Request reference</Trans>
            ) : (
              <Trans id="booking.success.reference">Booking reference</Trans>
            )
          }
          className={styles.reference}
        >
          <span data-testid="booking-reference">{reference}</span>
        </FactRow>
      </BookingFacts>
      <p className={styles.next}>
        {bookedFor !== undefined ? (
          <Link href={routePath('staffDesk', locale)} locale={false} className={buttonClass({ variant: 'secondary' })}>
            <Trans id="booking.success.staffDesk">Back to the desk</Trans>
          </Link>
        ) : customer ? (
          <Link href={routePath('myBookings', locale)} locale={false} className={buttonClass({ variant: 'secondary' })}>
            <Trans id="booking.success.myBookings">See my bookings</Trans>
          </Link>
        ) : (
          <Link href={routePath('home', locale)} locale={false} className={buttonClass({ variant: 'secondary' })}>
            <Trans id="booking.success.home">Back to the home page</Trans>
          </Link>
        )}
      </p>
    </section>
  );
}
