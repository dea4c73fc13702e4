import type { Locale } from '../../api/contract/content.schemas';

/**
 * The browser's address as a chart sees it: the public (translated) path,
 * its query and its hash. Read from the address bar itself, so it is right
 * before the router has hydrated its own query.
 */
export interface RouterLocation {
  path: string;
  query: Readonly<Record<string, string>>;
  hash: string;
}

/** What the router reports; charts map these to their own events in a `fromCallback` listener. */
export type RouterNotice =
  /** A navigation began; `shallow` when only the query changes on the same page. */
  | { type: 'started'; shallow: boolean }
  /** A navigation (including Back, Forward and the wizard's own step changes) ended at `location`. */
  | { type: 'completed'; shallow: boolean; location: RouterLocation }
  /**
   * The page's language changed (the header's language switch): told just
   * before the `completed` of the navigation that changed it. A chart that
   * keeps running across the switch reloads what it holds in a language.
   */
  | { type: 'localeChanged'; locale: Locale }
  /** A navigation failed or was cancelled. */
  | { type: 'failed' }
  /** Only the `#hash` changed (a link to `#cookie-settings`, or Back over one). */
  | { type: 'hashChanged'; location: RouterLocation };

/**
 * The router adapter: the one edge through which charts navigate and hear
 * navigation (`../shared/DESIGN.md`: the browser edge supplies the API client,
 * a router adapter and the language). `ui/shell/RouterAdapter.tsx` builds it
 * on Next's router; tests pass a fake.
 */
export interface RouterAdapter {
  /** The page's language, for building localized paths (`routePath(name, locale)`). */
  locale(): Locale;
  /** Where the browser is now. */
  location(): RouterLocation;
  /** Goes to a public path (localized already, with its query): a new page. */
  go(path: string, options?: { replace?: boolean }): void;
  /**
   * Changes only the query of the current page, keeping its public path and
   * not loading its data again; a value of `null` removes the parameter.
   * `push` makes a history entry (Back returns to the previous value).
   */
  setQuery(changes: Readonly<Record<string, string | null>>, options: { history: 'push' | 'replace' }): void;
  /** Hears every navigation until the returned function is called. */
  listen(listener: (notice: RouterNotice) => void): () => void;
  /** Removes the `#hash` from the address without a navigation. */
  clearHash(): void;
}
