import { intlLocale, numberFormat } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { formatDay, stockholmDay, stockholmTime } from '../../booking/steps/time';

/** An instant in Swedish time: `Tisdag 2 december 08:00` / `Tuesday 2 December 08:00`. */
export function formatInstant(value: string, locale: Locale): string {
  const { weekday, date } = formatDay(stockholmDay(value), locale);
  return `${weekday} ${date} ${stockholmTime(value)}`;
}

/** Minutes as hours, one decimal when needed (`3`, `2,5` / `2.5`). */
export function formatHours(minutes: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(minutes / 60);
}

/**
 * A date that starts with a weekday, as it reads inside a sentence: Swedish
 * writes weekdays in lower case (`fram till fredag 27 november 08:00`);
 * English keeps the capital (`until Friday 27 November 08:00`).
 */
export function inSentence(text: string, locale: Locale): string {
  return locale === 'sv' ? text.charAt(0).toLocaleLowerCase('sv-SE') + text.slice(1) : text;
}

/**
 * The key a panel's step heading takes the focus on: the step, and whether a
 * call failed on it. Entering and leaving a failure (a retry) removes the
 * control that had the focus, so the heading takes it rather than the page.
 */
export function focusKey(step: string, failed: boolean): string {
  return failed ? `${step}:failed` : step;
}
