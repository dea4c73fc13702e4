import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RateBookingMachine } from '../../../machines/myPages/rateBooking/rateBooking.machine';
import { FEEDBACK_MAX_LENGTH } from '../../../machines/myPages/rateBooking/rateBooking.rules';
import { selectRateBooking } from '../../../machines/myPages/rateBooking/rateBooking.selectors';
import { Button } from '../../components/Button';
import styles from './BookingDetail.module.css';
import { CloseButton, PanelEnd, PanelFrame, PanelRefused } from './PanelFrame';
import { Busy, Failure, ReasonOptions } from './parts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Rating a done visit, once: 1–5 stars, optional words and what it was mostly about. */
export function RatePanel({ actor, onClose }: { actor: ActorRefFrom<RateBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const view = useSelector(actor, selectRateBooking);
  const id = useId();
  const send = actor.send;

  return (
    <PanelFrame
      name="rate"
      view={view}
      title={<Trans id="myPages.rate.title">Rate the visit</Trans>}
      loading={<Trans id="myPages.rate.loading">Loading…</Trans>}
      onRetry={() => send({ type: 'retry.requested' })}
      onClose={onClose}
    >
      {view.step === 'edit' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'rating.submitted' });
          }}
        >
          <fieldset className={styles.options} aria-describedby={view.missingRating ? `${id}-missing` : undefined}>
            <legend>
              <Trans id="myPages.rate.starsLegend">How happy are you with the visit?</Trans>
            </legend>
            <div className={styles.stars}>
              {STARS.map((stars) => (
                <label key={stars}>
                  <input
                    type="radio"
                    name={`${id}-stars`}
                    value={stars}
                    checked={view.rating === stars}
                    disabled={view.busy}
                    onChange={() => send({ type: 'rating.changed', rating: stars })}
                  />
                  {t({ id: 'myPages.rate.stars', message: `${stars} of 5` })}
                </label>
              ))}
            </div>
            {view.missingRating && (
              <p id={`${id}-missing`} className={styles.error} role="alert">
                <Trans id="myPages.rate.missingRating">Please choose a rating.</Trans>
              </p>
            )}
          </fieldset>
          {view.reasons.length > 0 && (
            <ReasonOptions
              legend={t({ id: 'myPages.rate.reasonLegend', message: 'What is your rating mostly about? (optional)' })}
              reasons={view.reasons}
              selected={view.reasonId}
              disabled={view.busy}
              onSelect={(reasonId) => send({ type: 'reason.selected', reasonId })}
            />
          )}
          <label htmlFor={`${id}-feedback`}>
            <Trans id="myPages.rate.feedbackLabel">Anything you want to tell us? (optional)</Trans>
          </label>
          <textarea
            id={`${id}-feedback`}
            className={styles.textarea}
            maxLength={FEEDBACK_MAX_LENGTH}
            value={view.feedback}
            readOnly={view.busy}
            onChange={(event) => send({ type: 'feedback.changed', value: event.target.value })}
          />
          {view.busy && <Busy><Trans id="myPages.rate.sending">Sending…</Trans></Busy>}
          {view.errorKey && <Failure errorKey={view.errorKey} />}
          <div className={styles.buttons}>
            <Button type="submit" aria-disabled={view.busy || undefined} data-testid="rate-submit">
              <Trans id="myPages.rate.submit">Send rating</Trans>
            </Button>
            <CloseButton onClose={onClose} />
          </div>
        </form>
      )}
      {view.step === 'refused' && view.refusalKey && <PanelRefused refusalKey={view.refusalKey} onClose={onClose} />}
      {view.step === 'rated' && (
        <PanelEnd testId="rate-done" onClose={onClose}>
          <p>
            <Trans id="myPages.rate.done">Thank you! You rated the visit {view.rating ?? 0} of 5.</Trans>
          </p>
        </PanelEnd>
      )}
    </PanelFrame>
  );
}
