import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { Price } from '../../../api/contract/booking';
import { formatAreaCode, formatDate, formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { stockholmTime } from './time';
import styles from './SuccessStep.module.css';

/** What was booked, as the wizard knows it after the booking call. */
export interface BookedSummary {
  /** The booking id the customer can quote. */
  reference: string;
  productTitle: string;
  /** ISO start time; absent for a request the sales team will plan. */
  startTime?: string;
  address?: { street: string; zipCode: string; city: string };
  price?: Price | null;
  /** Where the confirmation was sent. */
  email?: string;
}

export interface SuccessStepProps {
  booking: BookedSummary;
  locale: Locale;
}

/**
 * The receipt of a booking: what, when (Swedish time), where, the price and
 * the reference. Its heading takes focus on mount, so a screen reader
 * announces the outcome after the wizard's last step.
 */
export function SuccessStep({ booking, locale }: SuccessStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const { reference, productTitle, startTime, address, price, email } = booking;
  const date = startTime ? formatDate(startTime, locale) : null;
  const time = startTime ? stockholmTime(startTime) : null;
  const zipCode = address ? formatAreaCode(address.zipCode) : '';
  const amount = price ? formatMoney(price.totalToPay) : null;

  return (
    <section className={styles.success} aria-labelledby={headingId} data-testid="booking-success">
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        <Trans id="booking.success.title">Thank you for your booking!</Trans>
      </h1>
      {email && (
        <p className={styles.lead}>
          <Trans id="booking.success.confirmationSent">We have sent a confirmation to {email}.</Trans>
        </p>
      )}
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>
            <Trans id="booking.success.service">Service</Trans>
          </dt>
          <dd>{productTitle}</dd>
        </div>
        {date && time && (
          <div className={styles.row}>
            <dt>
              <Trans id="booking.success.when">When</Trans>
            </dt>
            <dd>
              <Trans id="booking.success.dateTime">
                {date} at {time}
              </Trans>
            </dd>
          </div>
        )}
        {address && (
          <div className={styles.row}>
            <dt>
              <Trans id="booking.success.where">Where</Trans>
            </dt>
            <dd>
              {address.street}, {zipCode} {address.city}
            </dd>
          </div>
        )}
        {amount && (
          <div className={styles.row}>
            <dt>
              <Trans id="booking.success.price">Price</Trans>
            </dt>
            <dd>{amount}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>
            <Trans id="booking.success.reference">Booking reference</Trans>
          </dt>
          <dd className={styles.reference} data-testid="booking-reference">
            {reference}
          </dd>
        </div>
      </dl>
    </section>
  );
}
