import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { EditFieldMachine } from '../../../machines/myPages/editField/editField.machine';
import type { EditFieldView } from '../../../machines/myPages/editField/editField.selectors';
import { Button } from '../../components/Button';
import { serverMessageOf } from '../../forms/serverErrors';
import { TextAreaField } from '../../forms/TextAreaField';
import { TextField } from '../../forms/TextField';
import styles from './account.module.css';
import { CancelButton } from './CancelButton';
import type { EditFieldTexts } from './EditFieldRow';
import { FlowError } from './FlowError';
import { editFieldSchemas, type EditFieldFormName, type EditFieldValues as Values } from './forms';

/** The form of one value edited in place (`EditFieldRow`): the field, Save and Cancel. */
export function EditFieldForm({
  actor,
  view,
  ids,
  form: formName,
  texts,
  multiline,
  input,
}: {
  actor: ActorRefFrom<EditFieldMachine>;
  view: EditFieldView;
  ids: { field: string };
  form: EditFieldFormName;
  texts: EditFieldTexts;
  multiline?: { maxLength: number };
  input?: { type?: 'email' | 'text'; autoComplete?: string; inputMode?: 'email' | 'text' };
}) {
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { value: view.formValue },
    resolver: zodResolver(editFieldSchemas[formName]) as unknown as Resolver<Values>,
  });
  // The server's refusal shows on the field until it is changed (the form's own state; nothing is sent).
  const { setError } = form;
  useEffect(() => {
    if (view.fieldErrorKey) setError('value', { type: 'server', message: serverMessageOf(view.fieldErrorKey) }, { shouldFocus: true });
    // Each refused save sets it again (the same message may come twice).
  }, [view.fieldErrorKey, view.busy, setError]);

  const field = { form, name: 'value' as const, id: ids.field, label: texts.fieldLabel, hint: texts.hint };
  return (
    <form noValidate className={styles.form} onSubmit={(event) => void form.handleSubmit((values) => actor.send({ type: 'field.submitted', value: values.value }))(event)}>
      {multiline ? (
        <TextAreaField {...field} maxLength={multiline.maxLength + 100} readOnly={view.busy} />
      ) : (
        <TextField {...field} type={input?.type} autoComplete={input?.autoComplete} inputMode={input?.inputMode} />
      )}
      {view.busy && (
        <p role="status" className={styles.muted}>
          {texts.saving}
        </p>
      )}
      <FlowError errorKey={view.errorKey} />
      <div className={styles.buttons}>
        <Button type="submit" size="small" aria-disabled={view.busy || undefined}>
          {texts.save}
        </Button>
        <CancelButton busy={view.busy} onCancel={() => actor.send({ type: 'field.cancelled' })} />
      </div>
    </form>
  );
}
