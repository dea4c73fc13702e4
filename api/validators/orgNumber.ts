import { validationError, type ValidationResult } from './messages';

/** Swedish organisation number: 6 digits, hyphen, 4 digits (`556677-8899`). */
export const ORG_NUMBER_FORMAT = /^\d{6}-\d{4}$/;

/** `invalidOrgNr` unless the value is 6 digits, a hyphen and 4 digits. */
export function validateOrgNumber(value: string): ValidationResult {
  return ORG_NUMBER_FORMAT.test(value.trim()) ? null : validationError('invalidOrgNr');
}

