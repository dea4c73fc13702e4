import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as en } from './locales/en/messages';
import { messages as sv } from './locales/sv/messages';
import { toLocale, type Locale } from './locales';

/** Compiled catalogs (`npm run i18n` writes them from the .po files). */
export const catalogs: Record<Locale, Messages> = { sv, en };

/**
 * A fresh Lingui instance per request on the server and per locale in the
 * browser, so no language leaks between requests.
 */
export function createI18n(locale: string | undefined): I18n {
  const active = toLocale(locale);
  const i18n = setupI18n({ locale: active, messages: { [active]: catalogs[active] } });
  i18n.on('missing', ({ id, locale: missingIn }) => {
    // A missing translation logs a warning and renders empty text (spec section 8).
    console.warn(`Missing translation "${id}" in ${missingIn}`);
  });
  return i18n;
}
