import { SSN_HYPHEN_AFTER, SSN_MAX_AGE_YEARS, SSN_MAX_DIGITS } from './constants';
import { validationError, type ValidationResult } from './messages';

/** Accepted written form: 6 or 8 digits, a hyphen, 4 digits (`YYMMDD-XXXX`, `YYYYMMDD-XXXX`). */
export const SSN_FORMAT = /^(\d{6}|\d{8})-\d{4}$/;

/** What the input field keeps while the user types: digits only, at most 12. */
export function sanitizeSsnInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, SSN_MAX_DIGITS);
}

/**
 * Luhn check over the last ten digits (`YYMMDDNNNC`), as the Swedish tax
 * agency defines it: the century never takes part.
 */
export function ssnLuhnValid(digits: string): boolean {
  const ten = digits.replace(/\D/g, '').slice(-10);
  if (ten.length !== 10) return false;
  let sum = 0;
  for (let i = 0; i < ten.length; i += 1) {
    let n = Number(ten[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * Age in whole years on `today` of someone born on `year`-`month`-`day`.
 * Works on numbers, so coordination numbers (day + 60) and odd dates need no
 * calendar: only the order of month and day matters.
 */
function ageOn(year: number, month: number, day: number, today: Date): number {
  const birthday = month * 100 + (day > 60 ? day - 60 : day);
  const todayMonthDay = (today.getMonth() + 1) * 100 + today.getDate();
  return today.getFullYear() - year - (todayMonthDay < birthday ? 1 : 0);
}

/**
 * The century of a 10-digit number (`YYMMDDXXXX`): 19, unless the person
 * would then be over 110 years old, in which case 20 (spec section 5).
 */
export function ssnCentury(tenDigits: string, today: Date = new Date()): '19' | '20' {
  const yy = Number(tenDigits.slice(0, 2));
  const mm = Number(tenDigits.slice(2, 4));
  const dd = Number(tenDigits.slice(4, 6));
  return ageOn(1900 + yy, mm, dd, today) > SSN_MAX_AGE_YEARS ? '20' : '19';
}

/**
 * Normalises a personal identity number exactly as the spec says: remove the
 * hyphen; when shorter than 12 digits prefix the century (19, or 20 when the
 * person would otherwise be over 110); then put a hyphen after the 8th digit.
 * `811218-9876` → `19811218-9876`; `0101011234` → `20010101-1234` (in 2025).
 * Whitespace is dropped too. Anything else is left for the validator to refuse.
 */
export function normalizeSsn(value: string, today: Date = new Date()): string {
  let digits = value.replace(/[\s-]/g, '');
  if (digits === '') return '';
  if (digits.length < SSN_MAX_DIGITS) digits = ssnCentury(digits, today) + digits;
  if (digits.length <= SSN_HYPHEN_AFTER) return digits;
  return `${digits.slice(0, SSN_HYPHEN_AFTER)}-${digits.slice(SSN_HYPHEN_AFTER)}`;
}

/**
 * Validates a written personal identity number: the format first
 * (`invalidSsnFormat`), then the Luhn check digit (`invalidSsn`).
 */
export function validateSsn(value: string): ValidationResult {
  const trimmed = value.trim();
  if (!SSN_FORMAT.test(trimmed)) return validationError('invalidSsnFormat');
  if (!ssnLuhnValid(trimmed)) return validationError('invalidSsn');
  return null;
}

