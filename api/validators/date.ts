import { validationError, type ValidationResult } from './messages';

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Full ISO 8601 timestamp with a zone (`Z` or `±hh:mm`), seconds and fraction optional. */
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Parses the date strings the site accepts: year-month (`2025-03`, the first
 * of the month), year-month-day (`2025-03-14`), both at UTC midnight, or a
 * full ISO timestamp with zone. Anything else, including impossible dates
 * (`2025-02-30`), gives `null`.
 */
export function parseDateString(value: string): Date | null {
  const text = value.trim();
  let match = YEAR_MONTH.exec(text);
  if (match) {
    const [year, month] = [Number(match[1]), Number(match[2])];
    return validCalendarDate(year, month, 1) ? new Date(Date.UTC(year, month - 1, 1)) : null;
  }
  match = YEAR_MONTH_DAY.exec(text);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return validCalendarDate(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : null;
  }
  match = ISO_TIMESTAMP.exec(text);
  if (match) {
    if (!validCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** Whether `value` is a real calendar date written `yyyy-mm-dd`. */
function isIsoDate(value: string): boolean {
  const match = YEAR_MONTH_DAY.exec(value);
  return match !== null && validCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The first and the last day the site takes from anyone, in forms and in
 * calls: more than any calendar, booking, invoice or consent needs, and
 * well inside what date arithmetic (`Date`, four-digit years) and the
 * database compute and store.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2200-12-31';

/** Whether an ISO timestamp is an instant from `FIRST_DAY` to `LAST_DAY` (UTC); `dateMinRange`/`dateMaxRange` otherwise. */
export function validateInstantRange(value: string): ValidationResult {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null; // the format check says what is wrong
  if (ms < Date.parse(`${FIRST_DAY}T00:00:00Z`)) return validationError('dateMinRange', { date: FIRST_DAY });
  if (ms > Date.parse(`${LAST_DAY}T23:59:59.999Z`)) return validationError('dateMaxRange', { date: LAST_DAY });
  return null;
}

export interface DateRules {
  /** Earliest allowed day, `yyyy-mm-dd` (inclusive). */
  min?: string;
  /** Latest allowed day, `yyyy-mm-dd` (inclusive). */
  max?: string;
}

/**
 * A day written `yyyy-mm-dd` (`invalidDate`), not before `min`
 * (`dateMinRange`, value `date`) nor after `max` (`dateMaxRange`), and
 * never outside `FIRST_DAY`..`LAST_DAY`. Same-format ISO dates compare
 * correctly as strings.
 */
export function validateDate(value: string, rules: DateRules = {}): ValidationResult {
  const day = value.trim();
  if (!isIsoDate(day)) return validationError('invalidDate');
  const min = rules.min !== undefined && rules.min > FIRST_DAY ? rules.min : FIRST_DAY;
  const max = rules.max !== undefined && rules.max < LAST_DAY ? rules.max : LAST_DAY;
  if (day < min) return validationError('dateMinRange', { date: min });
  if (day > max) return validationError('dateMaxRange', { date: max });
  return null;
}

// Made at the first use rather than when the module loads: a formatter with a time zone costs tens of milliseconds of
// a slow phone's main thread to make, which every page would pay while it starts, most never needing it.
let stockholmDayFormat: Intl.DateTimeFormat | undefined;

/** The day it is in Stockholm at `now`, `yyyy-mm-dd` (the company's days, wherever the browser or server is). */
export function stockholmToday(now: Date = new Date()): string {
  stockholmDayFormat ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });
  return stockholmDayFormat.format(now);
}

/** Whole days from one `yyyy-mm-dd` to another (negative when `to` is earlier). */
export function daysFromTo(from: string, to: string): number {
  const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

