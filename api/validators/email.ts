import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH } from './constants';
import { validationError, type ValidationResult } from './messages';

/**
 * Local part of 1 to 64 characters without whitespace or `@`, then a domain
 * of dot-separated labels (letters of any script, digits, inner hyphens)
 * ending in a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN = new RegExp(
  `^[^\\s@]{1,${EMAIL_LOCAL_PART_MAX_LENGTH}}@(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+\\p{L}{2,}$`,
  'u',
);

/** `email` unless the value is an address as above, at most 254 characters. */
export function validateEmail(value: string): ValidationResult {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed) ? null : validationError('email');
}

