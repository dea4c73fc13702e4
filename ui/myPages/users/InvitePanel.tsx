import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { InviteUserMachine } from '../../../machines/myPages/inviteUser/inviteUser.machine';
import { selectInviteUser, type InviteUserView } from '../../../machines/myPages/inviteUser/inviteUser.selectors';
import { Button } from '../../components/Button';
import fields from '../../components/Fields.module.css';
import { EidSignPanel } from '../../eidLogin/EidSignPanel';
import { Field } from '../../forms/Field';
import { personalNumberInput, phoneInput } from '../../forms/inputs';
import { setServerErrors } from '../../forms/serverErrors';
import { TextField } from '../../forms/TextField';
import { useFocusOn } from '../../components/useFocusOnChange';
import { EMPTY_INVITE, inviteFieldOf, inviteFormSchema, inviteRequestOf, type InviteFormAnswers, type InviteFormValues } from './inviteForm';
import { translateServerKey } from './serverMessage';
import styles from './users.module.css';

type InviteForm = UseFormReturn<InviteFormValues, unknown, InviteFormAnswers>;

/**
 * "Invite a person": the form, then signing with BankID as the login looks
 * (QR code for another device, or BankID on this device), then the
 * invitation's link to copy. The flow is the `inviteUser` chart; the form's
 * values stay while the flow goes to signing and back. Closing the panel
 * stops the chart, which cancels an open order.
 */
export function InvitePanel({ actor, onClose, simulator }: { actor: ActorRefFrom<InviteUserMachine>; onClose(): void; simulator: boolean }) {
  const view = useSelector(actor, selectInviteUser, shallowEqual);
  const mobile = useSelector(actor, (snapshot) => snapshot.context.device === 'mobile');
  const email = useSelector(actor, (snapshot) => snapshot.context.request?.form.email ?? '');
  const titleId = useId();
  const heading = useFocusOn<HTMLHeadingElement>(view.step);
  const form: InviteForm = useForm<InviteFormValues, unknown, InviteFormAnswers>({
    mode: 'onChange',
    defaultValues: EMPTY_INVITE,
    resolver: zodResolver(inviteFormSchema) as unknown as Resolver<InviteFormValues, unknown, InviteFormAnswers>,
  });
  // The chart's refusal shows on the form's fields (the form's own state; nothing is sent).
  const { setError } = form;
  useEffect(() => {
    if (view.fieldErrors) setServerErrors(setError, view.fieldErrors, inviteFieldOf);
  }, [view.fieldErrors, setError]);

  const cancel = () => actor.send({ type: 'invite.cancelled' });
  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={view.busy} data-testid="invite-panel" data-step={view.step}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {view.step === 'done' ? <Trans id="myPages.users.invite.doneTitle">Invitation sent</Trans> : <Trans id="myPages.users.invite.title">Invite a person</Trans>}
      </h2>
      {view.step === 'form' && (
        <InviteFormFields
          form={form}
          mobile={mobile}
          onSubmit={(answers, sameDevice) => actor.send({ type: 'invite.submitted', request: inviteRequestOf(answers), sameDevice })}
          onClose={onClose}
        />
      )}
      {view.step === 'starting' && (
        <p role="status" data-testid="invite-starting">
          <Trans id="myPages.users.invite.starting">Starting BankID…</Trans>
        </p>
      )}
      {view.step === 'signing' && view.signOrder && (
        <>
          <p>
            <Trans id="myPages.users.invite.sign">Sign the invitation with BankID.</Trans>
          </p>
          <EidSignPanel signOrder={view.signOrder} simulator={simulator} onCancel={cancel} />
        </>
      )}
      {view.step === 'failed' && <Failed view={view} onRetry={() => actor.send({ type: 'invite.retried' })} onBack={cancel} />}
      {view.step === 'refused' && (
        <>
          <p className={styles.error} role="alert" data-testid="invite-refused">
            <RefusalText refusalKey={view.refusalKey} />
          </p>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={cancel}>
              <Trans id="myPages.users.invite.back">Back to the form</Trans>
            </Button>
            <CloseButton onClose={onClose} />
          </div>
        </>
      )}
      {view.step === 'done' && view.link && <Sent view={view} link={view.link} email={email} onCopy={() => actor.send({ type: 'link.copied' })} onClose={onClose} />}
      {view.step === 'ended' && <CloseButton onClose={onClose} />}
    </section>
  );
}

function RefusalText({ refusalKey }: { refusalKey: string | null }) {
  const { i18n } = useLingui();
  return <>{translateServerKey(i18n, refusalKey)}</>;
}

function CloseButton({ onClose }: { onClose(): void }) {
  return (
    <Button variant="text" onClick={onClose} data-testid="invite-close">
      <Trans id="myPages.users.invite.close">Close</Trans>
    </Button>
  );
}

/** The form: who to invite, as what, and their personal number; then sign. */
function InviteFormFields({
  form,
  mobile,
  onSubmit,
  onClose,
}: {
  form: InviteForm;
  mobile: boolean;
  onSubmit(answers: InviteFormAnswers, sameDevice: boolean): void;
  onClose(): void;
}) {
  const id = useId();
  // The fields read and write the values as typed; only the submit sees the answers the schema makes of them.
  const typed = form as unknown as UseFormReturn<InviteFormValues>;
  const field = (name: Exclude<keyof InviteFormValues, 'role'>) => ({ form: typed, name, id: `${id}-${name}` });
  const roleError = form.formState.errors.role?.message;
  const submit = (sameDevice: boolean) => () => void form.handleSubmit((answers) => onSubmit(answers, sameDevice))();
  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); submit(mobile)(); }}>
      <p className={fields.hint}>
        <Trans id="myPages.users.invite.lead">
          The person gets a link by email, logs in with BankID and approves. Then they can act for this account.
        </Trans>
      </p>
      <div className={fields.row}>
        <TextField {...field('firstName')} label={<Trans id="myPages.users.invite.firstName">First name</Trans>} autoComplete="off" maxLength={100} />
        <TextField {...field('lastName')} label={<Trans id="myPages.users.invite.lastName">Last name</Trans>} autoComplete="off" maxLength={100} />
      </div>
      <TextField {...field('email')} label={<Trans id="myPages.users.invite.email">Email</Trans>} type="email" inputMode="email" autoComplete="off" />
      <TextField
        {...field('phone')}
        required={false}
        label={<Trans id="myPages.users.invite.phone">Mobile phone</Trans>}
        labelSuffix={<Trans id="myPages.users.invite.optional">(optional)</Trans>}
        {...phoneInput(inviteFormSchema.shape.phone)}
        autoComplete="off"
      />
      <Field
        id={`${id}-role`}
        layout="group"
        label={<Trans id="myPages.users.invite.role">Role</Trans>}
        error={roleError ? { message: roleError } : null}
      >
        {(control) => (
          <div className={styles.radios} aria-describedby={control['aria-describedby']}>
            <label>
              <input type="radio" value="user" {...form.register('role')} />
              <Trans id="myPages.users.role.user">User: books and sees the account's visits and invoices</Trans>
            </label>
            <label>
              <input type="radio" value="admin" {...form.register('role')} />
              <Trans id="myPages.users.role.admin">Administrator: also manages the account's details</Trans>
            </label>
          </div>
        )}
      </Field>
      <TextField
        {...field('ssn')}
        label={<Trans id="myPages.users.invite.ssn">Their personal identity number</Trans>}
        hint={<Trans id="myPages.users.invite.ssnHint">12 digits, for example 19811218-9876. Only this person can approve.</Trans>}
        {...personalNumberInput(inviteFormSchema.shape.ssn)}
      />
      <div className={styles.buttons}>
        <Button type="submit" data-testid="invite-sign">
          <Trans id="myPages.users.invite.submit">Sign with BankID</Trans>
        </Button>
        {mobile && (
          <Button variant="secondary" onClick={submit(false)} data-testid="invite-sign-other-device">
            <Trans id="myPages.users.invite.otherDevice">BankID on another device</Trans>
          </Button>
        )}
        <Button variant="text" onClick={onClose}>
          <Trans id="myPages.users.invite.cancel">Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Starting or signing failed: BankID's message, a new try, or back to the form. */
function Failed({ view, onRetry, onBack }: { view: InviteUserView; onRetry(): void; onBack(): void }) {
  const { i18n } = useLingui();
  return (
    <>
      <p className={styles.error} role="alert" data-testid="invite-failed">
        {view.failureKey ? i18n._(view.failureKey) : i18n._('common.errors.default')}
      </p>
      <div className={styles.buttons}>
        <Button onClick={onRetry}>
          <Trans id="myPages.users.invite.retry">Try again</Trans>
        </Button>
        <Button variant="secondary" onClick={onBack}>
          <Trans id="myPages.users.invite.back">Back to the form</Trans>
        </Button>
      </div>
    </>
  );
}

/** Sent: the link to copy ("Copied" for a moment), which the person also gets by email. */
function Sent({ view, link, email, onCopy, onClose }: { view: InviteUserView; link: string; email: string; onCopy(): void; onClose(): void }) {
  const id = useId();
  return (
    <>
      <p role="status" data-testid="invite-done">
        <Trans id="myPages.users.invite.done">
          The invitation is signed and sent to {email}. They can also open it with this link.
        </Trans>
      </p>
      <div className={styles.link}>
        <label htmlFor={`${id}-link`}>
          <Trans id="myPages.users.invite.link">Invitation link</Trans>
        </label>
        <input id={`${id}-link`} readOnly value={link} onFocus={(event) => event.currentTarget.select()} data-testid="invite-link" />
      </div>
      {view.copyFailed && (
        <p className={styles.error} role="alert">
          <Trans id="myPages.users.invite.copyFailed">The link could not be copied. Select it and copy it yourself.</Trans>
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCopy} aria-live="polite" data-testid="invite-copy">
          {view.copied ? <Trans id="myPages.users.invite.copied">Copied</Trans> : <Trans id="myPages.users.invite.copy">Copy link</Trans>}
        </Button>
        <CloseButton onClose={onClose} />
      </div>
    </>
  );
}
