import { validationError, type ValidationResult } from './messages';

/** `required` for empty or whitespace-only text, `false`, `null` and `undefined`. */
export function validateRequired(value: string | boolean | null | undefined): ValidationResult {
  if (value === null || value === undefined || value === false) return validationError('required');
  if (typeof value === 'string' && value.trim() === '') return validationError('required');
  return null;
}
