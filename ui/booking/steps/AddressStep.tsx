import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Address, AddressInput } from '../../../api/contract/common';
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
import { DEFAULT_ERROR_KEY } from '../../../machines/shell/constants';
import { Button } from '../../components/Button';
import { translateKey } from './messages';
import styles from './AddressStep.module.css';
import fields from './Fields.module.css';

/** What adding an address came to: the edge checks it with the server (`checkOnly`) first. */
export type AddNewResult = { ok: true } | { ok: false; errorKey: string };

export interface AddressStepProps {
  /** The customer's stored addresses. */
  addresses: Address[];
  selectedId: string | null;
  onSelect(id: string): void;
  onAddNew(address: AddressInput): Promise<AddNewResult>;
}

type Field = 'street' | 'zipCode' | 'city';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['street', 'zipCode', 'city'];
const EMPTY: Values = { street: '', zipCode: '', city: '' };
const MAX_LENGTH: Record<Exclude<Field, 'zipCode'>, number> = { street: 200, city: 100 };

/** The rules of `addressInputSchema` (spec section 5). */
function validateField(field: Field, value: string): ValidationError | null {
  const required = validateRequired(value);
  if (required) return required;
  return field === 'zipCode' ? validatePostalCode(value) : validateMaxLength(value.trim(), MAX_LENGTH[field]);
}

/**
 * Where the service is done: one of the customer's addresses (primary
 * first), or a new one. A new address is handed to `onAddNew`; its error
 * key (`common.formErrors.serviceNotAvailableOnPostalCode`, …) shows under
 * the form. The form is a group, not a `<form>`, so the step can sit inside
 * the wizard's own form; Enter in a field adds the address.
 */
export function AddressStep({ addresses, selectedId, onSelect, onAddNew }: AddressStepProps) {
  const { i18n } = useLingui();
  const baseId = useId();
  const [adding, setAdding] = useState(addresses.length === 0);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationError>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const sorted = [...addresses].sort((a, b) => Number(b.primary) - Number(a.primary));
  const idOf = (field: Field) => `${baseId}-${field}`;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'zipCode' ? sanitizePostalCodeInput(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateField(field, value) ?? undefined }));
  };

  const blur = (field: Field) => () => {
    if (field === 'zipCode') setValues((current) => ({ ...current, zipCode: formatPostalCode(current.zipCode) }));
    if (values[field].trim() !== '') setErrors((current) => ({ ...current, [field]: validateField(field, values[field]) ?? undefined }));
  };

  const submit = async () => {
    if (submitting) return;
    const found: Partial<Record<Field, ValidationError>> = {};
    for (const field of FIELDS) {
      const error = validateField(field, values[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    setSubmitError(null);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    let result: AddNewResult;
    try {
      result = await onAddNew({ street: values.street.trim(), zipCode: normalizePostalCode(values.zipCode), city: values.city.trim() });
    } catch {
      // The edge answers with a key; a throw is a failure it did not foresee.
      result = { ok: false, errorKey: DEFAULT_ERROR_KEY };
    }
    setSubmitting(false);
    if (result.ok) {
      setValues(EMPTY);
      setAdding(false);
    } else {
      setSubmitError(result.errorKey);
    }
  };

  const enterSubmits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };

  const text = (field: Field, label: ReactNode, options: { autoComplete: string; inputMode?: 'numeric'; maxLength?: number }) => {
    const error = errors[field];
    return (
      <div className={fields.field}>
        <label htmlFor={idOf(field)} className={fields.label}>
          {label}
        </label>
        <input
          ref={(element) => {
            inputs.current[field] = element;
          }}
          id={idOf(field)}
          name={field}
          type="text"
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          className={fields.input}
          value={values[field]}
          onChange={change(field)}
          onBlur={blur(field)}
          onKeyDown={enterSubmits}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idOf(field)}-error` : undefined}
        />
        {error && (
          <p id={`${idOf(field)}-error`} className={fields.fieldError}>
            {i18n._(error.message, error.values)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={fields.step} data-testid="address-step">
      {sorted.length > 0 && (
        <fieldset className={fields.group}>
          <legend className={fields.legend}>
            <Trans id="booking.address.choose">Where should we come?</Trans>
          </legend>
          <ul className={styles.choices}>
            {sorted.map((address) => {
              const inputId = `${baseId}-address-${address.id}`;
              const zipCode = formatAreaCode(address.zipCode);
              return (
                <li key={address.id}>
                  <label htmlFor={inputId} className={styles.choice}>
                    <input
                      id={inputId}
                      type="radio"
                      name={`${baseId}-address`}
                      value={address.id}
                      checked={selectedId === address.id}
                      onChange={() => onSelect(address.id)}
                    />
                    <span className={styles.choiceText}>
                      {/* The spaces between the lines keep the radio's accessible name readable. */}
                      <span className={styles.street}>
                        {address.street}
                        <span className="visually-hidden">,</span>
                      </span>{' '}
                      <span>
                        {zipCode} {address.city}
                      </span>{' '}
                      {address.primary && (
                        <span className={styles.badge}>
                          <Trans id="booking.address.primary">Primary address</Trans>
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {adding ? (
        <fieldset className={fields.group} aria-busy={submitting}>
          <legend className={fields.legend}>
            <Trans id="booking.address.newTitle">New address</Trans>
          </legend>
          {text('street', <Trans id="booking.address.street">Street address</Trans>, { autoComplete: 'street-address', maxLength: MAX_LENGTH.street })}
          <div className={fields.row}>
            {text('zipCode', <Trans id="booking.address.zipCode">Postal code</Trans>, {
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: POSTAL_CODE_INPUT_MAX_LENGTH,
            })}
            {text('city', <Trans id="booking.address.city">City</Trans>, { autoComplete: 'address-level2', maxLength: MAX_LENGTH.city })}
          </div>
          {submitError && (
            <p className={styles.submitError} role="alert">
              {translateKey(i18n, submitError)}
            </p>
          )}
          <div className={styles.actions}>
            {sorted.length > 0 && (
              <Button variant="text" disabled={submitting} onClick={() => setAdding(false)}>
                <Trans id="booking.address.cancel">Cancel</Trans>
              </Button>
            )}
            <Button variant="secondary" disabled={submitting} aria-busy={submitting} onClick={() => void submit()}>
              {submitting ? (
                <Trans id="booking.address.checking">Checking the address…</Trans>
              ) : (
                <Trans id="booking.address.add">Use this address</Trans>
              )}
            </Button>
          </div>
        </fieldset>
      ) : (
        <Button variant="text" className={styles.addNew} onClick={() => setAdding(true)}>
          <Trans id="booking.address.addNew">Add a new address</Trans>
        </Button>
      )}
    </div>
  );
}
