import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { RebookBookingMachine } from '../../../machines/myPages/rebookBooking/rebookBooking.machine';
import { AvailabilityCalendar } from '../../booking/steps/AvailabilityCalendar';
import { useSite } from '../../shell/SiteContext';
import { formatVisitWhen } from '../visit';
import styles from './BookingDetail.module.css';
import { ChangePanel } from './ChangePanel';
import { formatInstant, inSentence } from './format';
import { ReasonOptions } from './parts';

/** Moving the visit: a reason and a new time in the wizard's calendar, confirm, done. */
export function RebookPanel({ actor, onClose }: { actor: ActorRefFrom<RebookBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const { locale } = useSite();
  return (
    <ChangePanel
      name="rebook"
      actor={actor}
      onClose={onClose}
      requestTestId="rebook-continue"
      texts={{
        title: <Trans id="myPages.rebook.title">Move the visit</Trans>,
        doneTitle: <Trans id="myPages.rebook.doneTitle">The visit is moved</Trans>,
        loading: <Trans id="myPages.rebook.loading">Loading free times…</Trans>,
        checking: <Trans id="myPages.rebook.validating">Checking…</Trans>,
        committing: <Trans id="myPages.rebook.rebooking">Moving…</Trans>,
        request: <Trans id="myPages.rebook.continue">Continue</Trans>,
        confirm: <Trans id="myPages.rebook.confirm">Yes, move the visit</Trans>,
        back: <Trans id="myPages.rebook.back">Back</Trans>,
        keep: <Trans id="myPages.rebook.keep">Keep the current time</Trans>,
      }}
      choose={(view, send) => (
        <>
          <p>
            <Trans id="myPages.rebook.rules">A visit can be moved free of charge until two working days before it. After that it can no longer be moved.</Trans>
          </p>
          <ReasonOptions
            legend={t({ id: 'myPages.rebook.reasonLegend', message: 'Why do you want to move the visit?' })}
            reasons={view.options?.reasons ?? []}
            selected={view.choice.reasonId}
            disabled={!view.canChoose}
            onSelect={(reasonId) => send({ type: 'reason.selected', reasonId })}
          />
          <AvailabilityCalendar
            availability={view.options?.availability ?? null}
            selected={view.choice.slot}
            loading={false}
            errorKey={view.lostKey}
            onSelect={(slot) => send({ type: 'slot.selected', slot })}
            onRetry={() => undefined}
            locale={locale}
          />
          {view.incomplete && (
            <p className={styles.error} role="alert">
              <Trans id="myPages.rebook.incomplete">Please choose a reason and a new time.</Trans>
            </p>
          )}
        </>
      )}
      terms={({ choice, freeUntil }) =>
        choice.slot && (
          <p data-testid="rebook-terms">
            <Trans id="myPages.rebook.confirmText">Move the visit to {inSentence(formatVisitWhen(choice.slot, locale), locale)}?</Trans>{' '}
            {freeUntil && <Trans id="myPages.rebook.freeUntil">Moving is free of charge until {inSentence(formatInstant(freeUntil, locale), locale)}.</Trans>}
          </p>
        )
      }
      done={({ result }) =>
        result && (
          <p>
            <Trans id="myPages.rebook.done">Your visit is moved to {inSentence(formatVisitWhen(result, locale), locale)}.</Trans>
          </p>
        )
      }
    />
  );
}
