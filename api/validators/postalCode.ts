import { POSTAL_CODE_DIGITS, POSTAL_CODE_INPUT_MAX_LENGTH } from './constants';
import { validationError, type ValidationResult } from './messages';

export const POSTAL_CODE = new RegExp(`^\\d{${POSTAL_CODE_DIGITS}}$`);

/** `123 45` → `12345`: the stored and sent form. */
export function normalizePostalCode(value: string): string {
  return value.replace(/\s/g, '');
}

/** What the input keeps: at most 6 characters (digits and the one space). */
export function sanitizePostalCodeInput(value: string): string {
  return value.replace(/[^\d ]/g, '').slice(0, POSTAL_CODE_INPUT_MAX_LENGTH);
}

/** Display form: 3 digits, a space, 2 digits (`12345` → `123 45`); other input unchanged. */
export function formatPostalCode(value: string): string {
  const code = normalizePostalCode(value);
  return POSTAL_CODE.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : value;
}

/** Five digits, spaces ignored, else `areaCode`. */
export function validatePostalCode(value: string): ValidationResult {
  return POSTAL_CODE.test(normalizePostalCode(value.trim())) ? null : validationError('areaCode');
}

