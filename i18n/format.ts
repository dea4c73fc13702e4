import { parseDateString } from '../api/validators/date';
import { TIME_ZONE, type Locale } from './locales';

/** The language tag `Intl` formats a site language with. */
export const intlLocale = (locale: Locale) => (locale === 'sv' ? 'sv-SE' : 'en-GB');

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.DateTimeFormat` per language tag and options, made once: making
 * a formatter costs far more than using it, and a calendar formats every
 * slot's label on each render.
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** One `Intl.NumberFormat` per language tag and options, made once (see `dateTimeFormat`). */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Money as the site shows it in both languages: space between thousands,
 * comma before öre, unit kr (`1 234,50 kr`). Amounts are in öre.
 */
export function formatMoney(ore: number, options: { decimals?: boolean } = {}): string {
  const decimals = options.decimals ?? ore % 100 !== 0;
  const kronor = ore / 100;
  const text = numberFormat('sv-SE', {
    minimumFractionDigits: decimals ? 2 : 0,
    maximumFractionDigits: decimals ? 2 : 0,
    useGrouping: true,
  }).format(kronor);
  // Intl uses a non-breaking space for grouping and U+2212 for minus in sv-SE.
  return `${text.replace(/\u2212/g, '-')}\u00a0kr`;
}

/** A whole number as the site writes it in both languages, with a space between thousands (`20 000`), as amounts are. */
export function formatCount(value: number): string {
  return numberFormat('sv-SE', { maximumFractionDigits: 0, useGrouping: true }).format(value).replace(/\u2212/g, '-');
}

/**
 * The instant a date arrives as: text is read by the site's one date-string
 * rule (`parseDateString`: year-month, year-month-day or a full ISO
 * timestamp); null for anything else, and for an invalid `Date`, which
 * `Intl` would refuse with an exception.
 */
function instantOf(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseDateString(value) : value;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A date in Swedish time, e.g. `21 november 2026` / `21 November 2026`; empty for a value that is no date. */
export function formatDate(value: string | Date, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const date = instantOf(value);
  if (!date) return '';
  return dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    year: 'numeric',
  }).format(date);
}

/** A calendar day (`yyyy-mm-dd`, a due date) in words: its noon UTC is the same day in Stockholm. */
export const formatDayKey = (day: string, locale: Locale, style: 'long' | 'short' = 'long') => formatDate(`${day}T12:00:00Z`, locale, style);

/** Weeks start on Monday (spec section 9). */
export const WEEK_STARTS_ON = 1 as const;

/** How long ago something happened, in the spec's units (§9: years, months, weeks, days, today, yesterday). */
type TimeAgo =
  | { unit: 'today' }
  | { unit: 'yesterday' }
  | { unit: 'day' | 'week' | 'month' | 'year'; count: number };

/** Year, month and day of an instant in Swedish time. */
function stockholmDate(date: Date): { year: number; month: number; day: number } {
  const parts = dateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_WEEK = 7;
const MONTHS_PER_YEAR = 12;

/**
 * How long before `now` an instant was, counted in Swedish calendar days:
 * the same day is today, the day before yesterday; under a week in days,
 * under a calendar month in weeks, under a year in months, then in years.
 * An instant after `now` (a clock a little ahead) is today. Null for a
 * value that is no date.
 */
export function timeAgo(value: string | Date, now: Date): TimeAgo | null {
  const instant = instantOf(value);
  if (!instant) return null;
  const then = stockholmDate(instant);
  const today = stockholmDate(now);
  const days = Math.round((Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(then.year, then.month - 1, then.day)) / DAY_MS);
  if (days <= 0) return { unit: 'today' };
  if (days === 1) return { unit: 'yesterday' };
  if (days < DAYS_PER_WEEK) return { unit: 'day', count: days };
  const months = (today.year - then.year) * MONTHS_PER_YEAR + (today.month - then.month) - (today.day < then.day ? 1 : 0);
  if (months < 1) return { unit: 'week', count: Math.floor(days / DAYS_PER_WEEK) };
  if (months < MONTHS_PER_YEAR) return { unit: 'month', count: months };
  return { unit: 'year', count: Math.floor(months / MONTHS_PER_YEAR) };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(tag: string, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${tag}|${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(tag, { numeric });
    relativeFormats.set(key, format);
  }
  return format;
}

/** `today`, `yesterday`, `3 days ago`, `2 weeks ago`… (`i dag`, `i går`, `för 3 dagar sedan`…) in the reader's language; empty for a value that is no date. */
export function formatTimeAgo(value: string | Date, locale: Locale, now: Date = new Date()): string {
  const ago = timeAgo(value, now);
  if (!ago) return '';
  const tag = intlLocale(locale);
  if (ago.unit === 'today') return relativeTimeFormat(tag, 'auto').format(0, 'day');
  if (ago.unit === 'yesterday') return relativeTimeFormat(tag, 'auto').format(-1, 'day');
  return relativeTimeFormat(tag, 'always').format(-ago.count, ago.unit);
}

/** A date and time in Swedish time, e.g. `20 november 2026 10:00` / `20 November 2026, 10:00`; empty for a value that is no date. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = instantOf(value);
  if (!date) return '';
  return dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
