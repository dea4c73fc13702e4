import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FeedbackMachine } from '../../../machines/myPages/feedback/feedback.machine';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS } from '../../../machines/myPages/feedback/feedback.rules';
import { selectFeedback } from '../../../machines/myPages/feedback/feedback.selectors';
import { Card } from '../resource';
import pageStyles from '../myPages.module.css';
import styles from './start.module.css';

/** The feedback a link `?feedback=<id>` asks for: stars, what it is mostly about, a comment. */
export function FeedbackForm({ actor }: { actor: ActorRefFrom<FeedbackMachine> }) {
  const { i18n, t } = useLingui();
  const view = useSelector(actor, selectFeedback);
  const id = useId();
  const title = <Trans id="myPages.feedback.title">Your feedback</Trans>;

  if (view.step === 'loading') {
    return (
      <Card title={title} testId="feedback">
        <p role="status" className={pageStyles.loading}>
          <Trans id="session.loading">Loading…</Trans>
        </p>
      </Card>
    );
  }
  if (view.step === 'failed') {
    return (
      <Card title={title} testId="feedback">
        <div role="alert" className={pageStyles.problem}>
          <p>{i18n._('common.errors.default')}</p>
          <button type="button" className={pageStyles.action} onClick={() => actor.send({ type: 'feedback.retried' })} data-testid="feedback-retry">
            <Trans id="myPages.start.retry">Try again</Trans>
          </button>
        </div>
      </Card>
    );
  }
  if (view.step === 'notFound') {
    return (
      <Card title={title} testId="feedback">
        <p data-testid="feedback-not-found">
          <Trans id="myPages.feedback.notFound">We could not find this feedback request. The link may be old.</Trans>
        </p>
      </Card>
    );
  }
  if (view.step === 'thanks') {
    return (
      <Card title={title} testId="feedback">
        <p role="status" className={styles.thanks} data-testid="feedback-thanks">
          <Trans id="myPages.feedback.thanks">Thank you for your feedback!</Trans>
        </p>
      </Card>
    );
  }

  const options = view.request?.options ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'feedback.submitted' });
  };
  const errorId = `${id}-rating-error`;
  return (
    <Card title={title} testId="feedback">
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={view.busy} data-testid="feedback-form">
        {view.request?.answered && (
          <p className={pageStyles.muted}>
            <Trans id="myPages.feedback.answered">You have answered already; a new answer replaces it.</Trans>
          </p>
        )}
        <fieldset className={styles.stars} aria-describedby={view.ratingError ? errorId : undefined} aria-invalid={view.ratingError ? true : undefined}>
          <legend>
            <Trans id="myPages.feedback.rating">How did we do?</Trans>
          </legend>
          {FEEDBACK_RATINGS.map((stars) => (
            <label key={stars} className={styles.star}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={view.rating === stars}
                readOnly={view.busy}
                onChange={() => actor.send({ type: 'rating.chosen', rating: stars })}
              />
              <span>{t({ id: 'myPages.feedback.stars', message: `${stars} of 5` })}</span>
            </label>
          ))}
        </fieldset>
        {view.ratingError && (
          <p id={errorId} role="alert" className={styles.error}>
            {i18n._(view.ratingError)}
          </p>
        )}
        {options.length > 0 && (
          <>
            <label htmlFor={`${id}-option`} className={styles.label}>
              <Trans id="myPages.feedback.option">What is it mostly about?</Trans>
            </label>
            <select
              id={`${id}-option`}
              className={styles.input}
              value={view.option ?? ''}
              onChange={(event) => actor.send({ type: 'option.chosen', option: event.target.value || null })}
            >
              <option value="">{t({ id: 'myPages.feedback.noOption', message: 'Nothing in particular' })}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${id}-comment`} className={styles.label}>
          <Trans id="myPages.feedback.comment">Comment (optional)</Trans>
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.input}
          rows={3}
          maxLength={FEEDBACK_COMMENT_MAX}
          value={view.comment}
          readOnly={view.busy}
          onChange={(event) => actor.send({ type: 'comment.changed', value: event.target.value })}
        />
        {view.sendError && (
          <p role="alert" className={styles.error}>
            {i18n._(view.sendError)}
          </p>
        )}
        <div>
          <button type="submit" className={pageStyles.action} aria-disabled={view.busy || undefined} data-testid="feedback-submit">
            <Trans id="myPages.feedback.submit">Send feedback</Trans>
          </button>
        </div>
      </form>
    </Card>
  );
}
