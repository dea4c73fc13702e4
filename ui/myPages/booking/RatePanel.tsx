import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RateBookingMachine } from '../../../machines/myPages/rateBooking/rateBooking.machine';
import { FEEDBACK_MAX_LENGTH } from '../../../machines/myPages/rateBooking/rateBooking.rules';
import styles from './BookingDetail.module.css';
import { ChangePanel } from './ChangePanel';
import { ReasonOptions } from './parts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Rating a done visit, once: 1–5 stars, optional words and what it was mostly about. */
export function RatePanel({ actor, onClose }: { actor: ActorRefFrom<RateBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const id = useId();
  const title = <Trans id="myPages.rate.title">Rate the visit</Trans>;
  return (
    <ChangePanel
      name="rate"
      actor={actor}
      onClose={onClose}
      requestTestId="rate-submit"
      texts={{
        title,
        doneTitle: title,
        loading: <Trans id="myPages.rate.loading">Loading…</Trans>,
        committing: <Trans id="myPages.rate.sending">Sending…</Trans>,
        request: <Trans id="myPages.rate.submit">Send rating</Trans>,
        back: <Trans id="myPages.rate.back">Back</Trans>,
        keep: <Trans id="myPages.booking.close">Close</Trans>,
      }}
      choose={({ choice, options, incomplete, canChoose }, send) => (
        <>
          <fieldset className={styles.options} aria-describedby={incomplete ? `${id}-missing` : undefined}>
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
                    checked={choice.rating === stars}
                    disabled={!canChoose}
                    onChange={() => send({ type: 'rating.changed', rating: stars })}
                  />
                  {t({ id: 'myPages.rate.stars', message: `${stars} of 5` })}
                </label>
              ))}
            </div>
            {incomplete && (
              <p id={`${id}-missing`} className={styles.error} role="alert">
                <Trans id="myPages.rate.missingRating">Please choose a rating.</Trans>
              </p>
            )}
          </fieldset>
          {(options?.reasons.length ?? 0) > 0 && (
            <ReasonOptions
              legend={t({ id: 'myPages.rate.reasonLegend', message: 'What is your rating mostly about? (optional)' })}
              reasons={options?.reasons ?? []}
              selected={choice.reasonId}
              disabled={!canChoose}
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
            value={choice.feedback}
            readOnly={!canChoose}
            onChange={(event) => send({ type: 'feedback.changed', value: event.target.value })}
          />
        </>
      )}
      done={({ choice }) => (
        <p>
          <Trans id="myPages.rate.done">Thank you! You rated the visit {choice.rating ?? 0} of 5.</Trans>
        </p>
      )}
    />
  );
}
