import { TIME_ZONE, type Locale } from '../../../i18n/locales';
import { stockholmToday } from '../../../api/validators/date';
import { dateTimeFormat, intlLocale, WEEK_STARTS_ON } from '../../../i18n/format';

/**
 * Calendar arithmetic for the booking steps. Days are `yyyy-mm-dd` keys in
 * Europe/Stockholm; a key is turned into a UTC midnight `Date` only to count
 * days and weekdays, so the visitor's own time zone never shifts a day.
 */

/** The Stockholm day of an instant, `yyyy-mm-dd`. */
export function stockholmDay(value: string | Date): string {
  return stockholmToday(typeof value === 'string' ? new Date(value) : value);
}

/** The Stockholm wall-clock time of an instant, `08:00`. */
export function stockholmTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat('sv-SE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

const keyToUtc = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const utcToKey = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(key: string, days: number): string {
  const date = keyToUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return utcToKey(date);
}

/** The first day (Monday, spec section 9) of the week a day belongs to. */
export function weekStartOf(key: string): string {
  const weekday = keyToUtc(key).getUTCDay();
  return addDays(key, -((weekday - WEEK_STARTS_ON + 7) % 7));
}

/** The seven days of the week starting at `start`. */
export const weekDays = (start: string): string[] => Array.from({ length: 7 }, (_, index) => addDays(start, index));

/** ISO 8601 week number, as Swedish calendars show it. */
export function isoWeek(key: string): number {
  const date = keyToUtc(key);
  // The Thursday of the week decides its year.
  date.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((date.getTime() - yearStart) / 86_400_000 / 7);
}

/**
 * A day key in words: `Måndag`, `23 november` / `Monday`, `23 November`.
 * The weekday starts a heading, so it takes a capital; Swedish month names
 * stay in lower case, as Swedish writes them.
 */
export function formatDay(key: string, locale: Locale, style: 'long' | 'short' = 'long'): { weekday: string; date: string } {
  const date = keyToUtc(key);
  const name = dateTimeFormat(intlLocale(locale), { timeZone: 'UTC', weekday: style }).format(date);
  const weekday = name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
  const day = dateTimeFormat(intlLocale(locale), { timeZone: 'UTC', day: 'numeric', month: style }).format(date);
  return { weekday, date: day };
}
