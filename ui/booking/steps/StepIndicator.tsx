import { Trans, useLingui } from '@lingui/react/macro';
import styles from './StepIndicator.module.css';

export type StepStatus = 'done' | 'current' | 'open' | 'locked';

export interface StepIndicatorProps {
  /** The wizard's steps in order, with where the customer stands. */
  steps: { step: string; status: StepStatus }[];
  /** Translated label of each step. */
  labels: Record<string, string>;
  /** A done step was chosen to be changed. */
  onEdit(step: string): void;
}

/**
 * The steps of the booking as an ordered list: done steps are buttons back
 * to them, the current one is marked `aria-current="step"`, later ones are
 * plain text (locked ones say they are not available yet).
 */
export function StepIndicator({ steps, labels, onEdit }: StepIndicatorProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.indicator} aria-label={t({ id: 'booking.steps.label', message: 'Booking steps' })}>
      <ol className={styles.list}>
        {steps.map(({ step, status }, index) => {
          const label = labels[step] ?? step;
          const number = index + 1;
          return (
            <li key={step} className={`${styles.item} ${styles[status] ?? ''}`} data-status={status}>
              <span className={styles.number} aria-hidden="true">
                {status === 'done' ? '✓' : number}
              </span>
              {status === 'done' ? (
                <button type="button" className={styles.edit} onClick={() => onEdit(step)}>
                  {label}
                  <span className="visually-hidden">
                    {' '}
                    <Trans id="booking.steps.done">(done, change)</Trans>
                  </span>
                </button>
              ) : status === 'current' ? (
                <span className={styles.label} aria-current="step">
                  {label}
                </span>
              ) : (
                <span className={styles.label}>
                  {label}
                  {status === 'locked' && (
                    <span className="visually-hidden">
                      {' '}
                      <Trans id="booking.steps.locked">(not available yet)</Trans>
                    </span>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
