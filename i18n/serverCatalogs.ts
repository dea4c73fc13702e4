import type { Messages } from '@lingui/core';
import { messages as en } from './locales/en/messages';
import { messages as enMyPages } from './locales/en/myPages';
import { messages as sv } from './locales/sv/messages';
import { messages as svMyPages } from './locales/sv/myPages';
import type { Locale } from './locales';
import { registerCatalog, type CatalogPart } from './setup';

/**
 * Both languages' catalogs, every part, for the server (imported by
 * `pages/_document`, which only the server loads) and for tests; browsers
 * get one language at a time (see `i18n/setup.ts`).
 */
export const catalogs: Record<CatalogPart, Record<Locale, Messages>> = { site: { sv, en }, myPages: { sv: svMyPages, en: enMyPages } };
for (const part of Object.keys(catalogs) as CatalogPart[]) {
  registerCatalog('sv', catalogs[part].sv, part);
  registerCatalog('en', catalogs[part].en, part);
}
