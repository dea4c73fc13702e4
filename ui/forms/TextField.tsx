import { useEffect, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useController, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styles from '../components/Fields.module.css';
import { Field, type FieldMessage } from './Field';
import { errorToShow } from './rules';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required' | 'autoCapitalize' | 'spellCheck'
>;

interface TextFieldProps<T extends FieldValues> extends InputAttributes {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  labelSuffix?: ReactNode;
  hint?: ReactNode;
  /** Every error shows, also of fields not left yet (the wizard asks); so it does once a submit was tried. */
  revealErrors?: boolean;
  /** What the input keeps of what is typed (the digits and space of a postal code). */
  sanitize?(value: string): string;
  /** The value written back when the field is left (`0701234567` → `+46 70 123 45 67`). */
  format?(value: string): string;
  /** After every change of the value, typed or formatted: the form tells whoever listens. */
  onValueChange?(): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * A text input of a react-hook-form form in a `Field`. Its error shows once
 * the field is left with a value (or when all are revealed), and then follows
 * every keystroke; an error the server gave shows until the field is changed.
 */
export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  labelSuffix,
  hint,
  revealErrors = false,
  sanitize,
  format,
  onValueChange,
  onKeyDown,
  required = true,
  ...input
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const { isSubmitted } = useFormState({ control: form.control });
  // After a submit was tried every error shows, as handleSubmit judged them.
  const error: FieldMessage | null = errorToShow(fieldState, revealErrors || isSubmitted);
  // Asked to show every error: a field not typed in yet is judged too.
  useEffect(() => {
    if (revealErrors) void form.trigger(name);
  }, [revealErrors, form, name]);
  return (
    <Field id={id} label={label} labelSuffix={labelSuffix} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          ref={field.ref}
          name={field.name}
          type={input.type ?? 'text'}
          className={styles.input}
          value={value}
          required={required}
          aria-required={required ? true : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            field.onChange(sanitize ? sanitize(event.target.value) : event.target.value);
            onValueChange?.();
          }}
          onBlur={() => {
            const formatted = format ? format(value) : value;
            if (formatted !== value) {
              field.onChange(formatted);
              onValueChange?.();
            }
            // Leaving an empty field is not an error yet; leaving a typed one judges it.
            if (formatted.trim() !== '') {
              field.onBlur();
              void form.trigger(name);
            }
          }}
        />
      )}
    </Field>
  );
}
