import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, SWEDEN_COUNTRY_CODE } from './constants';
import { validationError, type ValidationResult } from './messages';

/** Swedish mobile number after `+46`: 7, then 0/2/3/6/9, then 7 digits. */
const SWEDISH_MOBILE = /^7[02369]\d{7}$/;
const INTERNATIONAL = new RegExp(`^\\+\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
const SWEDISH_PREFIX = `+${SWEDEN_COUNTRY_CODE}`;

/**
 * The compact international form: separators dropped, `00` read as `+`, a
 * domestic leading `0` read as Sweden (`070-123 45 67` → `+46701234567`,
 * `+46 (0)70…` → `+4670…`). A number without `+`, `00` or `0` is returned
 * compacted but without a country, so validation refuses it.
 */
export function toE164(value: string): string {
  let compact = value.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) compact = `${SWEDISH_PREFIX}${compact.slice(1)}`;
  // `+46 (0)70 …` is a common way to write a Swedish number.
  if (compact.startsWith(`${SWEDISH_PREFIX}0`)) compact = `${SWEDISH_PREFIX}${compact.slice(SWEDISH_PREFIX.length + 1)}`;
  return compact;
}

/**
 * Validates a phone number (`tel`): a Swedish number must be a mobile number;
 * other numbers are `+` and 9 to 13 digits.
 */
export function validatePhone(value: string): ValidationResult {
  const e164 = toE164(value);
  if (e164.startsWith(SWEDISH_PREFIX)) {
    return SWEDISH_MOBILE.test(e164.slice(SWEDISH_PREFIX.length)) ? null : validationError('tel');
  }
  return INTERNATIONAL.test(e164) ? null : validationError('tel');
}

/**
 * Normalises to the `+46` form with grouping: `0701234567` →
 * `+46 70 123 45 67`. Foreign numbers become compact `+` and digits (their
 * grouping is not known); values that are no phone number are returned trimmed.
 */
export function normalizePhone(value: string): string {
  const e164 = toE164(value);
  if (e164.startsWith(SWEDISH_PREFIX)) {
    const national = e164.slice(SWEDISH_PREFIX.length);
    if (SWEDISH_MOBILE.test(national)) {
      return `${SWEDISH_PREFIX} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
    }
    return value.trim();
  }
  return INTERNATIONAL.test(e164) ? e164 : value.trim();
}

