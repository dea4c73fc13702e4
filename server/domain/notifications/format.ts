import type { Locale } from '../../../api/contract/content.schemas';
import { BOOKING_TIME_ZONE, toStockholmIso } from '../booking/stockholmTime';

/**
 * Money and time as a notification's text writes them (the server cannot
 * use the site's Lingui formatting): amounts as the site shows them
 * (`1 234,50 kr`, spec section 9), times in Stockholm.
 */

const money = {
  whole: new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: true }),
  decimals: new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }),
};

/** An amount in öre as `1 234 kr`, or `1 234,50 kr` when there are öre. */
export function formatMoney(ore: number): string {
  const text = (ore % 100 === 0 ? money.whole : money.decimals).format(ore / 100);
  // sv-SE writes a non-breaking space between groups and U+2212 for minus.
  return `${text.replace(/\u2212/g, '-')}\u00a0kr`;
}

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat('sv-SE', { timeZone: BOOKING_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: BOOKING_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }),
};

/** A visit's time in Stockholm: `tisdag 17 mars kl. 13:00` / `Tuesday 17 March at 13:00`. */
export function formatVisitTime(instantMs: number, locale: Locale): string {
  const day = dayFormats[locale].format(instantMs);
  const clock = toStockholmIso(instantMs).slice(11, 16);
  return locale === 'sv' ? `${day} kl. ${clock}` : `${day} at ${clock}`;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat('sv-SE', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
};

/** A calendar day `yyyy-mm-dd` (a due date): `17 april 2026` / `17 April 2026`. */
export function formatDay(day: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(`${day}T12:00:00Z`));
}
