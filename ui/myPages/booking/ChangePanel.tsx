import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, EventObject } from 'xstate';
import {
  selectBookingChange,
  type BookingChangeSnapshot,
  type BookingChangeView,
} from '../../../machines/myPages/bookingChange/bookingChange.selectors';
import type { BookingChangeEvent } from '../../../machines/myPages/bookingChange/bookingChange.types';
import { Button } from '../../components/Button';
import styles from './BookingDetail.module.css';
import { PanelEnd, PanelFrame, PanelRefused } from './PanelFrame';
import { Busy, Failure } from './parts';

/** The words of one kind of change, each a `<Trans>` of its own. */
interface ChangePanelTexts {
  title: ReactNode;
  doneTitle: ReactNode;
  /** While the options load. */
  loading: ReactNode;
  /** While the server checks the choice (a flow that confirms). */
  checking?: ReactNode;
  /** While the change is sent. */
  committing: ReactNode;
  /** Continue (or Send) under the choice. */
  request: ReactNode;
  /** Yes on the confirmation (a flow that confirms). */
  confirm?: ReactNode;
  back: ReactNode;
  /** Leaving without a change, under the choice. */
  keep: ReactNode;
}

/**
 * The panel of a change of the visit (cancel, move, rate): the choice the
 * kind renders, what the server's check says and a Yes (where the flow
 * confirms), the refusal, and what was done. Back, Continue and Yes follow
 * what the flow accepts, so each is disabled while a call runs; a failed
 * call shows its message with a retry; the heading takes the focus on each
 * new screen (`PanelFrame`).
 */
export function ChangePanel<TOptions, TChoice, TResult, TChoiceEvent extends EventObject>({
  name,
  actor,
  onClose,
  texts,
  requestTestId,
  choose,
  terms,
  done,
}: {
  /** `<name>-panel`, `<name>-confirm`, `<name>-done`, and the heading's id. */
  name: string;
  actor: ActorRef<BookingChangeSnapshot<TOptions, TChoice, TResult>, BookingChangeEvent<TChoiceEvent>>;
  onClose(): void;
  texts: ChangePanelTexts;
  requestTestId: string;
  /** The kind's fields, sending its choice events; disabled unless `view.canChoose`. */
  choose(view: BookingChangeView<TOptions, TChoice, TResult>, send: (event: TChoiceEvent) => void): ReactNode;
  /** What the confirmation says. */
  terms?(view: BookingChangeView<TOptions, TChoice, TResult>): ReactNode;
  /** What was done. */
  done(view: BookingChangeView<TOptions, TChoice, TResult>): ReactNode;
}) {
  const view = useSelector(actor, selectBookingChange);
  const send = actor.send;
  const retry = () => send({ type: 'retry.requested' });
  const back = () => send({ type: 'change.back' });
  const progress = (
    <>
      {view.busy && <Busy>{view.work === 'committing' ? texts.committing : texts.checking}</Busy>}
      {view.errorKey && <Failure errorKey={view.errorKey} onRetry={retry} />}
    </>
  );
  const backButton = (
    <Button variant="text" onClick={back} aria-disabled={!view.canGoBack || undefined}>
      {texts.back}
    </Button>
  );

  return (
    <PanelFrame name={name} view={view} title={view.step === 'done' ? texts.doneTitle : texts.title} loading={texts.loading} onRetry={retry} onClose={onClose}>
      {view.step === 'choose' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'change.requested' });
          }}
        >
          {choose(view, send)}
          {progress}
          <div className={styles.buttons}>
            <Button type="submit" aria-disabled={!view.canRequest || undefined} data-testid={requestTestId}>
              {texts.request}
            </Button>
            {view.canGoBack && backButton}
            <Button variant="text" onClick={onClose}>
              {texts.keep}
            </Button>
          </div>
        </form>
      )}
      {view.step === 'confirm' && (
        <div>
          {terms?.(view)}
          {progress}
          <div className={styles.buttons}>
            <Button onClick={() => send({ type: 'change.confirmed' })} aria-disabled={!view.canConfirm || undefined} data-testid={`${name}-confirm`}>
              {texts.confirm}
            </Button>
            {backButton}
          </div>
        </div>
      )}
      {view.step === 'refused' && view.refusalKey && (
        <PanelRefused refusalKey={view.refusalKey} back={view.canGoBack ? { label: texts.back, onBack: back } : undefined} onClose={onClose} />
      )}
      {view.step === 'done' && (
        <PanelEnd testId={`${name}-done`} onClose={onClose}>
          {done(view)}
        </PanelEnd>
      )}
    </PanelFrame>
  );
}
