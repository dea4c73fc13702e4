import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceInSection } from '../../api/contract/content.schemas';
import { POSTAL_CODE_DIGITS, POSTAL_CODE_INPUT_MAX_LENGTH } from '../../api/validators/constants';
import { formatAreaCode } from '../../i18n/format';
import { Button } from './Button';
import styles from './PostalCodeSlot.module.css';

/** Message id of the postal-code error (declared in `i18n/messages/common.ts`). */
const AREA_CODE_ERROR = 'common.formErrors.areaCode';

export interface PostalCodeSlotProps {
  /** The services the form books; none means "any service" (city lookup). */
  services?: ServiceInSection[];
  /** Called with the five digits of a well-formed postal code. */
  onSubmit?: (areaCode: string, services: ServiceInSection[]) => void;
  className?: string;
}

/** Keeps digits only, at most five, displayed as `123 45` (at most six characters). */
export const toAreaCodeInput = (value: string) =>
  formatAreaCode(value.replace(/\D/g, '').slice(0, POSTAL_CODE_DIGITS)).slice(0, POSTAL_CODE_INPUT_MAX_LENGTH);

/**
 * Placeholder for the postal-code form of hero and booking sections: a
 * labelled input that checks the code has five digits and hands it to
 * `onSubmit`. Availability checks, the service-choice popup and navigation
 * belong to the postal-code machine that replaces this component.
 */
export function PostalCodeSlot({ services = [], onSubmit, className }: PostalCodeSlotProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = `${id}-areaCode`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = value.replace(/\D/g, '');
    if (digits.length !== POSTAL_CODE_DIGITS) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit?.(digits, services);
  };

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
      aria-label={t({ id: 'components.postalCode.formLabel', message: 'Check availability' })}
      data-services={services.map((service) => service.productId).join(',') || undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
        <Trans id="components.postalCode.label">Postal code</Trans>
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          name="areaCode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="123 45"
          maxLength={POSTAL_CODE_INPUT_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            setValue(toAreaCodeInput(event.target.value));
            if (invalid) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        <Button type="submit" className={styles.submit}>
          <Trans id="components.postalCode.submit">Get started</Trans>
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {i18n._(AREA_CODE_ERROR)}
        </p>
      )}
    </form>
  );
}
