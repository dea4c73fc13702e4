import type { Locale } from '../../api/contract/content.schemas';
import type { RouterAdapter, RouterLocation, RouterNotice } from '../../machines/router/router.types';

/** A navigation a chart asked for, as the test reads it back. */
export type Navigation =
  | { kind: 'go'; path: string; replace: boolean }
  | { kind: 'setQuery'; changes: Readonly<Record<string, string | null>>; history: 'push' | 'replace' };

export interface FakeRouterAdapter extends RouterAdapter {
  /** Every navigation asked for, oldest first. */
  readonly navigations: Navigation[];
  /** Moves the fake address bar and tells the listeners, as Back, Forward or a link would. */
  arrive(location: Partial<RouterLocation>, notice?: 'completed' | 'hashChanged'): void;
  /** Tells the listeners of a navigation's start or failure. */
  notify(notice: Extract<RouterNotice, { type: 'started' | 'failed' }>): void;
  /**
   * The header's language switch: the page's language becomes `locale` and
   * the address `location`; the listeners hear the change, then the
   * navigation's completion (a new page's, not shallow), as the router tells them.
   */
  switchLocale(locale: Locale, location?: Partial<RouterLocation>): void;
  /** Listeners subscribed now. */
  listeners(): number;
}

/**
 * A router adapter for machine and view tests: it records what the chart
 * asks for and moves its address only when the test says so (a real router
 * would also report the chart's own `setQuery`; call `arrive` to play that).
 */
export function fakeRouterAdapter(start: Partial<RouterLocation> = {}, startLocale: Locale = 'en'): FakeRouterAdapter {
  let locale = startLocale;
  let here: RouterLocation = { path: '/', query: {}, hash: '', ...start };
  const listening = new Set<(notice: RouterNotice) => void>();
  const navigations: Navigation[] = [];
  const tell = (notice: RouterNotice) => [...listening].forEach((listener) => listener(notice));
  return {
    navigations,
    locale: () => locale,
    location: () => here,
    go: (path, options) => void navigations.push({ kind: 'go', path, replace: options?.replace ?? false }),
    setQuery: (changes, { history }) => void navigations.push({ kind: 'setQuery', changes, history }),
    listen(listener) {
      listening.add(listener);
      return () => listening.delete(listener);
    },
    clearHash: () => {
      here = { ...here, hash: '' };
    },
    arrive(location, notice = 'completed') {
      here = { ...here, ...location };
      tell(notice === 'completed' ? { type: 'completed', shallow: true, location: here } : { type: 'hashChanged', location: here });
    },
    notify: tell,
    switchLocale(next, location = {}) {
      locale = next;
      here = { ...here, ...location };
      tell({ type: 'localeChanged', locale: next });
      tell({ type: 'completed', shallow: false, location: here });
    },
    listeners: () => listening.size,
  };
}
