import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as en } from './locales/en/messages';
import { messages as sv } from './locales/sv/messages';
import { toLocale, type Locale } from './locales';

/** Compiled catalogs (`npm run i18n` writes them from the .po files). */
export const catalogs: Record<Locale, Messages> = { sv, en };

/**
 * A fresh Lingui instance per request on the server and per locale in the
 * browser, so no language leaks between requests; `extra` adds catalogs
 * that only some pages load.
 */
export function createI18n(locale: string | undefined, extra: readonly Record<Locale, Messages>[] = []): I18n {
  const active = toLocale(locale);
  // Catalogs of their own (My pages') add to the site's for the pages that load them; a
  // message of the site's they also use keeps the site's text.
  const messages: Messages = Object.assign({}, ...extra.map((catalog) => catalog[active]), catalogs[active]);
  const i18n = setupI18n({ locale: active, messages: { [active]: messages } });
  i18n.on('missing', ({ id, locale: missingIn }) => {
    // A missing translation logs a warning and renders empty text (spec section 8).
    console.warn(`Missing translation "${id}" in ${missingIn}`);
  });
  return i18n;
}
