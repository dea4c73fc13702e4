import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
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
import { Button } from '../../components/Button';
import { translateKey } from './messages';
import styles from './AddressStep.module.css';
import fields from '../../components/Fields.module.css';

/** An address as the step shows it: a stored one has an id. */
type ShownAddress = Pick<Address, 'street' | 'zipCode' | 'city'>;

export interface AddressStepProps {
  /** The customer's stored addresses. */
  addresses: Address[];
  /** The customer's addresses are on their way. */
  loading?: boolean;
  /** The stored address chosen, if one is. */
  selectedId: string | null;
  /** A new address the server accepted (the answer until the visitor picks another); null when none. */
  newAddress: ShownAddress | null;
  /** The new address is the answer. */
  newSelected: boolean;
  /** The postal code the times and price are for: addresses elsewhere cannot be chosen. */
  zipCode: string | null;
  /** A new address is being checked. */
  checking: boolean;
  /** Why the last new address was refused (message key). */
  errorKey: string | null;
  onSelect(id: string): void;
  onSelectNew(): void;
  onAddNew(address: AddressInput): void;
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
 * first; those at another postal code than the checked one are shown but
 * cannot be chosen), or a new one. A new address is validated here and
 * handed to `onAddNew`; the wizard checks it with the server and, once
 * accepted, it is the answer and the form closes. The refusal's key shows
 * under the form. The form is a group, not a `<form>`, so the step can sit
 * inside the wizard; Enter in a field adds the address.
 */
export function AddressStep({
  addresses,
  loading = false,
  selectedId,
  newAddress,
  newSelected,
  zipCode,
  checking,
  errorKey,
  onSelect,
  onSelectNew,
  onAddNew,
}: AddressStepProps) {
  const { i18n } = useLingui();
  const baseId = useId();
  // Until the visitor opens or closes it, the form is open only when there is nothing to choose
  // (the customer's addresses may arrive after the step is shown).
  const [addingChoice, setAdding] = useState<boolean | null>(null);
  const adding = addingChoice ?? (!loading && addresses.length === 0 && newAddress === null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationError>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // An accepted address is the answer now: the form closes and starts empty next time.
  const accepted = useRef(newAddress);
  useEffect(() => {
    if (newAddress === accepted.current) return;
    accepted.current = newAddress;
    if (newAddress) {
      setAdding(false);
      setValues(EMPTY);
    }
  }, [newAddress]);

  const sorted = [...addresses].sort((a, b) => Number(b.primary) - Number(a.primary));
  const idOf = (field: Field) => `${baseId}-${field}`;
  const elsewhere = (address: ShownAddress) => zipCode !== null && normalizePostalCode(address.zipCode) !== normalizePostalCode(zipCode);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'zipCode' ? sanitizePostalCodeInput(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateField(field, value) ?? undefined }));
  };

  const blur = (field: Field) => () => {
    if (field === 'zipCode') setValues((current) => ({ ...current, zipCode: formatPostalCode(current.zipCode) }));
    if (values[field].trim() !== '') setErrors((current) => ({ ...current, [field]: validateField(field, values[field]) ?? undefined }));
  };

  const submit = () => {
    if (checking) return;
    const found: Partial<Record<Field, ValidationError>> = {};
    for (const field of FIELDS) {
      const error = validateField(field, values[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    onAddNew({ street: values.street.trim(), zipCode: normalizePostalCode(values.zipCode), city: values.city.trim() });
  };

  const enterSubmits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
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

  if (loading && sorted.length === 0 && newAddress === null) {
    return (
      <div className={fields.step} data-testid="address-step">
        <p role="status" aria-live="polite">
          <Trans id="booking.address.loading">Fetching your addresses…</Trans>
        </p>
      </div>
    );
  }

  return (
    <div className={fields.step} data-testid="address-step">
      {(sorted.length > 0 || newAddress) && (
        <fieldset className={fields.group}>
          <legend className={fields.legend}>
            <Trans id="booking.address.choose">Where should we come?</Trans>
          </legend>
          <ul className={styles.choices}>
            {sorted.map((address) => {
              const disabled = elsewhere(address);
              return (
                <AddressChoice
                  key={address.id}
                  inputId={`${baseId}-address-${address.id}`}
                  name={`${baseId}-address`}
                  address={address}
                  checked={!newSelected && selectedId === address.id}
                  disabled={disabled}
                  onChange={() => onSelect(address.id)}
                  badge={address.primary ? <Trans id="booking.address.primary">Primary address</Trans> : null}
                  note={
                    disabled && zipCode ? (
                      <Trans id="booking.address.elsewhere">Not at postal code {formatAreaCode(zipCode)}, where your time and price are.</Trans>
                    ) : null
                  }
                />
              );
            })}
            {newAddress && (
              <AddressChoice
                inputId={`${baseId}-address-new`}
                name={`${baseId}-address`}
                address={newAddress}
                checked={newSelected}
                disabled={false}
                onChange={onSelectNew}
                badge={<Trans id="booking.address.newBadge">New address</Trans>}
                note={null}
              />
            )}
          </ul>
        </fieldset>
      )}
      {adding ? (
        <fieldset className={fields.group} aria-busy={checking}>
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
          {errorKey && (
            <p className={styles.submitError} role="alert" data-testid="address-error">
              {translateKey(i18n, errorKey, zipCode ? { zipCode: formatAreaCode(zipCode) } : undefined)}
            </p>
          )}
          <div className={styles.actions}>
            {(sorted.length > 0 || newAddress) && (
              <Button variant="text" disabled={checking} onClick={() => setAdding(false)}>
                <Trans id="booking.address.cancel">Cancel</Trans>
              </Button>
            )}
            <Button variant="secondary" disabled={checking} aria-busy={checking} onClick={submit}>
              {checking ? (
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

/** One address as a radio: street, postal code and city, and an optional badge and note. */
function AddressChoice({
  inputId,
  name,
  address,
  checked,
  disabled,
  onChange,
  badge,
  note,
}: {
  inputId: string;
  name: string;
  address: ShownAddress;
  checked: boolean;
  disabled: boolean;
  onChange(): void;
  badge: ReactNode;
  note: ReactNode;
}) {
  return (
    <li>
      <label htmlFor={inputId} className={styles.choice} data-disabled={disabled || undefined}>
        <input
          id={inputId}
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={note ? `${inputId}-note` : undefined}
          onChange={onChange}
        />
        <span className={styles.choiceText}>
          {/* The spaces between the lines keep the radio's accessible name readable. */}
          <span className={styles.street}>
            {address.street}
            <span className="visually-hidden">,</span>
          </span>{' '}
          <span>
            {formatAreaCode(address.zipCode)} {address.city}
          </span>{' '}
          {badge && <span className={styles.badge}>{badge}</span>}
          {note && (
            <span id={`${inputId}-note`} className={styles.note}>
              {note}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}
