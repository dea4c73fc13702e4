import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { PhoneVerificationView } from '../../../machines/myPages/phoneVerification/phoneVerification.selectors';
import { Button } from '../../components/Button';
import { phoneInput } from '../../forms/inputs';
import { serverMessageOf } from '../../forms/serverErrors';
import { TextField } from '../../forms/TextField';
import styles from './account.module.css';
import { FlowError, TooManyCodes } from './FlowError';
import { codeFormSchema, phoneFormSchema } from './forms';
import type { PhoneActor as Actor } from './PhoneRow';

/** The mobile number's two forms (`PhoneRow`): the new number, then the code texted to it. */

type PhoneValues = z.input<typeof phoneFormSchema>;
type PhoneAnswers = z.output<typeof phoneFormSchema>;

export function PhoneForm({ actor, view, fieldId, cancel }: { actor: Actor; view: PhoneVerificationView; fieldId: string; cancel: ReactNode }) {
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

export function CodeForm({ actor, view, fieldId, cancel }: { actor: Actor; view: PhoneVerificationView; fieldId: string; cancel: ReactNode }) {
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
