import { useRouter, type NextRouter } from 'next/router';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { Locale } from '../../api/contract/content.schemas';
import { withLocalePrefix } from '../../api/routes';
import type { RouterAdapter, RouterLocation, RouterNotice } from '../../machines/router/router.types';

/**
 * The address bar as it is now; on the server (no window) the router's own
 * view of it, whose path lacks the language prefix the address bar shows.
 */
function currentLocation(router: NextRouter, locale: Locale): RouterLocation {
  if (typeof window === 'undefined') {
    const [path = '/', search = ''] = router.asPath.split('#')[0]!.split('?');
    return { path: withLocalePrefix(path, locale), query: Object.fromEntries(new URLSearchParams(search)), hash: '' };
  }
  return {
    path: window.location.pathname,
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
    hash: window.location.hash,
  };
}

/**
 * Next's pages router behind the charts' `RouterAdapter`. The router object
 * changes identity between renders; the adapter keeps one identity (charts
 * hold it in their context) and always speaks to the newest router.
 */
export function createRouterAdapter(read: () => NextRouter, locale: () => Locale): RouterAdapter {
  return {
    locale,
    location: () => currentLocation(read(), locale()),
    go(path, options) {
      const router = read();
      void (options?.replace ? router.replace : router.push)(path, undefined, { locale: false });
    },
    setQuery(changes, { history }) {
      const router = read();
      const here = currentLocation(router, locale());
      const params = new URLSearchParams(here.query);
      const query: Record<string, string | string[] | undefined> = { ...router.query };
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) {
          params.delete(name);
          delete query[name];
        } else {
          params.set(name, value);
          query[name] = value;
        }
      }
      const search = params.toString();
      // The page's route with its query, shown under its public (translated) path.
      void (history === 'push' ? router.push : router.replace)(
        { pathname: router.pathname, query },
        `${here.path}${search ? `?${search}` : ''}${here.hash}`,
        { shallow: true, scroll: false, locale: false },
      );
    },
    listen(listener: (notice: RouterNotice) => void) {
      const { events } = read();
      const started = (_url: string, { shallow }: { shallow: boolean }) => listener({ type: 'started', shallow });
      // The language a navigation ended in, against the one heard last: a switch is told once, before its completion.
      let heardLocale = locale();
      const completed = (_url: string, { shallow }: { shallow: boolean }) => {
        const now = locale();
        if (now !== heardLocale) {
          heardLocale = now;
          listener({ type: 'localeChanged', locale: now });
        }
        listener({ type: 'completed', shallow, location: currentLocation(read(), now) });
      };
      const failed = () => listener({ type: 'failed' });
      const hashChanged = () => listener({ type: 'hashChanged', location: currentLocation(read(), locale()) });
      events.on('routeChangeStart', started);
      events.on('routeChangeComplete', completed);
      events.on('routeChangeError', failed);
      events.on('hashChangeComplete', hashChanged);
      // A hash typed into the address bar, or Back over one, is not a router navigation.
      window.addEventListener('hashchange', hashChanged);
      return () => {
        events.off('routeChangeStart', started);
        events.off('routeChangeComplete', completed);
        events.off('routeChangeError', failed);
        events.off('hashChangeComplete', hashChanged);
        window.removeEventListener('hashchange', hashChanged);
      };
    },
    clearHash() {
      if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    },
  };
}

const RouterAdapterContext = createContext<RouterAdapter | null>(null);

/** Provides the site's one router adapter to the hooks that start charts. */
export function RouterAdapterProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const router = useRouter();
  const latest = useRef({ router, locale });
  latest.current = { router, locale };
  const adapter = useMemo(
    () =>
      createRouterAdapter(
        () => latest.current.router,
        () => latest.current.locale,
      ),
    [],
  );
  return <RouterAdapterContext.Provider value={adapter}>{children}</RouterAdapterContext.Provider>;
}

/** Gives views a router adapter made elsewhere (a test's fake). */
export function ProvideRouterAdapter({ adapter, children }: { adapter: RouterAdapter; children: ReactNode }) {
  return <RouterAdapterContext.Provider value={adapter}>{children}</RouterAdapterContext.Provider>;
}

export function useRouterAdapter(): RouterAdapter {
  const adapter = useContext(RouterAdapterContext);
  if (!adapter) throw new Error('useRouterAdapter() outside <RouterAdapterProvider>');
  return adapter;
}
