import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../../i18n/format';
import type { CancelBookingMachine } from '../../../machines/myPages/cancelBooking/cancelBooking.machine';
import { useSite } from '../../shell/SiteContext';
import { ChangePanel } from './ChangePanel';
import { formatHours, formatInstant, inSentence } from './format';
import { ReasonOptions } from './parts';

/** Cancelling the visit: a reason, what it costs, confirm, done. */
export function CancelPanel({ actor, onClose }: { actor: ActorRefFrom<CancelBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const { locale } = useSite();
  return (
    <ChangePanel
      name="cancel"
      actor={actor}
      onClose={onClose}
      requestTestId="cancel-continue"
      texts={{
        title: <Trans id="myPages.cancel.title">Cancel the visit</Trans>,
        doneTitle: <Trans id="myPages.cancel.doneTitle">The visit is cancelled</Trans>,
        loading: <Trans id="myPages.cancel.loading">Loading…</Trans>,
        checking: <Trans id="myPages.cancel.validating">Checking…</Trans>,
        committing: <Trans id="myPages.cancel.cancelling">Cancelling…</Trans>,
        request: <Trans id="myPages.cancel.continue">Continue</Trans>,
        confirm: <Trans id="myPages.cancel.confirm">Yes, cancel the visit</Trans>,
        back: <Trans id="myPages.cancel.back">Back</Trans>,
        keep: <Trans id="myPages.cancel.keep">Keep the visit</Trans>,
      }}
      choose={(view, send) => (
        <>
          <p>
            <Trans id="myPages.cancel.rules">
              A visit can be cancelled free of charge until two working days before it. After that, cancelling costs half of the price to pay. A
              subscription visit cancelled in time puts its hours in your time bank.
            </Trans>
          </p>
          <ReasonOptions
            legend={t({ id: 'myPages.cancel.reasonLegend', message: 'Why do you want to cancel?' })}
            reasons={view.options?.reasons ?? []}
            selected={view.choice.reasonId}
            disabled={!view.canChoose}
            missing={view.incomplete}
            onSelect={(reasonId) => send({ type: 'reason.selected', reasonId })}
          />
        </>
      )}
      terms={(view) => (
        <>
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
        </>
      )}
      done={({ result }) =>
        result && (
          <>
            <p>
              {result.fee > 0 ? (
                <Trans id="myPages.cancel.doneFee">Your visit is cancelled. A cancellation fee of {formatMoney(result.fee)} will be invoiced.</Trans>
              ) : (
                <Trans id="myPages.cancel.doneFree">Your visit is cancelled free of charge.</Trans>
              )}
            </p>
            {result.timeBankMinutes > 0 && (
              <p>
                <Trans id="myPages.cancel.doneTimeBank">{formatHours(result.timeBankMinutes, locale)} hours were put in your time bank.</Trans>
              </p>
            )}
          </>
        )
      }
    />
  );
}
