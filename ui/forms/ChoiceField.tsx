import type { ReactNode } from 'react';
import { useController, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styles from '../components/Fields.module.css';
import { Field } from './Field';
import { errorToShow } from './rules';

/** One option of a `ChoiceField`: its value, its label and what it means. */
interface Choice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

interface ChoiceFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  id: string;
  /** The group's legend. */
  label: ReactNode;
  hint?: ReactNode;
  choices: readonly Choice[];
  disabled?: boolean;
}

/**
 * One choice of several as radio buttons in a `Field` group (its legend names
 * it): each option named by its label and described by what it means. The error shows once a
 * submit was tried, or a server's at once.
 */
export function ChoiceField<T extends FieldValues>({ form, name, id, label, hint, choices, disabled }: ChoiceFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const { isSubmitted } = useFormState({ control: form.control });
  return (
    <Field id={id} label={label} hint={hint} layout="group" error={errorToShow(fieldState, isSubmitted)}>
      {(control) =>
        choices.map((choice, index) => {
          const optionId = `${id}-${choice.value}`;
          const descriptionId = choice.description ? `${optionId}-description` : undefined;
          return (
            <div key={choice.value} className={styles.check}>
              <input
                id={optionId}
                ref={index === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={choice.value}
                checked={field.value === choice.value}
                disabled={disabled}
                aria-invalid={control['aria-invalid']}
                aria-describedby={[descriptionId, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
                onChange={() => field.onChange(choice.value)}
                onBlur={field.onBlur}
              />
              <span>
                <label htmlFor={optionId} className={styles.label}>
                  {choice.label}
                </label>
                {choice.description && (
                  <span id={descriptionId} className={styles.choiceDescription}>
                    {choice.description}
                  </span>
                )}
              </span>
            </div>
          );
        })
      }
    </Field>
  );
}
