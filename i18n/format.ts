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

/** A date in Swedish time, e.g. `21 november 2026` / `21 November 2026`. */
export function formatDate(value: string | Date, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
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

/** Postal code as shown: `123 45`. */
export const formatAreaCode = (code: string) => {
  const digits = code.replace(/\D/g, '');
  return digits.length > 3 ? `${digits.slice(0, 3)} ${digits.slice(3, 5)}` : digits;
};
