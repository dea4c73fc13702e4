import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ActorRefFrom } from 'xstate';
import type { EditFieldMachine } from '../../../machines/myPages/editField/editField.machine';
import { selectEditField, type EditFieldView } from '../../../machines/myPages/editField/editField.selectors';
import { Button } from '../../components/Button';
import { serverMessageOf } from '../../forms/serverErrors';
import { TextAreaField } from '../../forms/TextAreaField';
import { TextField } from '../../forms/TextField';
import styles from './account.module.css';
import { FlowError } from './FlowError';
import { useFocusOnChange } from '../../components/useFocusOnChange';

/** A one-field form's values: the value as typed. */
type Values = { value: string };

/** The words of an editable value. */
interface EditFieldTexts {
  /** The value's name (the row's label). */
  label: ReactNode;
  /** The form field's label ("New email address"). */
  fieldLabel: ReactNode;
  hint?: ReactNode;
  /** "Change email": names what it changes, as a screen reader lists buttons. */
  change: ReactNode;
  save: ReactNode;
  saving: ReactNode;
  /** Said politely once saved. */
  saved: ReactNode;
  /** Shown when there is no value. */
  empty: ReactNode;
}

/**
 * One value of the account edited in place: the stored value and its
 * "Change"; the form (react-hook-form on the contract's schema), Save and
 * Cancel; "Saved" announced. The field takes the focus when the form opens,
 * the result when saved, "Change" when the form closes. A refusal from the
 * server shows on the field; a failure says so above the buttons (saving again is the retry).
 */
export function EditFieldRow({
  actor,
  name,
  schema,
  texts,
  multiline,
  input,
}: {
  actor: ActorRefFrom<EditFieldMachine>;
  /** Names the row for tests and ids (`email`, `instructions-ad-1`). */
  name: string;
  schema: z.ZodType<Values, Values>;
  texts: EditFieldTexts;
  /** A text area of this many characters at most, else a one-line input. */
  multiline?: { maxLength: number };
  input?: { type?: 'email' | 'text'; autoComplete?: string; inputMode?: 'email' | 'text' };
}) {
  const view = useSelector(actor, selectEditField);
  const id = useId();
  const ids = { change: `${id}-change`, field: `${id}-field`, result: `${id}-result` };
  useFocusOnChange(view.step, view.step === 'edit' ? ids.field : view.step === 'saved' ? ids.result : ids.change);
  const shown = view.value && view.value.trim() !== '' ? view.value : null;

  return (
    <div className={styles.fact} data-testid={`${name}-row`} data-step={view.step} aria-busy={view.busy}>
      <dt className={styles.factLabel}>{texts.label}</dt>
      <dd className={styles.factValue}>
        {view.step === 'edit' ? (
          <EditFieldForm view={view} ids={ids} schema={schema} texts={texts} multiline={multiline} input={input} actor={actor} />
        ) : (
          <>
            <p className={shown ? styles.value : styles.muted} data-testid={`${name}-value`}>
              {shown ?? texts.empty}
            </p>
            {view.step === 'saved' && (
              <p id={ids.result} className={styles.success} role="status" tabIndex={-1} data-testid={`${name}-saved`}>
                {texts.saved}
              </p>
            )}
            {view.step !== 'ended' && (
              <Button id={ids.change} variant="secondary" size="small" onClick={() => actor.send({ type: 'field.editRequested' })}>
                {texts.change}
              </Button>
            )}
          </>
        )}
      </dd>
    </div>
  );
}

function EditFieldForm({
  actor,
  view,
  ids,
  schema,
  texts,
  multiline,
  input,
}: {
  actor: ActorRefFrom<EditFieldMachine>;
  view: EditFieldView;
  ids: { field: string };
  schema: z.ZodType<Values, Values>;
  texts: EditFieldTexts;
  multiline?: { maxLength: number };
  input?: { type?: 'email' | 'text'; autoComplete?: string; inputMode?: 'email' | 'text' };
}) {
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { value: view.formValue },
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
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
        <Button variant="text" size="small" aria-disabled={view.busy || undefined} onClick={() => actor.send({ type: 'field.cancelled' })}>
          <Trans id="myPages.account.cancel">Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
