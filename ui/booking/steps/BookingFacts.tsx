import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Price } from '../../../api/contract/booking';
import { formatPostalCode } from '../../../api/validators/postalCode';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { PriceLines } from './PriceLines';
import { stockholmTime } from './time';
import styles from './BookingFacts.module.css';

/** What a booking is, as shown before it is placed (the review) and after (the receipt). */
export interface BookingFactsValues {
  productTitle: string;
  /** ISO start time; absent for a request the sales team will plan. */
  startTime?: string;
  address?: { street: string; zipCode: string; city: string };
  price?: Price | null;
}

/**
 * A booking's facts as one list, in one order and wording wherever they are
 * shown: the service, when (Stockholm time), where and the price's lines;
 * `children` adds the rows of the place it is shown in (the contact, the
 * reference). `testId` prefixes the price lines' test ids.
 */
export function BookingFacts({ facts, locale, testId, children }: { facts: BookingFactsValues; locale: Locale; testId: string; children?: ReactNode }) {
  const { productTitle, startTime, address, price } = facts;
  const date = startTime ? formatDate(startTime, locale) : null;
  const time = startTime ? stockholmTime(startTime) : null;
  return (
    <dl className={styles.details}>
      <FactRow label={<Trans id="booking.success.service">Service</Trans>}>{productTitle}</FactRow>
      {date && time && (
        <FactRow label={<Trans id="booking.success.when">When</Trans>}>
          <Trans id="booking.success.dateTime">
            {date} at {time}
          </Trans>
        </FactRow>
      )}
      {address && (
        <FactRow label={<Trans id="booking.success.where">Where</Trans>}>
          {address.street}, {formatPostalCode(address.zipCode)} {address.city}
        </FactRow>
      )}
      {price && (
        <PriceLines
          price={price}
          row={(key, label, value) => (
            <FactRow key={key} label={label} testId={`${testId}-${key}`}>
              {value}
            </FactRow>
          )}
        />
      )}
      {children}
    </dl>
  );
}

/** One term and its value in the facts' list. */
export function FactRow({ label, testId, className, children }: { label: ReactNode; testId?: string; className?: string; children: ReactNode }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
