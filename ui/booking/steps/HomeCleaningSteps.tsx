import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styles from './HomeCleaningSteps.module.css';

type Values = Record<string, string | number | boolean | string[] | null>;

/** Weekly home cleaning starts either with a free home visit or straight away (Click & Go, booked on its own route). */
export function FlowChoice({
  value,
  onChange,
  withoutDiscountOf,
}: {
  value: string | null;
  onChange(values: Values, valid: boolean): void;
  /** The partner whose discount comes with the home visit only (Click & Go is booked at the regular prices). */
  withoutDiscountOf?: string | undefined;
}) {
  const name = useId();
  const choose = (flow: 'rfp' | 'direct') => onChange({ flow }, true);
  return (
    <fieldset className={styles.group} data-testid="flow-choice">
      <legend>
        <Trans id="booking.homeCleaning.flowTitle">How would you like to start?</Trans>
      </legend>
      <label className={styles.card}>
        <input type="radio" name={name} checked={value === 'rfp'} onChange={() => choose('rfp')} />
        <span>
          <strong>
            <Trans id="booking.homeCleaning.visit">A free home visit first</Trans>
          </strong>
          <span>
            <Trans id="booking.homeCleaning.visitText">We meet at your home and plan the cleaning together.</Trans>
          </span>
        </span>
      </label>
      <label className={styles.card}>
        <input type="radio" name={name} checked={value === 'direct'} onChange={() => choose('direct')} />
        <span>
          <strong>
            <Trans id="booking.homeCleaning.direct">Start straight away</Trans>
          </strong>
          <span>
            <Trans id="booking.homeCleaning.directText">Book your first cleaning now.</Trans>
          </span>
          {withoutDiscountOf !== undefined && (
            <span data-testid="flow-direct-without-discount">
              <Trans id="booking.homeCleaning.directWithoutDiscount">At our regular prices, without {withoutDiscountOf}’s discount.</Trans>
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
