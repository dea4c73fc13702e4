import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MeetingMachine } from '../../../machines/myPages/meeting/meeting.machine';
import { selectMeeting } from '../../../machines/myPages/meeting/meeting.selectors';
import { AvailabilityCalendar } from '../../booking/steps/AvailabilityCalendar';
import { Button } from '../../components/Button';
import { useSite } from '../../shell/SiteContext';
import { formatVisitWhen } from '../visit';
import { inSentence } from './format';
import styles from './BookingDetail.module.css';
import { CloseButton, PanelEnd, PanelFrame } from './PanelFrame';
import { Busy, Failure, Refusal } from './parts';

/** The free home visit: move it to another home-visit time or cancel it, both free until it starts. */
export function MeetingPanel({ actor, onClose }: { actor: ActorRefFrom<MeetingMachine>; onClose(): void }) {
  const { locale } = useSite();
  const view = useSelector(actor, selectMeeting);
  const send = actor.send;
  const retry = () => send({ type: 'retry.requested' });
  const back = (
    <Button variant="text" onClick={() => send({ type: 'flow.back' })}>
      <Trans id="myPages.meeting.back">Back</Trans>
    </Button>
  );

  return (
    <PanelFrame
      name="meeting"
      view={view}
      title={
        view.step === 'choose' ? (
          <Trans id="myPages.meeting.rescheduleTitle">Move the home visit</Trans>
        ) : view.step === 'confirmCancel' || view.step === 'cancelled' ? (
          <Trans id="myPages.meeting.cancelTitle">Cancel the home visit</Trans>
        ) : (
          <Trans id="myPages.meeting.title">Change the home visit</Trans>
        )
      }
      loading={<Trans id="myPages.meeting.loading">Loading…</Trans>}
      onRetry={retry}
      onClose={onClose}
    >
      {view.step === 'ready' && view.meeting && (
        <div>
          <p>
            <Trans id="myPages.meeting.rules">A home visit can be moved or cancelled free of charge until it starts.</Trans>
          </p>
          {view.canChange ? (
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={() => send({ type: 'reschedule.opened' })} data-testid="meeting-reschedule">
                <Trans id="myPages.meeting.reschedule">Move the home visit</Trans>
              </Button>
              <Button variant="secondary" onClick={() => send({ type: 'cancel.opened' })} data-testid="meeting-cancel">
                <Trans id="myPages.meeting.cancel">Cancel the home visit</Trans>
              </Button>
              <CloseButton onClose={onClose} />
            </div>
          ) : (
            <>
              <p className={styles.notice}>
                <Trans id="myPages.meeting.notChangeable">This home visit can no longer be changed.</Trans>
              </p>
              <CloseButton onClose={onClose} />
            </>
          )}
        </div>
      )}
      {view.step === 'choose' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'reschedule.requested' });
          }}
        >
          {view.refusalKey && <Refusal refusalKey={view.refusalKey} />}
          {view.errorKey && <Failure errorKey={view.errorKey} onRetry={view.slotsReady ? undefined : retry} />}
          {view.slotsReady && (
            <AvailabilityCalendar
              availability={view.availability}
              selected={view.slot}
              loading={false}
              errorKey={null}
              onSelect={(slot) => send({ type: 'slot.selected', slot })}
              onRetry={() => undefined}
              locale={locale}
            />
          )}
          {view.loadingSlots && <Busy><Trans id="myPages.meeting.loadingSlots">Loading free times…</Trans></Busy>}
          {view.missingSlot && (
            <p className={styles.error} role="alert">
              <Trans id="myPages.meeting.missingSlot">Please choose a new time.</Trans>
            </p>
          )}
          {view.slotsReady && view.busy && <Busy><Trans id="myPages.meeting.rescheduling">Moving…</Trans></Busy>}
          <div className={styles.buttons}>
            {view.slotsReady && (
              <Button type="submit" aria-disabled={view.busy || undefined} data-testid="meeting-reschedule-confirm">
                <Trans id="myPages.meeting.rescheduleConfirm">Move to this time</Trans>
              </Button>
            )}
            {back}
          </div>
        </form>
      )}
      {view.step === 'rescheduled' && view.meeting && (
        <PanelEnd testId="meeting-rescheduled" onClose={onClose}>
          <p>
            <Trans id="myPages.meeting.rescheduled">Your home visit is moved to {inSentence(formatVisitWhen(view.meeting, locale), locale)}.</Trans>
          </p>
        </PanelEnd>
      )}
      {view.step === 'confirmCancel' && (
        <div>
          <p>
            <Trans id="myPages.meeting.cancelText">Cancelling the home visit is free of charge.</Trans>
          </p>
          {view.busy && <Busy><Trans id="myPages.meeting.cancelling">Cancelling…</Trans></Busy>}
          {view.errorKey && <Failure errorKey={view.errorKey} />}
          <div className={styles.buttons}>
            <Button onClick={() => send({ type: 'cancel.confirmed' })} aria-disabled={view.busy || undefined} data-testid="meeting-cancel-confirm">
              <Trans id="myPages.meeting.cancelConfirm">Yes, cancel the home visit</Trans>
            </Button>
            {back}
          </div>
        </div>
      )}
      {view.step === 'cancelled' && (
        <PanelEnd testId="meeting-cancelled" onClose={onClose}>
          <p>
            <Trans id="myPages.meeting.cancelled">Your home visit is cancelled.</Trans>
          </p>
        </PanelEnd>
      )}
    </PanelFrame>
  );
}
