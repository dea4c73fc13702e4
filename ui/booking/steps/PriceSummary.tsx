import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Price } from '../../../api/contract/booking';
import { Button } from '../../components/Button';
import { PriceLines, type PriceLineKind } from './PriceLines';
import styles from './PriceSummary.module.css';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../../i18n/format';

interface PriceSummaryProps {
  /** The last calculated price; kept on screen while a new one is calculated. */
  price: Price | null;
  /** A new price is being calculated. */
  updating: boolean;
  /** The last calculation failed. */
  failed: boolean;
  onRetry(): void;
  /**
   * Why the price has no RUT deduction although the service qualifies: the
   * visitor has not identified yet, or the customer is a business.
   */
  rut?: 'needsIdentification' | 'business' | null;
}

/**
 * What the booking costs: the total before deductions, the RUT deduction and
 * the discount subtracted, the VAT it contains, and what the customer pays.
 * A recalculated price is read out once, as a sentence with its labels.
 */
export function PriceSummary({ price, updating, failed, onRetry, rut = null }: PriceSummaryProps) {
  const headingId = useId();
  const toPay = price ? formatMoney(price.totalToPay) : '';
  const beforeDeductions = price ? formatMoney(price.totalPriceExclDiscountDeduction) : '';
  const invalidCode = price?.discountCode && !price.discountCode.valid ? price.discountCode.code : null;

  const lineClass: Record<PriceLineKind, string | undefined> = { total: undefined, deduction: styles.deduction, minor: styles.minor, toPay: styles.toPay };
  const row = (key: string, label: ReactNode, amount: string, kind: PriceLineKind) => (
    <div key={key} className={[styles.row, lineClass[kind]].filter(Boolean).join(' ')} data-testid={`price-${key}`}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );

  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="price-summary">
      <h2 id={headingId} className={styles.heading}>
        <Trans id="booking.price.title">Your price</Trans>
      </h2>
      {/* A new price is said once, as one sentence with its labels; the figures themselves are not live (bare amounts would be read). */}
      <p className="visually-hidden" role="status" data-testid="price-announcement">
        {price ? (
          <Trans id="booking.price.announcement">
            Price updated: you pay {toPay}, {beforeDeductions} before deductions.
          </Trans>
        ) : null}
      </p>
      {/* The last price stays as readable as ever while a new one is calculated; the status line says so. */}
      <div className={styles.figures} aria-busy={updating}>
        {updating && (
          <p className={styles.status}>
            <Spinner />
            {price ? (
              <Trans id="booking.price.updating">Updating the price…</Trans>
            ) : (
              <Trans id="booking.price.calculating">Calculating the price…</Trans>
            )}
          </p>
        )}
        {price ? (
          <dl className={styles.list}>
            <PriceLines price={price} row={row} />
          </dl>
        ) : (
          !updating &&
          !failed && (
            <p className={styles.empty}>
              <Trans id="booking.price.empty">Your price is shown here as you fill in the booking.</Trans>
            </p>
          )
        )}
        {invalidCode !== null && (
          <p className={styles.note}>
            <Trans id="booking.price.discountInvalid">The discount code {invalidCode} is not valid for this booking.</Trans>
          </p>
        )}
        {price && rut === 'needsIdentification' && (
          <p className={styles.note} data-testid="price-rut-note">
            <Trans id="booking.price.rutNeedsIdentification">
              The RUT deduction is subtracted once you have identified yourself with BankID.
            </Trans>
          </p>
        )}
        {price && rut === 'business' && (
          <p className={styles.note} data-testid="price-rut-note">
            <Trans id="booking.price.rutBusiness">Businesses get no RUT deduction.</Trans>
          </p>
        )}
      </div>
      {failed && (
        <div className={styles.error} role="alert">
          <p>
            {price ? (
              <Trans id="booking.price.failedStale">We could not update the price. The price shown may be out of date.</Trans>
            ) : (
              <Trans id="booking.price.failed">We could not calculate the price.</Trans>
            )}
          </p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            <Trans id="booking.price.retry">Try again</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
