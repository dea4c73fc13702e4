import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { EditFieldMachine } from '../../../machines/myPages/editField/editField.machine';
import { selectEditField } from '../../../machines/myPages/editField/editField.selectors';
import { Button } from '../../components/Button';
import styles from './account.module.css';
import { CancelButton } from './CancelButton';
import type { EditFieldFormName } from './forms';
import { LazyFallback } from '../../components/LazyFallback';
import { accountForms } from './lazyForms';
import { useFocusOnChange } from '../../components/useFocusOnChange';

/** The words of an editable value. */
export interface EditFieldTexts {
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
 * "Change"; the form (react-hook-form on the contract's schema, its code
 * fetched as the customer reaches for Change), Save and Cancel; "Saved"
 * announced. The field takes the focus when the form opens, the result
 * when saved, "Change" when the form closes. A refusal from the
 * server shows on the field; a failure says so above the buttons (saving again is the retry).
 */
export function EditFieldRow({
  actor,
  name,
  form,
  texts,
  multiline,
  input,
}: {
  actor: ActorRefFrom<EditFieldMachine>;
  /** Names the row for tests and ids (`email`, `instructions-ad-1`). */
  name: string;
  /** The form's schema, on its call's in the contract (`forms.ts`). */
  form: EditFieldFormName;
  texts: EditFieldTexts;
  /** A text area of this many characters at most, else a one-line input. */
  multiline?: { maxLength: number };
  input?: { type?: 'email' | 'text'; autoComplete?: string; inputMode?: 'email' | 'text' };
}) {
  const view = useSelector(actor, selectEditField);
  const id = useId();
  const ids = { change: `${id}-change`, field: `${id}-field`, result: `${id}-result` };
  const code = accountForms.useLoaded(view.step === 'edit');
  const forms = code.loaded;
  // While the form's code loads the form is not shown yet: the focus moves once its field is there.
  const loading = view.step === 'edit' && !forms;
  useFocusOnChange(loading ? null : view.step, view.step === 'edit' ? ids.field : view.step === 'saved' ? ids.result : ids.change);
  const shown = view.value && view.value.trim() !== '' ? view.value : null;

  return (
    <div className={styles.fact} data-testid={`${name}-row`} data-step={view.step} aria-busy={view.busy}>
      <dt className={styles.factLabel}>{texts.label}</dt>
      <dd className={styles.factValue}>
        {view.step === 'edit' ? (
          forms ? (
            <forms.EditFieldForm view={view} ids={ids} form={form} texts={texts} multiline={multiline} input={input} actor={actor} />
          ) : (
            <LazyFallback state={code}>
              <CancelButton onCancel={() => actor.send({ type: 'field.cancelled' })} />
            </LazyFallback>
          )
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
              <Button id={ids.change} variant="secondary" size="small" onClick={() => actor.send({ type: 'field.editRequested' })} {...accountForms.preloadOnApproach}>
                {texts.change}
              </Button>
            )}
          </>
        )}
      </dd>
    </div>
  );
}
