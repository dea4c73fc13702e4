import { dateTimeFormat, intlLocale } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { addDays, weekDays, weekStartOf } from '../../booking/steps/time';

/**
 * The month view's arithmetic on Stockholm day keys (`yyyy-mm-dd`): a month
 * is `yyyy-mm`, shown as whole weeks from Monday.
 */

export const monthOf = (day: string): string => day.slice(0, 7);

export function addMonths(month: string, count: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (monthIndex - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of a month, as the `bookingDates` call takes them. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const startDate = `${month}-01`;
  return { startDate, endDate: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The weeks (Monday first) that show a month; days of the months around it fill the first and last week. */
export function monthWeeks(month: string): string[][] {
  const { startDate, endDate } = monthRange(month);
  const weeks: string[][] = [];
  for (let start = weekStartOf(startDate); start <= endDate; start = addDays(start, 7)) weeks.push(weekDays(start));
  return weeks;
}

/** `december 2026` / `December 2026`, with a capital first letter as a heading. */
export function formatMonth(month: string, locale: Locale): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  const text = dateTimeFormat(intlLocale(locale), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(date);
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}

/** Short weekday names from Monday: `mån`…`sön` / `Mon`…`Sun`. */
export function weekdayNames(locale: Locale, style: 'short' | 'long' = 'short'): string[] {
  // 2026-01-05 is a Monday.
  return weekDays('2026-01-05').map((key) =>
    dateTimeFormat(intlLocale(locale), { timeZone: 'UTC', weekday: style }).format(new Date(`${key}T12:00:00Z`)),
  );
}
