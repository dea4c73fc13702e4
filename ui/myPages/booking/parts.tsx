import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import styles from './BookingDetail.module.css';
import { translateChangeKey } from './messages';

/** The reasons a server lists, as a radio group. */
export function ReasonOptions({
  legend,
  reasons,
  selected,
  disabled,
  onSelect,
  missing,
}: {
  legend: string;
  reasons: ReadonlyArray<{ id: string; label: string }>;
  selected: string | null;
  disabled: boolean;
  onSelect(id: string): void;
  /** Show "choose a reason". */
  missing?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={styles.options} aria-describedby={missing ? `${id}-missing` : undefined} data-testid="reason-options">
      <legend>{legend}</legend>
      {reasons.map((reason) => (
        <label key={reason.id}>
          <input
            type="radio"
            name={`${id}-reason`}
            value={reason.id}
            checked={selected === reason.id}
            disabled={disabled}
            onChange={() => onSelect(reason.id)}
          />
          {reason.label}
        </label>
      ))}
      {missing && (
        <p id={`${id}-missing`} className={styles.error} role="alert">
          <Trans id="myPages.booking.chooseReason">Please choose a reason.</Trans>
        </p>
      )}
    </fieldset>
  );
}

/** A failed call: the message and a retry. */
export function Failure({ errorKey, onRetry }: { errorKey: string; onRetry?: () => void }) {
  const { i18n } = useLingui();
  return (
    <div role="alert" data-testid="flow-error">
      <p className={styles.error}>{translateChangeKey(i18n, errorKey)}</p>
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          <Trans id="myPages.booking.retry">Try again</Trans>
        </Button>
      )}
    </div>
  );
}

/** A refusal from the server, in words. */
export function Refusal({ refusalKey }: { refusalKey: string }) {
  const { i18n } = useLingui();
  return (
    <p className={styles.notice} role="alert" data-testid="flow-refusal">
      {translateChangeKey(i18n, refusalKey)}
    </p>
  );
}

/** Work under way. */
export function Busy({ children }: { children: React.ReactNode }) {
  return (
    <p role="status">
      <Spinner /> {children}
    </p>
  );
}
