import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { z } from 'zod';
import type { PhoneVerificationMachine } from '../../../machines/myPages/phoneVerification/phoneVerification.machine';
import { TOO_MANY_CODES_KEY } from '../../../machines/myPages/phoneVerification/phoneVerification.rules';
import { selectPhoneVerification, type PhoneVerificationView } from '../../../machines/myPages/phoneVerification/phoneVerification.selectors';
import { Button } from '../../components/Button';
import { phoneInput } from '../../forms/inputs';
import { serverMessageOf } from '../../forms/serverErrors';
import { TextField } from '../../forms/TextField';
import styles from './account.module.css';
import { FlowError } from './FlowError';
import { codeFormSchema, phoneFormSchema } from './forms';
import { useFocusOnChange } from '../../components/useFocusOnChange';

type Actor = ActorRefFrom<PhoneVerificationMachine>;
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
  useFocusOnChange(focusKey(view), focusTarget(view, ids));
  const send = actor.send;
  const cancel = view.step !== 'idle' && view.step !== 'done' && view.step !== 'ended' && (
    <Button variant="text" size="small" aria-disabled={!view.canCancel || undefined} onClick={() => send({ type: 'flow.cancelled' })}>
      <Trans id="myPages.account.cancel">Cancel</Trans>
    </Button>
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
          <Button id={ids.change} variant="secondary" size="small" onClick={() => send({ type: 'phone.editRequested' })}>
            <Trans id="myPages.account.changePhone">Change mobile number</Trans>
          </Button>
        )}
        {view.step === 'editing' && <PhoneForm actor={actor} view={view} fieldId={ids.phone} cancel={cancel} />}
        {view.step === 'code' && <CodeForm actor={actor} view={view} fieldId={ids.code} cancel={cancel} />}
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

/** The server's words for 429 (`myPages.personalInformation.tooManyCodes`). */
function TooManyCodes() {
  const { i18n } = useLingui();
  return <>{i18n._(TOO_MANY_CODES_KEY)}</>;
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

type PhoneValues = z.input<typeof phoneFormSchema>;
type PhoneAnswers = z.output<typeof phoneFormSchema>;

function PhoneForm({ actor, view, fieldId, cancel }: { actor: Actor; view: PhoneVerificationView; fieldId: string; cancel: React.ReactNode }) {
  const form = useForm<PhoneValues, unknown, PhoneAnswers>({
    mode: 'onChange',
    defaultValues: { phone: view.requestedPhone ?? '' },
    resolver: zodResolver(phoneFormSchema) as unknown as Resolver<PhoneValues, unknown, PhoneAnswers>,
  });
  const { setError } = form;
  useEffect(() => {
    if (view.phoneErrorKey) setError('phone', { type: 'server', message: serverMessageOf(view.phoneErrorKey) }, { shouldFocus: true });
    // Each refused send sets it again (the same message may come twice).
  }, [view.phoneErrorKey, view.busy, setError]);
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit((answers) => actor.send({ type: 'phone.submitted', phone: answers.phone }))(event)}
    >
      <TextField
        form={form}
        name="phone"
        id={fieldId}
        label={<Trans id="myPages.account.newPhone">New mobile number</Trans>}
        hint={<Trans id="myPages.account.newPhoneHint">For example 070-123 45 67. We text a code to it; the number changes once you enter the code.</Trans>}
        {...phoneInput(phoneFormSchema.shape.phone)}
      />
      {view.unchanged && (
        <p role="status" className={styles.muted} data-testid="phone-unchanged">
          <Trans id="myPages.account.phoneUnchanged">That is already your mobile number. Nothing was changed.</Trans>
        </p>
      )}
      {view.busy && (
        <p role="status" className={styles.muted}>
          <Trans id="myPages.account.sendingCode">Sending the code…</Trans>
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" size="small" aria-disabled={view.busy || undefined}>
          <Trans id="myPages.account.sendCode">Send code</Trans>
        </Button>
        {cancel}
      </div>
    </form>
  );
}

type CodeValues = z.input<typeof codeFormSchema>;
type CodeAnswers = z.output<typeof codeFormSchema>;

function CodeForm({ actor, view, fieldId, cancel }: { actor: Actor; view: PhoneVerificationView; fieldId: string; cancel: React.ReactNode }) {
  const form = useForm<CodeValues, unknown, CodeAnswers>({
    mode: 'onChange',
    defaultValues: { code: '' },
    resolver: zodResolver(codeFormSchema) as unknown as Resolver<CodeValues, unknown, CodeAnswers>,
  });
  // The server's refusal of the code shows on its field, which takes the focus (the form's own state; nothing is sent).
  const { setError } = form;
  useEffect(() => {
    if (view.codeErrorKey) setError('code', { type: 'server', message: view.codeErrorKey }, { shouldFocus: true });
    // Each refused code sets it again (the same message may come twice).
  }, [view.codeErrorKey, view.attemptsLeft, view.busy, setError]);
  const pendingPhone = view.pendingPhone ?? '';
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit((answers) => actor.send({ type: 'code.submitted', code: answers.code }))(event)}
      data-testid="code-form"
    >
      <p className={styles.lead} data-testid="code-sent-to">
        <Trans id="myPages.account.codeSentTo">We have texted a code to {pendingPhone}. Enter it to change your number.</Trans>
      </p>
      <TextField
        form={form}
        name="code"
        id={fieldId}
        label={<Trans id="myPages.account.code">Code from the text message</Trans>}
        hint={
          view.attemptsLeft !== null ? (
            <Trans id="myPages.account.attemptsLeft">{view.attemptsLeft} tries left.</Trans>
          ) : (
            <Trans id="myPages.account.codeHint">Six digits.</Trans>
          )
        }
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        spellCheck={false}
      />
      {view.resent && (
        <p role="status" className={styles.success} data-testid="code-resent">
          <Trans id="myPages.account.codeResent">A new code is on its way to {pendingPhone}. The earlier code no longer works.</Trans>
        </p>
      )}
      {view.tooManyCodes && (
        <p role="alert" className={styles.error} data-testid="flow-error">
          <TooManyCodes />
        </p>
      )}
      <FlowError errorKey={view.errorKey} />
      {view.busy && (
        <p role="status" className={styles.muted}>
          {view.working === 'verifying' ? (
            <Trans id="myPages.account.verifying">Checking the code…</Trans>
          ) : (
            <Trans id="myPages.account.resending">Sending a new code…</Trans>
          )}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" size="small" aria-disabled={view.busy || undefined}>
          <Trans id="myPages.account.verify">Confirm the code</Trans>
        </Button>
        <Button variant="secondary" size="small" aria-disabled={view.busy || undefined} onClick={() => actor.send({ type: 'code.resendRequested' })}>
          <Trans id="myPages.account.resend">Send a new code</Trans>
        </Button>
        <Button variant="text" size="small" aria-disabled={view.busy || undefined} onClick={() => actor.send({ type: 'change.restarted' })}>
          <Trans id="myPages.account.editNumber">Change the number</Trans>
        </Button>
        {cancel}
      </div>
    </form>
  );
}
