import { Trans, useLingui } from '@lingui/react/macro';
import styles from './StepIndicator.module.css';

type StepStatus = 'done' | 'current' | 'open' | 'locked';

interface StepIndicatorProps {
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
 * plain text (locked ones say they are not available yet). On a phone only
 * the numbers show, so all steps fit: the wizard's step heading below names
 * the current one.
 */
export function StepIndicator({ steps, labels, onEdit }: StepIndicatorProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.indicator} aria-label={t({ id: 'booking.steps.label', message: 'Booking steps' })}>
      <ol className={styles.list}>
        {steps.map(({ step, status }, index) => {
          const label = labels[step] ?? step;
          const number = (
            <span className={styles.number} aria-hidden="true">
              {status === 'done' ? '✓' : index + 1}
            </span>
          );
          return (
            <li key={step} className={`${styles.item} ${styles[status] ?? ''}`} data-status={status}>
              {status === 'done' ? (
                <button type="button" className={styles.edit} onClick={() => onEdit(step)}>
                  {number}
                  <span className={styles.label}>
                    {label}
                    <span className="visually-hidden">
                      {' '}
                      <Trans id="booking.steps.done">(done, change)</Trans>
                    </span>
                  </span>
                </button>
              ) : (
                <>
                  {number}
                  <span className={styles.label} aria-current={status === 'current' ? 'step' : undefined}>
                    {label}
                    {status === 'locked' && (
                      <span className="visually-hidden">
                        {' '}
                        <Trans id="booking.steps.locked">(not available yet)</Trans>
                      </span>
                    )}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
