import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { z } from 'zod';
import { formatDate } from '../../../i18n/format';
import { KEY_HANDLINGS, SECURITY_INSTRUCTIONS_MAX_LENGTH } from '../../../machines/myPages/securityInstructions/securityInstructions.rules';
import type { SecurityInstructionsMachine } from '../../../machines/myPages/securityInstructions/securityInstructions.machine';
import {
  selectSecurityInstructions,
  type SecurityInstructionsView,
} from '../../../machines/myPages/securityInstructions/securityInstructions.selectors';
import type { KeyHandling } from '../../../machines/myPages/securityInstructions/securityInstructions.types';
import { Button } from '../../components/Button';
import { ChoiceField } from '../../forms/ChoiceField';
import { fieldsNamed, setServerErrors } from '../../forms/serverErrors';
import { TextAreaField } from '../../forms/TextAreaField';
import { useSite } from '../../shell/SiteContext';
import styles from './account.module.css';
import { FlowError } from './FlowError';
import { securityFormSchema } from './forms';
import { useFocusOnChange } from '../../components/useFocusOnChange';

type Actor = ActorRefFrom<SecurityInstructionsMachine>;
type Values = z.input<typeof securityFormSchema>;
type Answers = z.output<typeof securityFormSchema>;

/** How the staff get in, in words. */
function KeyHandlingText({ value }: { value: KeyHandling }) {
  switch (value) {
    case 'keyInBox':
      return <Trans id="myPages.security.key.keyInBox">The key is in a key box</Trans>;
    case 'customerHome':
      return <Trans id="myPages.security.key.customerHome">Someone at home lets the staff in</Trans>;
    case 'keyAtOffice':
      return <Trans id="myPages.security.key.keyAtOffice">The key is kept at your office</Trans>;
    case 'other':
      return <Trans id="myPages.security.key.other">Another way (described in the instructions)</Trans>;
  }
}

/** Where the server's field errors show on the form. */
const serverFieldOf = fieldsNamed<Values>({
  'body.protectionLevel': 'protectionLevel',
  'body.keyHandling': 'keyHandling',
  'body.instructions': 'instructions',
} satisfies Record<string, Path<Values>>);

/**
 * An address's security instructions: the protection level (the server's
 * list, with what each means), how the key is handled, and instructions
 * (alarm, key box). Saved instructions ask to be confirmed ("These are
 * right"); confirmed ones show the date. The heading names the address.
 */
export function SecurityInstructionsPanel({ actor, name }: { actor: Actor; name: string }) {
  const { i18n } = useLingui();
  const { locale } = useSite();
  const view = useSelector(actor, selectSecurityInstructions);
  const id = useId();
  const status = `${id}-status`;
  // The form opens on its first choice; a stored state on what it says (saved: please confirm; confirmed: the date).
  const firstChoice = `${id}-level-${view.formValues.protectionLevel ?? view.levels[0]?.id ?? ''}`;
  useFocusOnChange(view.step, view.step === 'edit' ? firstChoice : view.step === 'loading' || view.step === 'ended' ? null : status, {
    quietAfter: 'loading',
  });
  const send = actor.send;
  const stored = view.instructions;

  return (
    <section className={styles.subsection} aria-labelledby={`${id}-title`} aria-busy={view.busy} data-testid={`security-${name}`} data-step={view.step}>
      <h4 id={`${id}-title`} className={styles.subheading}>
        <Trans id="myPages.security.title">Key and alarm</Trans>
      </h4>
      {view.step === 'loading' &&
        (view.errorKey ? (
          <div role="alert" data-testid="flow-error">
            <p className={styles.error}>{i18n._(view.errorKey)}</p>
            <Button variant="secondary" size="small" onClick={() => send({ type: 'retry.requested' })}>
              <Trans id="myPages.account.retry">Try again</Trans>
            </Button>
          </div>
        ) : (
          <p role="status" className={styles.muted}>
            <Trans id="myPages.account.loading">Loading…</Trans>
          </p>
        ))}
      {view.step === 'notSet' && (
        <>
          <p id={status} tabIndex={-1} className={styles.muted} data-testid="security-status">
            <Trans id="myPages.security.notSet">You have not told us how the staff get in and how the alarm is handled.</Trans>
          </p>
          <Button size="small" variant="secondary" onClick={() => send({ type: 'security.editRequested' })}>
            <Trans id="myPages.security.add">Add key and alarm instructions</Trans>
          </Button>
        </>
      )}
      {(view.step === 'unconfirmed' || view.step === 'confirmed') && stored && (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>
                <Trans id="myPages.security.level">Protection level</Trans>
              </dt>
              <dd>{view.level ? `${view.level.label}: ${view.level.description}` : '–'}</dd>
            </div>
            <div>
              <dt>
                <Trans id="myPages.security.keyHandling">Key</Trans>
              </dt>
              <dd>{stored.keyHandling ? <KeyHandlingText value={stored.keyHandling} /> : '–'}</dd>
            </div>
            <div>
              <dt>
                <Trans id="myPages.security.instructions">Instructions</Trans>
              </dt>
              <dd className={styles.prewrap}>{stored.instructions.trim() === '' ? '–' : stored.instructions}</dd>
            </div>
          </dl>
          {view.step === 'unconfirmed' ? (
            <div className={styles.confirm}>
              <p id={status} tabIndex={-1} role="status" data-testid="security-status">
                <Trans id="myPages.security.pleaseConfirm">Please confirm that these instructions are right, so the staff can rely on them.</Trans>
              </p>
              <FlowError errorKey={view.errorKey} />
              {view.busy && (
                <p role="status" className={styles.muted}>
                  <Trans id="myPages.security.confirming">Confirming…</Trans>
                </p>
              )}
              <div className={styles.buttons}>
                <Button size="small" aria-disabled={view.busy || undefined} onClick={() => send({ type: 'security.confirmRequested' })}>
                  <Trans id="myPages.security.confirm">These are right</Trans>
                </Button>
                <Button variant="secondary" size="small" aria-disabled={view.busy || undefined} onClick={() => send({ type: 'security.editRequested' })}>
                  <Trans id="myPages.security.edit">Change key and alarm instructions</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p id={status} tabIndex={-1} role="status" className={styles.success} data-testid="security-status">
                <Trans id="myPages.security.confirmedOn">Confirmed on {formatDate(stored.confirmedAt ?? '', locale)}.</Trans>
              </p>
              <Button variant="secondary" size="small" onClick={() => send({ type: 'security.editRequested' })}>
                <Trans id="myPages.security.edit">Change key and alarm instructions</Trans>
              </Button>
            </>
          )}
        </>
      )}
      {view.step === 'edit' && <SecurityForm actor={actor} view={view} idPrefix={id} />}
    </section>
  );
}

function SecurityForm({ actor, view, idPrefix }: { actor: Actor; view: SecurityInstructionsView; idPrefix: string }) {
  const form = useForm<Values, unknown, Answers>({
    mode: 'onChange',
    defaultValues: {
      protectionLevel: view.formValues.protectionLevel ?? '',
      keyHandling: view.formValues.keyHandling ?? '',
      instructions: view.formValues.instructions,
    },
    resolver: zodResolver(securityFormSchema) as unknown as Resolver<Values, unknown, Answers>,
  });
  // The server's refusal shows on its fields (the form's own state; nothing is sent).
  const { setError } = form;
  const fieldErrors = view.fieldErrors;
  useEffect(() => {
    setServerErrors(setError, fieldErrors, serverFieldOf);
  }, [fieldErrors, setError]);

  const submit = (answers: Answers) =>
    actor.send({
      type: 'security.submitted',
      changes: { protectionLevel: answers.protectionLevel, keyHandling: answers.keyHandling as KeyHandling, instructions: answers.instructions },
    });
  const keyChoices: { value: KeyHandling; label: ReactNode }[] = KEY_HANDLINGS.map((value) => ({ value, label: <KeyHandlingText value={value} /> }));

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} data-testid="security-form">
      <ChoiceField
        form={form}
        name="protectionLevel"
        id={`${idPrefix}-level`}
        label={<Trans id="myPages.security.level">Protection level</Trans>}
        choices={view.levels.map((level) => ({ value: level.id, label: level.label, description: level.description }))}
      />
      <ChoiceField form={form} name="keyHandling" id={`${idPrefix}-key`} label={<Trans id="myPages.security.keyHandlingQuestion">How do the staff get in?</Trans>} choices={keyChoices} />
      <TextAreaField
        form={form}
        name="instructions"
        id={`${idPrefix}-instructions`}
        label={<Trans id="myPages.security.instructions">Instructions</Trans>}
        labelSuffix={<Trans id="myPages.account.optional">(optional)</Trans>}
        hint={<Trans id="myPages.security.instructionsHint">For example where the key box is and how the alarm is turned off. Never write alarm codes here; we ask for them by phone.</Trans>}
        maxLength={SECURITY_INSTRUCTIONS_MAX_LENGTH + 100}
        readOnly={view.busy}
      />
      {view.busy && (
        <p role="status" className={styles.muted}>
          <Trans id="myPages.account.saving">Saving…</Trans>
        </p>
      )}
      <FlowError errorKey={view.errorKey} />
      <div className={styles.buttons}>
        <Button type="submit" size="small" aria-disabled={view.busy || undefined}>
          <Trans id="myPages.security.save">Save</Trans>
        </Button>
        <Button variant="text" size="small" aria-disabled={view.busy || undefined} onClick={() => actor.send({ type: 'security.editCancelled' })}>
          <Trans id="myPages.account.cancel">Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
