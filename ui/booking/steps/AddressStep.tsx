import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { Address, AddressInput } from '../../../api/contract/common';
import { normalizePostalCode } from '../../../api/validators';
import { formatPostalCode } from '../../../api/validators/postalCode';
import { Button } from '../../components/Button';
import { postalCodeInput } from '../../forms/inputs';
import { placeFormSchema } from '../../forms/schemas';
import { TextField } from '../../forms/TextField';
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
  postalCode: string | null;
  /** A new address is being checked. */
  checking: boolean;
  /** Why the last new address was refused (message key). */
  errorKey: string | null;
  onSelect(id: string): void;
  onSelectNew(): void;
  onAddNew(address: AddressInput): void;
}

type NewAddressValues = Pick<AddressInput, 'street' | 'zipCode' | 'city'>;
const EMPTY: NewAddressValues = { street: '', zipCode: '', city: '' };
const newAddressSchema = placeFormSchema();

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
  postalCode,
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
  const form = useForm<NewAddressValues, unknown, AddressInput>({
    mode: 'onChange',
    defaultValues: EMPTY,
    resolver: zodResolver(newAddressSchema) as unknown as Resolver<NewAddressValues, unknown, AddressInput>,
  });

  // An accepted address is the answer now: the form closes and starts empty next time.
  const accepted = useRef(newAddress);
  useEffect(() => {
    if (newAddress === accepted.current) return;
    accepted.current = newAddress;
    if (newAddress) {
      setAdding(false);
      form.reset(EMPTY);
    }
  }, [newAddress, form]);

  const sorted = [...addresses].sort((a, b) => Number(b.primary) - Number(a.primary));
  const elsewhere = (address: ShownAddress) => postalCode !== null && normalizePostalCode(address.zipCode) !== normalizePostalCode(postalCode);

  // The first field in error gets focus (react-hook-form's own); a valid address goes to the wizard to check.
  const submit = () => {
    if (checking) return;
    void form.handleSubmit((address) => onAddNew({ street: address.street, zipCode: address.zipCode, city: address.city }))();
  };

  const enterSubmits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  const field = (name: keyof NewAddressValues) => ({ form, name, id: `${baseId}-${name}`, onKeyDown: enterSubmits });

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
                    disabled && postalCode ? (
                      <Trans id="booking.address.elsewhere">Not at postal code {formatPostalCode(postalCode)}, where your time and price are.</Trans>
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
          <TextField {...field('street')} label={<Trans id="booking.address.street">Street address</Trans>} autoComplete="street-address" maxLength={200} />
          <div className={fields.row}>
            <TextField
              {...field('zipCode')}
              label={<Trans id="booking.address.zipCode">Postal code</Trans>}
              {...postalCodeInput}
            />
            <TextField {...field('city')} label={<Trans id="booking.address.city">City</Trans>} autoComplete="address-level2" maxLength={100} />
          </div>
          {errorKey && (
            <p className={styles.submitError} role="alert" data-testid="address-error">
              {translateKey(i18n, errorKey, postalCode ? { zipCode: formatPostalCode(postalCode) } : undefined)}
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
            {formatPostalCode(address.zipCode)} {address.city}
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
