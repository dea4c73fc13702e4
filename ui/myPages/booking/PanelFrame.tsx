import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import styles from './BookingDetail.module.css';
import { focusKey } from './format';
import { Busy, Failure, Refusal } from './parts';
import { useFocusOn } from '../../components/useFocusOnChange';

/** What every change panel shows of its flow's screen. */
interface PanelView {
  step: string;
  busy: boolean;
  errorKey: string | null;
}

/**
 * The frame of a change panel on the booking page: a section named by its
 * heading (`<name>-title`), testable as `<name>-panel` with the flow's step,
 * whose heading takes the focus on every new screen. On the first screen
 * (`loading`) it shows the loading words or the failure with a retry; on that
 * screen and on `ended` (the flow stopped before it began) a Close.
 */
export function PanelFrame({
  name,
  view,
  title,
  loading,
  onRetry,
  onClose,
  children,
}: {
  name: string;
  view: PanelView;
  title: ReactNode;
  /** What the first screen says while the flow loads; a flow without a `loading` step has none. */
  loading?: ReactNode;
  onRetry?: () => void;
  onClose(): void;
  children: ReactNode;
}) {
  const heading = useFocusOn<HTMLHeadingElement>(focusKey(view.step, view.errorKey !== null));
  const first = view.step === 'loading';
  return (
    <section className={styles.panel} aria-labelledby={`${name}-title`} aria-busy={view.busy} data-testid={`${name}-panel`} data-step={view.step}>
      <h2 id={`${name}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {first && !view.errorKey && <Busy>{loading}</Busy>}
      {first && view.errorKey && <Failure errorKey={view.errorKey} onRetry={onRetry} />}
      {(first || view.step === 'ended') && <CloseButton onClose={onClose} testId="flow-close" />}
      {children}
    </section>
  );
}

/** The panels' Close. */
export function CloseButton({ onClose, variant = 'text', testId }: { onClose(): void; variant?: 'text' | 'secondary'; testId?: string }) {
  return (
    <Button variant={variant} onClick={onClose} data-testid={testId}>
      <Trans id="myPages.booking.close">Close</Trans>
    </Button>
  );
}

/** The last screen of a flow that changed the visit: what was done, as a status, and Close. */
export function PanelEnd({ testId, onClose, children }: { testId: string; onClose(): void; children: ReactNode }) {
  return (
    <div role="status" data-testid={testId}>
      {children}
      <CloseButton variant="secondary" onClose={onClose} />
    </div>
  );
}

/**
 * A refusal the flow stops on: the server's reason, Back when the customer
 * can choose again, and Close.
 */
export function PanelRefused({
  refusalKey,
  back,
  onClose,
}: {
  refusalKey: string;
  back?: { label: ReactNode; onBack(): void };
  onClose(): void;
}) {
  return (
    <>
      <Refusal refusalKey={refusalKey} />
      {back ? (
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={back.onBack}>
            {back.label}
          </Button>
          <CloseButton onClose={onClose} />
        </div>
      ) : (
        <CloseButton onClose={onClose} />
      )}
    </>
  );
}
