import { CODE_LENGTH } from './constants';
import { validationError, type ValidationResult } from './messages';

/** `wrongCodeFormat` unless the code has exactly 6 characters (spaces around it ignored). */
export function validateCode(value: string): ValidationResult {
  return value.trim().length === CODE_LENGTH ? null : validationError('wrongCodeFormat');
}

