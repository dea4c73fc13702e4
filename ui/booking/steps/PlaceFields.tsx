import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  POSTAL_CODE_INPUT_MAX_LENGTH,
  formatPostalCode,
  normalizePostalCode,
  sanitizePostalCodeInput,
  validateMaxLength,
  validatePostalCode,
  validateRequired,
  type ValidationError,
} from '../../../api/validators';
import { formatAreaCode } from '../../../i18n/format';
import styles from '../../components/Fields.module.css';

/** A place as the booking calls take it (`addressInputSchema`). */
export interface Place {
  street: string;
  zipCode: string;
  city: string;
}

export interface PlaceFieldsProps {
  /** What the place is (the group's legend): the home, the job, the premises. */
  legend: ReactNode;
  /** The postal code the visitor checked: the place is there. Without one it is asked. */
  zipCode: string | null;
  /** What was answered before (a reload, a logged-in customer's address). */
  defaults?: { street?: string; zipCode?: string; city?: string };
  /** Called on mount and on every change: the place, or null while it is incomplete. */
  onChange(place: Place | null): void;
  /** Show the errors of untouched fields too. */
  showAllErrors?: boolean;
}

type Field = 'street' | 'zipCode' | 'city';
const MAX_LENGTH: Record<Field, number> = { street: 200, zipCode: POSTAL_CODE_INPUT_MAX_LENGTH, city: 100 };

function validateField(field: Field, value: string): ValidationError | null {
  const required = validateRequired(value);
  if (required) return required;
  return field === 'zipCode' ? validatePostalCode(value) : validateMaxLength(value.trim(), MAX_LENGTH[field]);
}

/**
 * Where a request or a home visit is: street and city typed, the postal code
 * the one checked (the service was offered there). Errors show once a field
 * is left with a value, like the contact fields.
 */
export function PlaceFields({ legend, zipCode, defaults, onChange, showAllErrors = false }: PlaceFieldsProps) {
  const { i18n } = useLingui();
  const baseId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    street: defaults?.street ?? '',
    zipCode: zipCode ?? (defaults?.zipCode ? formatPostalCode(defaults.zipCode) : ''),
    city: defaults?.city ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const report = useRef(onChange);
  report.current = onChange;
  const fields: readonly Field[] = zipCode === null ? ['street', 'zipCode', 'city'] : ['street', 'city'];

  useEffect(() => {
    const complete = fields.every((field) => validateField(field, values[field]) === null);
    report.current(complete ? { street: values.street.trim(), zipCode: normalizePostalCode(values.zipCode), city: values.city.trim() } : null);
    // `fields` follows `zipCode`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, zipCode]);

  const input = (field: Field, label: ReactNode, autoComplete: string) => {
    const id = `${baseId}-${field}`;
    const error = showAllErrors || touched[field] ? validateField(field, values[field]) : null;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <input
          id={id}
          name={field}
          className={styles.input}
          value={values[field]}
          autoComplete={autoComplete}
          maxLength={MAX_LENGTH[field]}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          inputMode={field === 'zipCode' ? 'numeric' : undefined}
          onChange={(event) => {
            const value = field === 'zipCode' ? sanitizePostalCodeInput(event.target.value) : event.target.value;
            setValues((current) => ({ ...current, [field]: value }));
          }}
          onBlur={() => {
            if (field === 'zipCode') setValues((current) => ({ ...current, zipCode: formatPostalCode(current.zipCode) }));
            if (values[field].trim() !== '') setTouched((current) => ({ ...current, [field]: true }));
          }}
        />
        {error && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {i18n._(error.message, error.values)}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className={styles.group} data-testid="place-fields">
      <legend className={styles.legend}>{legend}</legend>
      {input('street', <Trans id="booking.place.street">Street address</Trans>, 'street-address')}
      <div className={styles.row}>
        {zipCode === null ? (
          input('zipCode', <Trans id="booking.place.zipCode">Postal code</Trans>, 'postal-code')
        ) : (
          <div className={styles.field}>
            <span className={styles.label}>
              <Trans id="booking.place.zipCode">Postal code</Trans>
            </span>
            <p className={styles.fixed} data-testid="place-zip-code">
              {formatAreaCode(zipCode)}
            </p>
          </div>
        )}
        {input('city', <Trans id="booking.place.city">City</Trans>, 'address-level2')}
      </div>
    </fieldset>
  );
}
