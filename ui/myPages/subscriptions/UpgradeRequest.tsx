import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../../i18n/format';
import type { RequestUpgradeMachine } from '../../../machines/myPages/requestUpgrade/requestUpgrade.machine';
import { UPGRADE_COMMENT_MAX } from '../../../machines/myPages/requestUpgrade/requestUpgrade.rules';
import { selectRequestUpgrade } from '../../../machines/myPages/requestUpgrade/requestUpgrade.selectors';
import { useFocusOnChange } from '../../components/useFocusOnChange';
import pageStyles from '../myPages.module.css';
import styles from './subscriptions.module.css';

/**
 * The upgrades a subscription can take, each with its price per visit, and
 * the request for one: choose, comment if wanted, send; the answer says the
 * request is stored, refused, or failed (with a retry).
 */
export function UpgradeRequest({ actor }: { actor: ActorRefFrom<RequestUpgradeMachine> }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectRequestUpgrade);
  const id = useId();
  // The buttons pressed go away (sent: the thanks replaces the form; cancelled: the comment and buttons go): the
  // focus goes to the thanks, or back to the choices, never to the page's body.
  const firstChoice = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const shown = view.step === 'requested' ? 'requested' : view.step === 'choosing' ? 'choosing' : 'request';
  useFocusOnChange(shown, shown === 'requested' ? thanks : shown === 'choosing' ? firstChoice : null);

  if (view.step === 'requested') {
    const title = view.chosen?.title ?? '';
    return (
      <p ref={thanks} tabIndex={-1} className={styles.confirmation} role="status" data-testid="upgrade-requested">
        <Trans id="myPages.subscriptions.upgrade.requested">
          Thank you! We have your request for {title}. Customer service will contact you to confirm it.
        </Trans>
      </p>
    );
  }

  const choosable = view.step === 'choosing' || view.step === 'commenting' || view.step === 'refused';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: view.step === 'failed' ? 'request.retried' : 'request.submitted' });
  };

  return (
    <form className={styles.upgrade} onSubmit={submit} noValidate aria-busy={view.busy} data-testid="upgrade-form" data-step={view.step}>
      <fieldset className={styles.choices} disabled={!choosable}>
        <legend>
          <Trans id="myPages.subscriptions.upgrade.legend">Upgrades you can ask for</Trans>
        </legend>
        {view.upgrades.map((upgrade, index) => {
          const price = formatMoney(upgrade.priceDifference);
          return (
            <label key={upgrade.id} className={styles.choice}>
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name={`${id}-upgrade`}
                value={upgrade.id}
                checked={view.chosen?.id === upgrade.id}
                onChange={() => actor.send({ type: 'upgrade.chosen', upgradeId: upgrade.id })}
              />
              <span>
                <strong>{upgrade.title}</strong>{' '}
                <span data-testid="upgrade-price">
                  <Trans id="myPages.subscriptions.upgrade.price">+{price} per visit</Trans>
                </span>
                <br />
                <span className={pageStyles.muted}>{upgrade.description}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {view.step !== 'choosing' && (
        <>
          <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
            <Trans id="myPages.subscriptions.upgrade.comment">Anything we should know? (optional)</Trans>
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            value={view.comment}
            maxLength={UPGRADE_COMMENT_MAX}
            readOnly={view.step !== 'commenting'}
            rows={3}
            onChange={(event) => actor.send({ type: 'comment.changed', value: event.target.value })}
          />
          {view.message && (
            <p className={styles.error} role="alert" data-testid="upgrade-error">
              {i18n._(view.message)}
            </p>
          )}
          <div className={pageStyles.cardActions}>
            {(view.step === 'commenting' || view.step === 'submitting' || view.step === 'failed') && (
              <button type="submit" className={pageStyles.action} aria-disabled={view.busy || undefined} data-testid="upgrade-submit">
                {view.step === 'failed' ? (
                  <Trans id="myPages.subscriptions.upgrade.retry">Send again</Trans>
                ) : (
                  <Trans id="myPages.subscriptions.upgrade.submit">Send the request</Trans>
                )}
              </button>
            )}
            {view.step !== 'submitting' && (
              <button type="button" className={pageStyles.action} onClick={() => actor.send({ type: 'request.cancelled' })} data-testid="upgrade-cancel">
                <Trans id="myPages.subscriptions.upgrade.cancel">Cancel</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </form>
  );
}
