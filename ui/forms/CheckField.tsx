import type { ReactNode } from 'react';
import { useController, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Field } from './Field';
import { errorToShow } from './rules';

interface CheckFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  id: string;
  /** The text beside the box. */
  label: ReactNode;
  required?: boolean;
}

/** A checkbox of a react-hook-form form in a `Field` (terms to accept); its error shows once a submit was tried. */
export function CheckField<T extends FieldValues>({ form, name, id, label, required = true }: CheckFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const { isSubmitted } = useFormState({ control: form.control });
  return (
    <Field id={id} label={label} layout="check" error={errorToShow(fieldState, isSubmitted)}>
      {(control) => (
        <input
          {...control}
          ref={field.ref}
          name={field.name}
          type="checkbox"
          checked={field.value === true}
          required={required}
          aria-required={required ? true : undefined}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}
