import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { RebookBookingMachine } from '../../../machines/myPages/rebookBooking/rebookBooking.machine';
import { selectRebookBooking } from '../../../machines/myPages/rebookBooking/rebookBooking.selectors';
import { AvailabilityCalendar } from '../../booking/steps/AvailabilityCalendar';
import { Button } from '../../components/Button';
import { useSite } from '../../shell/SiteContext';
import { formatVisitWhen } from '../visit';
import styles from './BookingDetail.module.css';
import { formatInstant, inSentence } from './format';
import { PanelEnd, PanelFrame, PanelRefused } from './PanelFrame';
import { Busy, Failure, ReasonOptions } from './parts';

/** Moving the visit: a reason and a new time in the wizard's calendar, confirm, done. */
export function RebookPanel({ actor, onClose }: { actor: ActorRefFrom<RebookBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const view = useSelector(actor, selectRebookBooking);
  const send = actor.send;
  const retry = () => send({ type: 'retry.requested' });

  return (
    <PanelFrame
      name="rebook"
      view={view}
      title={view.step === 'rebooked' ? <Trans id="myPages.rebook.doneTitle">The visit is moved</Trans> : <Trans id="myPages.rebook.title">Move the visit</Trans>}
      loading={<Trans id="myPages.rebook.loading">Loading free times…</Trans>}
      onRetry={retry}
      onClose={onClose}
    >
      {view.step === 'choose' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'rebook.requested' });
          }}
        >
          <p>
            <Trans id="myPages.rebook.rules">A visit can be moved free of charge until two working days before it. After that it can no longer be moved.</Trans>
          </p>
          <ReasonOptions
            legend={t({ id: 'myPages.rebook.reasonLegend', message: 'Why do you want to move the visit?' })}
            reasons={view.reasons}
            selected={view.reasonId}
            disabled={view.busy}
            onSelect={(reasonId) => send({ type: 'reason.selected', reasonId })}
          />
          <AvailabilityCalendar
            availability={view.availability}
            selected={view.slot}
            loading={false}
            errorKey={view.calendarErrorKey}
            onSelect={(slot) => send({ type: 'slot.selected', slot })}
            onRetry={() => undefined}
            locale={locale}
          />
          {view.incomplete && (
            <p className={styles.error} role="alert">
              <Trans id="myPages.rebook.incomplete">Please choose a reason and a new time.</Trans>
            </p>
          )}
          {view.busy && <Busy><Trans id="myPages.rebook.validating">Checking…</Trans></Busy>}
          {view.errorKey && <Failure errorKey={view.errorKey} onRetry={retry} />}
          <div className={styles.buttons}>
            <Button type="submit" aria-disabled={view.busy || undefined} data-testid="rebook-continue">
              <Trans id="myPages.rebook.continue">Continue</Trans>
            </Button>
            {view.canGoBack && (
              <Button variant="text" onClick={() => send({ type: 'rebook.back' })}>
                <Trans id="myPages.rebook.back">Back</Trans>
              </Button>
            )}
            <Button variant="text" onClick={onClose}>
              <Trans id="myPages.rebook.keep">Keep the current time</Trans>
            </Button>
          </div>
        </form>
      )}
      {view.step === 'confirm' && view.slot && (
        <div>
          <p data-testid="rebook-terms">
            <Trans id="myPages.rebook.confirmText">Move the visit to {inSentence(formatVisitWhen(view.slot, locale), locale)}?</Trans>{' '}
            {view.freeUntil && <Trans id="myPages.rebook.freeUntil">Moving is free of charge until {inSentence(formatInstant(view.freeUntil, locale), locale)}.</Trans>}
          </p>
          {view.busy && <Busy><Trans id="myPages.rebook.rebooking">Moving…</Trans></Busy>}
          {view.errorKey && <Failure errorKey={view.errorKey} onRetry={retry} />}
          <div className={styles.buttons}>
            <Button onClick={() => send({ type: 'rebook.confirmed' })} aria-disabled={view.busy || !!view.errorKey || undefined} data-testid="rebook-confirm">
              <Trans id="myPages.rebook.confirm">Yes, move the visit</Trans>
            </Button>
            <Button variant="text" onClick={() => send({ type: 'rebook.back' })}>
              <Trans id="myPages.rebook.back">Back</Trans>
            </Button>
          </div>
        </div>
      )}
      {view.step === 'refused' && view.refusalKey && (
        <PanelRefused
          refusalKey={view.refusalKey}
          back={{ label: <Trans id="myPages.rebook.back">Back</Trans>, onBack: () => send({ type: 'rebook.back' }) }}
          onClose={onClose}
        />
      )}
      {view.step === 'rebooked' && view.result && (
        <PanelEnd testId="rebook-done" onClose={onClose}>
          <p>
            <Trans id="myPages.rebook.done">Your visit is moved to {inSentence(formatVisitWhen(view.result, locale), locale)}.</Trans>
          </p>
        </PanelEnd>
      )}
    </PanelFrame>
  );
}
