import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '../../../i18n/locales';
import { BookingFacts, FactRow, type BookingFactsValues } from './BookingFacts';
import styles from './BookingReview.module.css';

/** The contact the booking goes out with, as typed or prefilled. */
export interface ReviewContact {
  name: string;
  email: string;
  phone: string;
  companyName?: string;
}

/**
 * What will be booked, shown on the last step right before the button that
 * places the order (WCAG 3.3.4): the service, the time in Stockholm time,
 * the address, the price's lines and the contact, each as it will be sent.
 */
export function BookingReview({ facts, contact, locale }: { facts: BookingFactsValues; contact: ReviewContact; locale: Locale }) {
  const headingId = useId();
  return (
    <section className={styles.review} aria-labelledby={headingId} data-testid="booking-review">
      <h3 id={headingId} className={styles.heading}>
        <Trans id="booking.review.title">Check your booking</Trans>
      </h3>
      <BookingFacts facts={facts} locale={locale} testId="review">
        {contact.companyName && <FactRow label={<Trans id="booking.review.company">Company</Trans>}>{contact.companyName}</FactRow>}
        {contact.name && <FactRow label={<Trans id="booking.review.contact">Contact</Trans>}>{contact.name}</FactRow>}
        {contact.email && <FactRow label={<Trans id="booking.review.email">E-mail</Trans>}>{contact.email}</FactRow>}
        {contact.phone && <FactRow label={<Trans id="booking.review.phone">Phone</Trans>}>{contact.phone}</FactRow>}
      </BookingFacts>
    </section>
  );
}
