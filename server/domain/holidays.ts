import type { Locale } from '../../api/contract/content.schemas';
import { stockholmToday } from '../../api/validators/date';

/**
 * Swedish public holidays and the de facto closed days around them, computed
 * for any Gregorian year (no per-year tables). Dates are calendar dates in
 * Sweden, written `YYYY-MM-DD`.
 */

type HolidayKey =
  | 'newYearsDay'
  | 'epiphany'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'mayDay'
  | 'ascensionDay'
  | 'whitSunday'
  | 'nationalDay'
  | 'midsummerEve'
  | 'midsummerDay'
  | 'allSaintsDay'
  | 'christmasEve'
  | 'christmasDay'
  | 'boxingDay'
  | 'newYearsEve';

interface Holiday {
  date: string;
  key: HolidayKey;
  name: string;
}

const names: Record<HolidayKey, Record<Locale, string>> = {
  newYearsDay: { sv: 'Nyårsdagen', en: "New Year's Day" },
  epiphany: { sv: 'Trettondedag jul', en: 'Epiphany' },
  goodFriday: { sv: 'Långfredagen', en: 'Good Friday' },
  easterSunday: { sv: 'Påskdagen', en: 'Easter Sunday' },
  easterMonday: { sv: 'Annandag påsk', en: 'Easter Monday' },
  mayDay: { sv: 'Första maj', en: 'May Day' },
  ascensionDay: { sv: 'Kristi himmelsfärdsdag', en: 'Ascension Day' },
  whitSunday: { sv: 'Pingstdagen', en: 'Whit Sunday' },
  nationalDay: { sv: 'Sveriges nationaldag', en: 'National Day of Sweden' },
  // Not a public holiday by law, but treated as one: nobody works on midsummer eve.
  midsummerEve: { sv: 'Midsommarafton', en: 'Midsummer Eve' },
  midsummerDay: { sv: 'Midsommardagen', en: 'Midsummer Day' },
  allSaintsDay: { sv: 'Alla helgons dag', en: "All Saints' Day" },
  christmasEve: { sv: 'Julafton', en: 'Christmas Eve' },
  christmasDay: { sv: 'Juldagen', en: 'Christmas Day' },
  boxingDay: { sv: 'Annandag jul', en: 'Boxing Day' },
  newYearsEve: { sv: 'Nyårsafton', en: "New Year's Eve" },
};

/** Years the calendar answers for; the Gregorian computus holds from 1583. */
export const HOLIDAY_MIN_YEAR = 1900;
export const HOLIDAY_MAX_YEAR = 2200;

const DAY_MS = 86_400_000;

/** Date of Easter Sunday (anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first date from `month`/`fromDay` on that falls on `weekday` (0 = Sunday). */
function firstWeekdayFrom(year: number, month: number, fromDay: number, weekday: number): number {
  const start = utc(year, month, fromDay);
  const offset = (weekday - new Date(start).getUTCDay() + 7) % 7;
  return start + offset * DAY_MS;
}

/** Every holiday of one year, in date order, named in `locale`. */
export function swedishHolidays(year: number, locale: Locale = 'sv'): Holiday[] {
  const easter = easterSunday(year);
  const easterTime = utc(year, easter.month, easter.day);
  const fromEaster = (days: number) => easterTime + days * DAY_MS;
  // Midsummer day is the Saturday between 20 and 26 June; its eve is the Friday before.
  const midsummerDay = firstWeekdayFrom(year, 6, 20, 6);
  const list: [HolidayKey, number][] = [
    ['newYearsDay', utc(year, 1, 1)],
    ['epiphany', utc(year, 1, 6)],
    ['goodFriday', fromEaster(-2)],
    ['easterSunday', easterTime],
    ['easterMonday', fromEaster(1)],
    ['mayDay', utc(year, 5, 1)],
    ['ascensionDay', fromEaster(39)],
    ['whitSunday', fromEaster(49)],
    ['nationalDay', utc(year, 6, 6)],
    ['midsummerEve', midsummerDay - DAY_MS],
    ['midsummerDay', midsummerDay],
    // The Saturday between 31 October and 6 November.
    ['allSaintsDay', firstWeekdayFrom(year, 10, 31, 6)],
    ['christmasEve', utc(year, 12, 24)],
    ['christmasDay', utc(year, 12, 25)],
    ['boxingDay', utc(year, 12, 26)],
    ['newYearsEve', utc(year, 12, 31)],
  ];
  return list
    .sort((x, y) => x[1] - y[1])
    .map(([key, time]) => ({ key, date: iso(time), name: names[key][locale] }));
}

/** Holidays with `from <= date <= to` (both `YYYY-MM-DD`), in date order. */
export function holidaysBetween(from: string, to: string, locale: Locale = 'sv'): Holiday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const result: Holiday[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const holiday of swedishHolidays(year, locale)) {
      if (holiday.date >= from && holiday.date <= to) result.push(holiday);
    }
  }
  return result;
}

/** Today's date in Sweden, whatever the server's own time zone: the site's one rule for it (`stockholmToday`). */
export const todayInStockholm = stockholmToday;

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return iso(utc(year, month, day) + days * DAY_MS);
}

/** Default window of the holidays call: today to a year ahead. */
export const HOLIDAY_DEFAULT_DAYS = 365;
/** Longest range one call may ask for, so a typed date cannot make us compute centuries. */
export const HOLIDAY_MAX_RANGE_DAYS = 366 * 5;

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const parse = (value: string) => {
    const [year, month, day] = value.split('-').map(Number);
    return utc(year, month, day);
  };
  return Math.round((parse(to) - parse(from)) / DAY_MS);
}
