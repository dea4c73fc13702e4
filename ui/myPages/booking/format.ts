import type { Locale } from '../../../i18n/locales';
import { formatDay, stockholmDay, stockholmTime } from '../../booking/steps/time';

/** An instant in Swedish time: `Tisdag 2 december 08:00` / `Tuesday 2 December 08:00`. */
export function formatInstant(value: string, locale: Locale): string {
  const { weekday, date } = formatDay(stockholmDay(value), locale);
  return `${weekday} ${date} ${stockholmTime(value)}`;
}

/** Minutes as hours, one decimal when needed (`3`, `2,5` / `2.5`). */
export function formatHours(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 }).format(minutes / 60);
}
