import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PhoneVerificationMachine } from '../../../machines/myPages/phoneVerification/phoneVerification.machine';
import { selectPhoneVerification, type PhoneVerificationView } from '../../../machines/myPages/phoneVerification/phoneVerification.selectors';
import { Button } from '../../components/Button';
import styles from './account.module.css';
import { CancelButton } from './CancelButton';
import { LazyFallback } from '../../components/LazyFallback';
import { TooManyCodes } from './FlowError';
import { accountForms } from './lazyForms';
import { useFocusOnChange } from '../../components/useFocusOnChange';

export type PhoneActor = ActorRefFrom<PhoneVerificationMachine>;
type Actor = PhoneActor;
type Ids = Record<'change' | 'phone' | 'code' | 'problem' | 'result', string>;

/** Where the focus goes on each screen: the field to fill in, the problem to read, the result. */
function focusTarget(view: PhoneVerificationView, ids: Ids): string | null {
  switch (view.step) {
    case 'editing':
      return ids.phone;
    case 'code':
      return ids.code;
    case 'sendProblem':
    case 'restart':
      return ids.problem;
    case 'done':
      return ids.result;
    case 'idle':
      return ids.change;
    default:
      return null;
  }
}

/** A screen's key for the focus: a new refusal of the code moves the focus back to its field, where the message is read. */
const focusKey = (view: PhoneVerificationView) => `${view.step}:${view.codeErrorKey ?? ''}:${view.errorKey ?? ''}:${view.resent}:${view.tooManyCodes}`;

/**
 * The mobile number and its change: the verified number on file (the only
 * one shown as the customer's), "Change", the new number's form, then the
 * code's form saying where the code went (with "send a new code" and
 * "change the number"), and the new number once verified, announced.
 * Problems are their own screens with what can be done next.
 */
export function PhoneRow({ actor }: { actor: Actor }) {
  const view = useSelector(actor, selectPhoneVerification);
  const id = useId();
  const ids: Ids = { change: `${id}-change`, phone: `${id}-phone`, code: `${id}-code`, problem: `${id}-problem`, result: `${id}-result` };
  const code = accountForms.useLoaded(view.step === 'editing' || view.step === 'code');
  const forms = code.loaded;
  // While a form's code loads its screen is not shown yet: the focus moves once its field is there.
  const loading = (view.step === 'editing' || view.step === 'code') && !forms;
  useFocusOnChange(loading ? null : focusKey(view), focusTarget(view, ids));
  const send = actor.send;
  const cancel = view.step !== 'idle' && view.step !== 'done' && view.step !== 'ended' && (
    <CancelButton busy={!view.canCancel} onCancel={() => send({ type: 'flow.cancelled' })} />
  );

  return (
    <div className={styles.fact} data-testid="phone-row" data-step={view.step} aria-busy={view.busy}>
      <dt className={styles.factLabel}>
        <Trans id="myPages.account.phone">Mobile number</Trans>
      </dt>
      <dd className={styles.factValue}>
        <p className={view.phone ? styles.value : styles.muted} data-testid="phone-value">
          {view.phone ?? <Trans id="myPages.account.noPhone">No mobile number</Trans>}
        </p>
        {view.step === 'done' && (
          <p id={ids.result} className={styles.success} role="status" tabIndex={-1} data-testid="phone-done">
            <Trans id="myPages.account.phoneChanged">Your mobile number is now {view.phone}.</Trans>
          </p>
        )}
        {(view.step === 'idle' || view.step === 'done') && (
          <Button id={ids.change} variant="secondary" size="small" onClick={() => send({ type: 'phone.editRequested' })} {...accountForms.preloadOnApproach}>
            <Trans id="myPages.account.changePhone">Change mobile number</Trans>
          </Button>
        )}
        {loading && <LazyFallback state={code}>{cancel}</LazyFallback>}
        {view.step === 'editing' && forms && <forms.PhoneForm actor={actor} view={view} fieldId={ids.phone} cancel={cancel} />}
        {view.step === 'code' && forms && <forms.CodeForm actor={actor} view={view} fieldId={ids.code} cancel={cancel} />}
        {view.step === 'sendProblem' && (
          <div className={styles.panel}>
            <p id={ids.problem} role="alert" tabIndex={-1} className={styles.error} data-testid="phone-problem">
              {view.tooManyCodes ? <TooManyCodes /> : <ErrorText errorKey={view.errorKey} />}
            </p>
            <div className={styles.buttons}>
              <Button size="small" onClick={() => send({ type: 'retry.requested' })}>
                <Trans id="myPages.account.sendAgain">Send the code again</Trans>
              </Button>
              <Button variant="secondary" size="small" onClick={() => send({ type: 'change.restarted' })}>
                <Trans id="myPages.account.editNumber">Change the number</Trans>
              </Button>
              {cancel}
            </div>
          </div>
        )}
        {view.step === 'restart' && view.restartReason && (
          <div className={styles.panel}>
            <p id={ids.problem} role="alert" tabIndex={-1} className={styles.error} data-testid="phone-problem">
              <RestartReason reason={view.restartReason} />
            </p>
            <div className={styles.buttons}>
              <Button size="small" onClick={() => send({ type: 'change.restarted' })}>
                <Trans id="myPages.account.startAgain">Start again</Trans>
              </Button>
              {cancel}
            </div>
          </div>
        )}
      </dd>
    </div>
  );
}

function ErrorText({ errorKey }: { errorKey: string | null }) {
  const { i18n } = useLingui();
  return <>{errorKey ? i18n._(errorKey) : null}</>;
}

function RestartReason({ reason }: { reason: NonNullable<PhoneVerificationView['restartReason']> }) {
  const { i18n } = useLingui();
  const key = { codeExpired: 'common.formErrors.codeExpired', attemptsExhausted: 'common.formErrors.tooManyAttempts', nothingPending: 'common.formErrors.noPendingChange' }[reason];
  return <>{i18n._(key)}</>;
}
