import type { Locale } from '../api/contract/content.schemas';

export type { Locale };
const defaultLocale: Locale = 'sv';
export const TIME_ZONE = 'Europe/Stockholm';

const isLocale = (value: unknown): value is Locale => value === 'sv' || value === 'en';
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);
