import type { ReactNode } from 'react';
import { useController, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styles from '../components/Fields.module.css';
import { Field } from './Field';
import { errorToShow } from './rules';

interface TextAreaFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  labelSuffix?: ReactNode;
  hint?: ReactNode;
  rows?: number;
  /** The input stops here (a little past the schema's limit, so a pasted text is cut visibly rather than silently). */
  maxLength?: number;
  readOnly?: boolean;
}

/**
 * A multi-line text of a react-hook-form form in a `Field` (instructions for
 * the staff). Its error shows as a `TextField`'s does: once left with a
 * value or a submit was tried; a server's error until the text is changed.
 */
export function TextAreaField<T extends FieldValues>({ form, name, id, label, labelSuffix, hint, rows = 4, maxLength, readOnly }: TextAreaFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const { isSubmitted } = useFormState({ control: form.control });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Field id={id} label={label} labelSuffix={labelSuffix} hint={hint} error={errorToShow(fieldState, isSubmitted)}>
      {(control) => (
        <textarea
          {...control}
          ref={field.ref}
          name={field.name}
          className={styles.input}
          rows={rows}
          maxLength={maxLength}
          readOnly={readOnly}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={() => {
            field.onBlur();
            if (value.trim() !== '') void form.trigger(name);
          }}
        />
      )}
    </Field>
  );
}
