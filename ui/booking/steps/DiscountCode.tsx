import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Promotion } from '../../../api/contract/booking';
import { DISCOUNT_CODE_MAX_LENGTH } from '../../../machines/booking/wizard/constants';
import { Button } from '../../components/Button';
import { Field } from '../../forms/Field';
import fields from '../../components/Fields.module.css';
import styles from './DiscountCode.module.css';

interface DiscountCodeProps {
  /** The code the price uses, once the server knew it. */
  code: string | null;
  promotion: Promotion | null;
  /** A typed code is being checked. */
  checking: boolean;
  /** Why the last code was not applied (message key). */
  errorKey: string | null;
  /** The code refused, named by the message. */
  refusedCode?: string | null;
  onApply(code: string): void;
  onRemove(): void;
}

/**
 * A discount or promotion code beside the price: typed and applied (the
 * wizard checks it with the server, then re-prices), said what it gives once
 * applied, and removable. An unknown or expired code is a field error on the
 * input (naming the code) and keeps what was typed.
 */
export function DiscountCode({ code, promotion, checking, errorKey, refusedCode = null, onApply, onRemove }: DiscountCodeProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement | null>(null);

  // Applied: the field empties for another code.
  const applied = useRef(code);
  useEffect(() => {
    if (code !== applied.current && code !== null) setValue('');
    applied.current = code;
  }, [code]);

  // The button pressed is disabled while the code is checked, or gone once the code is removed: the keyboard
  // stays in the field, where the result is read (the field's error, or the status above it).
  const apply = () => {
    if (checking || value.trim() === '') return;
    input.current?.focus();
    onApply(value.trim());
  };
  const remove = () => {
    input.current?.focus();
    onRemove();
  };
  const enterApplies = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className={styles.discount} data-testid="discount-code">
      {code && (
        <p className={styles.applied} role="status">
          <span>
            <Trans id="booking.discount.applied">Code {code} applied</Trans>
            {promotion?.title ? `: ${promotion.title}` : ''}
          </span>
          <Button variant="text" size="small" onClick={remove}>
            <Trans id="booking.discount.remove">Remove</Trans>
          </Button>
        </p>
      )}
      <Field
        id={id}
        label={code ? <Trans id="booking.discount.another">Another discount code</Trans> : <Trans id="booking.discount.label">Discount code</Trans>}
        error={errorKey ? { message: errorKey, values: { code: refusedCode?.toUpperCase() ?? '' } } : null}
      >
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              ref={input}
              name="discountCode"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={DISCOUNT_CODE_MAX_LENGTH}
              className={fields.input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={enterApplies}
            />
            <Button variant="secondary" size="small" disabled={checking || value.trim() === ''} aria-busy={checking} onClick={apply}>
              {checking ? <Trans id="booking.discount.checking">Checking…</Trans> : <Trans id="booking.discount.apply">Apply</Trans>}
            </Button>
          </div>
        )}
      </Field>
    </div>
  );
}
