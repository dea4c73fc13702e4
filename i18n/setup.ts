import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { toLocale, type Locale } from './locales';

/**
 * The site's compiled catalogs (`npm run i18n` writes them from the .po
 * files), one language at a time in the browser: the server registers both
 * (`i18n/serverCatalogs.ts`), a page's HTML carries its own language's as
 * JSON (`catalogScriptId`, written by `pages/_document`), and the other
 * language's chunk loads when the visitor switches (`loadCatalog`).
 *
 * A catalog comes in parts: the site's, which every page uses, and My
 * pages', which only My pages use (so no other page downloads it). A My
 * pages page's HTML carries both; a tab that comes to My pages from another
 * page loads My pages' part then (`loadCatalog`).
 *
 * A process-global, as `api/pageSettings.ts` explains: the server's and the
 * pages' bundles each have their own copy of this module.
 */
export type CatalogPart = 'site' | 'myPages';
const KEY = Symbol.for('site.i18nCatalogs');
type Holder = { [KEY]?: Partial<Record<`${CatalogPart}:${Locale}`, Messages>> };
const registry = () => ((globalThis as Holder)[KEY] ??= {});

/** Id of the `<script type="application/json">` with the page's language's catalog part. */
export const catalogScriptId = (part: CatalogPart): string => `__catalog_${part}`;

export function registerCatalog(locale: Locale, messages: Messages, part: CatalogPart = 'site'): void {
  registry()[`${part}:${locale}`] = messages;
}

/** A language's catalog part if this process has it: registered, or in the page's HTML. */
function catalogOf(locale: Locale, part: CatalogPart): Messages | undefined {
  const known = registry()[`${part}:${locale}`];
  if (known || typeof document === 'undefined') return known;
  const script = document.getElementById(catalogScriptId(part));
  if (script?.dataset.locale !== locale || !script.textContent) return undefined;
  const messages = JSON.parse(script.textContent) as Messages;
  registerCatalog(locale, messages, part);
  return messages;
}

export const hasCatalog = (locale: Locale, part: CatalogPart = 'site'): boolean => catalogOf(locale, part) !== undefined;

type CatalogChunks = Record<Locale, () => Promise<{ messages: Messages }>>;

/** How each part's chunk loads: the site's here; another part's from the code of the pages that use it (`addCatalogPart`). */
const chunks: Partial<Record<CatalogPart, CatalogChunks>> = {
  site: { sv: () => import('./locales/sv/messages'), en: () => import('./locales/en/messages') },
};

/** Names the chunks of a part only some pages use, so that no other page's code carries even their loaders. */
export function addCatalogPart(part: CatalogPart, loaders: CatalogChunks): void {
  chunks[part] = loaders;
}

/** Parts this tab has used (read from a page's HTML or loaded), which a switch of language loads in the new language too. */
const partsInUse = (): CatalogPart[] => [...new Set(Object.keys(registry()).map((key) => key.split(':')[0] as CatalogPart))];

const fetchPart = async (locale: Locale, part: CatalogPart): Promise<Messages | null> =>
  // A part in use has its loaders: the pages that use it named them (`addCatalogPart`).
  hasCatalog(locale, part) ? null : (await chunks[part]![locale]()).messages;

/**
 * Loads a language's catalog part, once: the site's before switching to a
 * language, with every other part the tab has used (so a page of My pages
 * switches whole: the parts that came are registered together), My pages'
 * as the tab first shows one of its pages. Only the part asked for must
 * come; another that does not is loaded by its own pages when they show.
 */
export async function loadCatalog(locale: Locale, part: CatalogPart = 'site'): Promise<void> {
  const parts = part === 'site' ? [...new Set<CatalogPart>(['site', ...partsInUse()])] : [part];
  const fetched = await Promise.allSettled(parts.map((each) => fetchPart(locale, each)));
  fetched.forEach((result, index) => {
    if (result.status === 'fulfilled' && result.value) registerCatalog(locale, result.value, parts[index]!);
  });
  if (fetched[0]?.status === 'rejected') throw fetched[0].reason;
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
 * browser, so no language leaks between requests; `extra` adds the parts
 * only some pages use (My pages'). The language's parts must be there.
 */
export function createI18n(locale: string | undefined, extra: readonly CatalogPart[] = []): I18n {
  const active = toLocale(locale);
  const parts = extra.map((part) => catalogOf(active, part));
  const catalog = catalogOf(active, 'site');
  if (!catalog || parts.includes(undefined)) throw new Error(`The ${active} catalog is not loaded (loadCatalog)`);
  // Parts of their own (My pages') add to the site's for the pages that use them; a message of
  // the site's they also use keeps the site's text.
  const messages: Messages = Object.assign({}, ...parts, catalog);
  return setupI18n({ locale: active, messages: { [active]: messages }, missing: missingTranslation });
}
