import { validationError, type ValidationResult } from './messages';

/** `required` for empty or whitespace-only text, `false`, `null` and `undefined`. */
export function validateRequired(value: string | boolean | null | undefined): ValidationResult {
  if (value === null || value === undefined || value === false) return validationError('required');
  if (typeof value === 'string' && value.trim() === '') return validationError('required');
  return null;
}

/** `maxLength` (value `maxLength`) when the text is longer than allowed. */
export function validateMaxLength(value: string, maxLength: number): ValidationResult {
  return value.length > maxLength ? validationError('maxLength', { maxLength }) : null;
}

/** `choiceRequired` when no option is chosen. */
export function validateChoice(value: string | number | null | undefined): ValidationResult {
  return value === null || value === undefined || value === '' ? validationError('choiceRequired') : null;
}

/** `arrayRequired` when the list is empty. */
export function validateArrayRequired(value: readonly unknown[] | null | undefined): ValidationResult {
  return value && value.length > 0 ? null : validationError('arrayRequired');
}
