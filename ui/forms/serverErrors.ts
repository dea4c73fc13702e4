import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '../../api/contract/endpoint';
import { formErrorMessage } from '../../api/validators/messages';

/** A message key (`common.formErrors.email`), not free text the server wrote. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** The message the form shows for a server field error: its key, or the generic field error for anything else. */
export function serverMessageOf(message: string): string {
  return MESSAGE_KEY.test(message) ? message : formErrorMessage('default');
}

/**
 * The one place a refusal's `[{ field, message }]` (a 400 or 409 answer)
 * reaches a form: each error the form has a field for is set on that field
 * (the first such field gets focus) and shows until the field is changed.
 * `fieldOf` names the form field of a server field (`address.zipCode` →
 * `zipCode`), or null when the form has none. Returns the errors no field
 * shows, for the form to list elsewhere.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: readonly FieldError[],
  fieldOf: (field: string) => Path<T> | null | undefined,
  options: { focus?: boolean } = {},
): FieldError[] {
  const shown = new Set<string>();
  const rest: FieldError[] = [];
  for (const error of errors) {
    const target = fieldOf(error.field);
    if (!target) {
      rest.push(error);
      continue;
    }
    if (shown.has(target)) continue;
    setError(target, { type: 'server', message: serverMessageOf(error.message) }, { shouldFocus: options.focus !== false && shown.size === 0 });
    shown.add(target);
  }
  return rest;
}

/** `fieldOf` from a table of server field names. */
export const fieldsNamed =
  <T extends FieldValues>(table: Record<string, Path<T>>) =>
  (field: string): Path<T> | null =>
    table[field] ?? null;
