import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RateBookingMachine } from '../../../machines/myPages/rateBooking/rateBooking.machine';
import { FEEDBACK_MAX_LENGTH } from '../../../machines/myPages/rateBooking/rateBooking.rules';
import { selectRateBooking } from '../../../machines/myPages/rateBooking/rateBooking.selectors';
import { Button } from '../../components/Button';
import styles from './BookingDetail.module.css';
import { Busy, Failure, ReasonOptions, Refusal } from './parts';
import { focusKey } from './format';
import { useFocusOn } from './useFocusOn';

const STARS = [1, 2, 3, 4, 5] as const;

/** Rating a done visit, once: 1–5 stars, optional words and what it was mostly about. */
export function RatePanel({ actor, onClose }: { actor: ActorRefFrom<RateBookingMachine>; onClose(): void }) {
  const { t } = useLingui();
  const view = useSelector(actor, selectRateBooking);
  const heading = useFocusOn<HTMLHeadingElement>(focusKey(view.step, view.errorKey !== null));
  const id = useId();
  const send = actor.send;

  return (
    <section className={styles.panel} aria-labelledby="rate-title" aria-busy={view.busy} data-testid="rate-panel" data-step={view.step}>
      <h2 id="rate-title" ref={heading} tabIndex={-1}>
        <Trans id="myPages.rate.title">Rate the visit</Trans>
      </h2>
      {view.step === 'loading' && !view.errorKey && <Busy><Trans id="myPages.rate.loading">Loading…</Trans></Busy>}
      {view.step === 'loading' && view.errorKey && <Failure errorKey={view.errorKey} onRetry={() => send({ type: 'retry.requested' })} />}
      {(view.step === 'loading' || view.step === 'ended') && (
        <Button variant="text" onClick={onClose} data-testid="flow-close">
          <Trans id="myPages.booking.close">Close</Trans>
        </Button>
      )}
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
            <Button variant="text" onClick={onClose}>
              <Trans id="myPages.booking.close">Close</Trans>
            </Button>
          </div>
        </form>
      )}
      {view.step === 'refused' && view.refusalKey && (
        <>
          <Refusal refusalKey={view.refusalKey} />
          <Button variant="text" onClick={onClose}>
            <Trans id="myPages.booking.close">Close</Trans>
          </Button>
        </>
      )}
      {view.step === 'rated' && (
        <div role="status" data-testid="rate-done">
          <p>
            <Trans id="myPages.rate.done">Thank you! You rated the visit {view.rating ?? 0} of 5.</Trans>
          </p>
          <Button variant="secondary" onClick={onClose}>
            <Trans id="myPages.booking.close">Close</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
