import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../../i18n/format';
import type { CancelBookingMachine } from '../../../machines/myPages/cancelBooking/cancelBooking.machine';
import { selectCancelBooking } from '../../../machines/myPages/cancelBooking/cancelBooking.selectors';
import { Button } from '../../components/Button';
import { useSite } from '../../shell/SiteContext';
import styles from './BookingDetail.module.css';
import { formatHours, formatInstant, inSentence } from './format';
import { PanelEnd, PanelFrame, PanelRefused } from './PanelFrame';
import { Busy, Failure, ReasonOptions } from './parts';

/** Cancelling the visit: a reason, what it costs, confirm, done. */
export function CancelPanel({ actor, onClose }: { actor: ActorRefFrom<CancelBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const view = useSelector(actor, selectCancelBooking);
  const send = actor.send;
  const retry = () => send({ type: 'retry.requested' });

  return (
    <PanelFrame
      name="cancel"
      view={view}
      title={view.step === 'cancelled' ? <Trans id="myPages.cancel.doneTitle">The visit is cancelled</Trans> : <Trans id="myPages.cancel.title">Cancel the visit</Trans>}
      loading={<Trans id="myPages.cancel.loading">Loading…</Trans>}
      onRetry={retry}
      onClose={onClose}
    >
      {view.step === 'choose' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'cancel.requested' });
          }}
        >
          <p>
            <Trans id="myPages.cancel.rules">
              A visit can be cancelled free of charge until two working days before it. After that, cancelling costs half of the price to pay. A
              subscription visit cancelled in time puts its hours in your time bank.
            </Trans>
          </p>
          <ReasonOptions
            legend={t({ id: 'myPages.cancel.reasonLegend', message: 'Why do you want to cancel?' })}
            reasons={view.reasons}
            selected={view.reasonId}
            disabled={view.busy}
            missing={view.missingReason}
            onSelect={(reasonId) => send({ type: 'reason.selected', reasonId })}
          />
          {view.busy && <Busy><Trans id="myPages.cancel.validating">Checking…</Trans></Busy>}
          {view.errorKey && <Failure errorKey={view.errorKey} onRetry={retry} />}
          <div className={styles.buttons}>
            <Button type="submit" aria-disabled={view.busy || undefined} data-testid="cancel-continue">
              <Trans id="myPages.cancel.continue">Continue</Trans>
            </Button>
            {view.canGoBack && (
              <Button variant="text" onClick={() => send({ type: 'cancel.back' })}>
                <Trans id="myPages.cancel.back">Back</Trans>
              </Button>
            )}
            <Button variant="text" onClick={onClose}>
              <Trans id="myPages.cancel.keep">Keep the visit</Trans>
            </Button>
          </div>
        </form>
      )}
      {view.step === 'confirm' && (
        <div>
          <p data-testid="cancel-terms">
            {view.fee > 0 ? (
              <Trans id="myPages.cancel.fee">Cancelling now costs {formatMoney(view.fee)}, since the free cancellation period has passed.</Trans>
            ) : view.freeUntil ? (
              <Trans id="myPages.cancel.freeUntil">Cancelling is free of charge until {inSentence(formatInstant(view.freeUntil, locale), locale)}.</Trans>
            ) : (
              <Trans id="myPages.cancel.free">Cancelling is free of charge.</Trans>
            )}
          </p>
          {view.timeBankMinutes > 0 && (
            <p data-testid="cancel-time-bank">
              <Trans id="myPages.cancel.timeBank">{formatHours(view.timeBankMinutes, locale)} hours go to your time bank.</Trans>
            </p>
          )}
          {view.busy && <Busy><Trans id="myPages.cancel.cancelling">Cancelling…</Trans></Busy>}
          {view.errorKey && <Failure errorKey={view.errorKey} onRetry={retry} />}
          <div className={styles.buttons}>
            <Button onClick={() => send({ type: 'cancel.confirmed' })} aria-disabled={!view.canConfirm || undefined} data-testid="cancel-confirm">
              <Trans id="myPages.cancel.confirm">Yes, cancel the visit</Trans>
            </Button>
            <Button variant="text" onClick={() => send({ type: 'cancel.back' })} aria-disabled={view.busy || undefined}>
              <Trans id="myPages.cancel.back">Back</Trans>
            </Button>
          </div>
        </div>
      )}
      {view.step === 'refused' && view.refusalKey && (
        <PanelRefused
          refusalKey={view.refusalKey}
          back={{ label: <Trans id="myPages.cancel.back">Back</Trans>, onBack: () => send({ type: 'cancel.back' }) }}
          onClose={onClose}
        />
      )}
      {view.step === 'cancelled' && view.result && (
        <PanelEnd testId="cancel-done" onClose={onClose}>
          <p>
            {view.result.fee > 0 ? (
              <Trans id="myPages.cancel.doneFee">Your visit is cancelled. A cancellation fee of {formatMoney(view.result.fee)} will be invoiced.</Trans>
            ) : (
              <Trans id="myPages.cancel.doneFree">Your visit is cancelled free of charge.</Trans>
            )}
          </p>
          {view.result.timeBankMinutes > 0 && (
            <p>
              <Trans id="myPages.cancel.doneTimeBank">{formatHours(view.result.timeBankMinutes, locale)} hours were put in your time bank.</Trans>
            </p>
          )}
        </PanelEnd>
      )}
    </PanelFrame>
  );
}
