import { validationError, type FormErrorKey, type ValidationResult } from './messages';

export interface IntegerRules {
  min?: number;
  max?: number;
  /** A custom key when the value is above `max` (spec: optional custom max error). */
  maxError?: FormErrorKey;
}

const DIGITS = /^\d+$/;

/**
 * Digits only (`digitsOnly`), then within `min`..`max` (`minMax`, with both
 * bounds as values; or `maxError` when above `max` and one is given).
 */
export function validateInteger(value: string, rules: IntegerRules = {}): ValidationResult {
  const trimmed = value.trim();
  if (!DIGITS.test(trimmed)) return validationError('digitsOnly');
  const n = Number(trimmed);
  const { min, max, maxError } = rules;
  if (max !== undefined && n > max && maxError) return validationError(maxError, { max });
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    return validationError('minMax', { min: min ?? 0, max: max ?? Number.MAX_SAFE_INTEGER });
  }
  return null;
}

/** Input filter of integer fields: digits only, at most `maxLength` characters. */
export function sanitizeIntegerInput(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

