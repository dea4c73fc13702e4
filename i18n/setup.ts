import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { toLocale, type Locale } from './locales';

/**
 * The site's compiled catalogs (`npm run i18n` writes them from the .po
 * files), one language at a time in the browser: the server registers both
 * (`i18n/serverCatalogs.ts`), a page's HTML carries its own language's as
 * JSON (`CATALOG_SCRIPT_ID`, written by `pages/_document`), and the other
 * language's chunk loads when the visitor switches (`loadCatalog`).
 *
 * A process-global, as `api/pageSettings.ts` explains: the server's and the
 * pages' bundles each have their own copy of this module.
 */
const KEY = Symbol.for('site.i18nCatalogs');
type Holder = { [KEY]?: Partial<Record<Locale, Messages>> };
const registry = () => ((globalThis as Holder)[KEY] ??= {});

/** Id of the `<script type="application/json">` with the page's language's catalog. */
export const CATALOG_SCRIPT_ID = '__site_catalog';

export function registerCatalog(locale: Locale, messages: Messages): void {
  registry()[locale] = messages;
}

/** A language's catalog if this process has it: registered, or in the page's HTML. */
function catalogOf(locale: Locale): Messages | undefined {
  const known = registry()[locale];
  if (known || typeof document === 'undefined') return known;
  const script = document.getElementById(CATALOG_SCRIPT_ID);
  if (script?.dataset.locale !== locale || !script.textContent) return undefined;
  const messages = JSON.parse(script.textContent) as Messages;
  registerCatalog(locale, messages);
  return messages;
}

export const hasCatalog = (locale: Locale): boolean => catalogOf(locale) !== undefined;

/** Loads a language's catalog chunk, once (before switching to it). */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (hasCatalog(locale)) return;
  const { messages } = locale === 'en' ? await import('./locales/en/messages') : await import('./locales/sv/messages');
  registerCatalog(locale, messages);
}

/**
 * A message id the catalog lacks (spec section 8): a warning, and empty
 * text, never the id itself nor the source's English in a Swedish page.
 */
function missingTranslation(locale: string, id: string): string {
  console.warn(`Missing translation "${id}" in ${locale}`);
  return '';
}

/**
 * A fresh Lingui instance per request on the server and per locale in the
 * browser, so no language leaks between requests; `extra` adds catalogs
 * that only some pages load. The language's catalog must be there.
 */
export function createI18n(locale: string | undefined, extra: readonly Record<Locale, Messages>[] = []): I18n {
  const active = toLocale(locale);
  const catalog = catalogOf(active);
  if (!catalog) throw new Error(`The ${active} catalog is not loaded (loadCatalog)`);
  // Catalogs of their own (My pages') add to the site's for the pages that load them; a
  // message of the site's they also use keeps the site's text.
  const messages: Messages = Object.assign({}, ...extra.map((extraCatalog) => extraCatalog[active]), catalog);
  return setupI18n({ locale: active, messages: { [active]: messages }, missing: missingTranslation });
}
