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
import { focusKey, formatInstant, inSentence } from './format';
import { Busy, Failure, ReasonOptions, Refusal } from './parts';
import { useFocusOn } from './useFocusOn';

/** Moving the visit: a reason and a new time in the wizard's calendar, confirm, done. */
export function RebookPanel({ actor, onClose }: { actor: ActorRefFrom<RebookBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const view = useSelector(actor, selectRebookBooking);
  const heading = useFocusOn<HTMLHeadingElement>(focusKey(view.step, view.errorKey !== null));
  const send = actor.send;
  const retry = () => send({ type: 'retry.requested' });

  return (
    <section className={styles.panel} aria-labelledby="rebook-title" aria-busy={view.busy} data-testid="rebook-panel" data-step={view.step}>
      <h2 id="rebook-title" ref={heading} tabIndex={-1}>
        {view.step === 'rebooked' ? <Trans id="myPages.rebook.doneTitle">The visit is moved</Trans> : <Trans id="myPages.rebook.title">Move the visit</Trans>}
      </h2>
      {view.step === 'loading' && !view.errorKey && <Busy><Trans id="myPages.rebook.loading">Loading free times…</Trans></Busy>}
      {view.step === 'loading' && view.errorKey && <Failure errorKey={view.errorKey} onRetry={retry} />}
      {(view.step === 'loading' || view.step === 'ended') && (
        <Button variant="text" onClick={onClose} data-testid="flow-close">
          <Trans id="myPages.booking.close">Close</Trans>
        </Button>
      )}
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
        <>
          <Refusal refusalKey={view.refusalKey} />
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => send({ type: 'rebook.back' })}>
              <Trans id="myPages.rebook.back">Back</Trans>
            </Button>
            <Button variant="text" onClick={onClose}>
              <Trans id="myPages.booking.close">Close</Trans>
            </Button>
          </div>
        </>
      )}
      {view.step === 'rebooked' && view.result && (
        <div role="status" data-testid="rebook-done">
          <p>
            <Trans id="myPages.rebook.done">Your visit is moved to {inSentence(formatVisitWhen(view.result, locale), locale)}.</Trans>
          </p>
          <Button variant="secondary" onClick={onClose}>
            <Trans id="myPages.booking.close">Close</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
