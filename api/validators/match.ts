import { validationError, type ValidationResult } from './messages';

/**
 * The match-field rule (site.md section 5: a field that must equal another,
 * such as an e-mail address typed twice): `matchField` unless both read the
 * same once trimmed. An empty value is the required rule's to refuse.
 */
export function validateMatch(value: string, other: string): ValidationResult {
  return value.trim() === other.trim() ? null : validationError('matchField');
}
