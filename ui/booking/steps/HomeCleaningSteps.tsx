import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { validatePostalCode } from '../../../api/validators';
import { formatAreaCode } from '../../../i18n/format';
import styles from './HomeCleaningSteps.module.css';

type Values = Record<string, string | number | boolean | string[] | null>;

/** Home cleaning starts either with a free home visit or straight away (Click & Go). */
export function FlowChoice({ value, onChange }: { value: string | null; onChange(values: Values, valid: boolean): void }) {
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
        </span>
      </label>
    </fieldset>
  );
}

/** The address of the home, asked with the contact details when nobody is logged in. */
export function HomeAddress({ zipCode, onChange }: { zipCode: string | null; onChange(address: { street: string; zipCode: string; city: string } | null): void }) {
  const { i18n } = useLingui();
  const [street, setStreet] = useState('');
  const [city, setCity] = useState('');
  const code = zipCode ?? '';
  const zipError = code ? validatePostalCode(code) : null;
  useEffect(() => {
    onChange(street.trim() && city.trim() && code && !zipError ? { street: street.trim(), zipCode: code, city: city.trim() } : null);
  }, [street, city, code, zipError, onChange]);
  return (
    <fieldset className={styles.group} data-testid="home-address">
      <legend>
        <Trans id="booking.homeCleaning.address">Your home</Trans>
      </legend>
      <label className={styles.field}>
        <span>
          <Trans id="booking.homeCleaning.street">Street address</Trans>
        </span>
        <input value={street} onChange={(event) => setStreet(event.target.value)} autoComplete="street-address" required />
      </label>
      <p>
        <Trans id="booking.homeCleaning.zip">Postal code {formatAreaCode(code)}</Trans>
        {zipError && <span role="alert"> {i18n._(zipError.message)}</span>}
      </p>
      <label className={styles.field}>
        <span>
          <Trans id="booking.homeCleaning.city">City</Trans>
        </span>
        <input value={city} onChange={(event) => setCity(event.target.value)} autoComplete="address-level2" required />
      </label>
    </fieldset>
  );
}
