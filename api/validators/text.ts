import { validationError, type ValidationResult } from './messages';

/** `maxLength` for text longer than `max` characters once trimmed (site.md section 5: text with an optional maximum). */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return value.trim().length > max ? validationError('maxLength') : null;
}
