import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { KEY_HANDLINGS, SECURITY_INSTRUCTIONS_MAX_LENGTH } from '../../../machines/myPages/securityInstructions/securityInstructions.rules';
import type { SecurityInstructionsView } from '../../../machines/myPages/securityInstructions/securityInstructions.selectors';
import type { KeyHandling } from '../../../machines/myPages/securityInstructions/securityInstructions.types';
import { Button } from '../../components/Button';
import { ChoiceField } from '../../forms/ChoiceField';
import { fieldsNamed, setServerErrors } from '../../forms/serverErrors';
import { TextAreaField } from '../../forms/TextAreaField';
import styles from './account.module.css';
import { CancelButton } from './CancelButton';
import { FlowError } from './FlowError';
import { securityFormSchema } from './forms';
import { KeyHandlingText } from './KeyHandlingText';
import type { SecurityActor as Actor } from './SecurityInstructionsPanel';

type Values = z.input<typeof securityFormSchema>;
type Answers = z.output<typeof securityFormSchema>;

/** Where the server's field errors show on the form. */
const serverFieldOf = fieldsNamed<Values>({
  'body.protectionLevel': 'protectionLevel',
  'body.keyHandling': 'keyHandling',
  'body.instructions': 'instructions',
} satisfies Record<string, Path<Values>>);

/** An address's key and alarm instructions, edited (`SecurityInstructionsPanel`). */
export function SecurityForm({ actor, view, idPrefix }: { actor: Actor; view: SecurityInstructionsView; idPrefix: string }) {
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
        <CancelButton busy={view.busy} onCancel={() => actor.send({ type: 'security.editCancelled' })} />
      </div>
    </form>
  );
}
