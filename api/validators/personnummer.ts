import { SSN_HYPHEN_AFTER, SSN_MAX_AGE_YEARS, SSN_MAX_DIGITS } from './constants';
import { validationError, type ValidationResult } from './messages';

/**
 * Accepted written form: 6 or 8 digits, a hyphen, 4 digits (`YYMMDD-XXXX`,
 * `YYYYMMDD-XXXX`); with 6 digits a plus instead of the hyphen for someone
 * aged 100 or more (`YYMMDD+XXXX`, as the Swedish tax agency writes it).
 */
const SSN_FORMAT = /^(\d{6}[-+]|\d{8}-)\d{4}$/;

/** `YYMMDD+XXXX`: someone aged 100 or more. */
const CENTENARIAN_FORM = /^\d{6}\+\d{4}$/;

/**
 * What the input field keeps while the user types: digits only, at most 12;
 * the one exception is a plus right after six digits, the form of someone
 * aged 100 or more (`051003+1883`), which the field cannot tell otherwise.
 */
export function sanitizeSsnInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, SSN_MAX_DIGITS);
  const plusAfterSix = /^[^\d+]*(\d[^\d+]*){6}\+/.test(value);
  return plusAfterSix && digits.length <= 10 ? `${digits.slice(0, 6)}+${digits.slice(6)}` : digits;
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
 * The century of `YYMMDD+XXXX`: the latest one in which the person is 100
 * or older on `today` (the plus replaces the hyphen the year they turn 100).
 */
function centenarianCentury(tenDigits: string, today: Date): string {
  const yy = Number(tenDigits.slice(0, 2));
  const mm = Number(tenDigits.slice(2, 4));
  const dd = Number(tenDigits.slice(4, 6));
  for (let century = Math.floor(today.getFullYear() / 100); ; century -= 1) {
    if (ageOn(century * 100 + yy, mm, dd, today) >= 100) return String(century);
  }
}

/**
 * Normalises a personal identity number exactly as the spec says: remove the
 * hyphen; when shorter than 12 digits prefix the century (19, or 20 when the
 * person would otherwise be over 110); then put a hyphen after the 8th digit.
 * `811218-9876` → `19811218-9876`; `0101011234` → `20010101-1234` (in 2025).
 * A plus after six digits is someone aged 100 or more: `051003+1883` →
 * `19051003-1883`. Whitespace is dropped too. Anything else is left for the
 * validator to refuse.
 */
export function normalizeSsn(value: string, today: Date = new Date()): string {
  const compact = value.replace(/\s/g, '');
  const centenarian = CENTENARIAN_FORM.test(compact);
  let digits = centenarian ? compact.replace('+', '') : compact.replace(/-/g, '');
  if (digits === '') return '';
  if (digits.length < SSN_MAX_DIGITS) digits = (centenarian ? centenarianCentury(digits, today) : ssnCentury(digits, today)) + digits;
  if (digits.length <= SSN_HYPHEN_AFTER) return digits;
  return `${digits.slice(0, SSN_HYPHEN_AFTER)}-${digits.slice(SSN_HYPHEN_AFTER)}`;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Whether `YYYYMMDD-XXXX` names a real person's number: a date that exists
 * (a coordination number's day is the birth day plus 60), and a birth number
 * other than 000, which is never issued.
 */
function ssnDateAndSerialValid(normalised: string): boolean {
  const year = Number(normalised.slice(0, 4));
  const month = Number(normalised.slice(4, 6));
  const written = Number(normalised.slice(6, 8));
  const day = written > 60 ? written - 60 : written;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  return normalised.slice(9, 12) !== '000';
}

/**
 * The one rule for a written personal identity number, wherever one is
 * typed or sent: the format first (`invalidSsnFormat`), then a number that
 * can exist (`invalidSsn`): the Luhn check digit, a real birth date in the
 * century the spec's normalisation gives it, a birth number other than 000.
 */
export function ssnProblem(value: string, today: Date = new Date()): 'invalidSsnFormat' | 'invalidSsn' | null {
  const trimmed = value.trim();
  if (!SSN_FORMAT.test(trimmed)) return 'invalidSsnFormat';
  if (!ssnLuhnValid(trimmed) || !ssnDateAndSerialValid(normalizeSsn(trimmed, today))) return 'invalidSsn';
  return null;
}

/** `ssnProblem` as a field's validation result. */
export function validateSsn(value: string): ValidationResult {
  const problem = ssnProblem(value);
  return problem ? validationError(problem) : null;
}

