import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client/types';
import { createDeferredApiClient } from '../../api/client/deferred';
import type { Locale } from '../../i18n/locales';
import { staffCredentialsOf, type DirectoryBridge } from '../directory/bridge';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The browser's call-layer client, one per page load, whose code loads with
 * the page's first call (`createDeferredApiClient`): the language is read
 * on every call, so the charts started with it follow a language change.
 * It holds no customer session: each customer call names its session by
 * reference, the server reading the secret from its HttpOnly cookie. Staff
 * and editor credentials and the preview flag are read from `directory`
 * (kept current by the directory sign-on and the staff pages) on each call.
 * Tests may pass their own `client` (a fake at the edge); the app never does.
 */
export function ApiProvider({
  locale,
  webview,
  directory,
  client: injected,
  children,
}: {
  locale: Locale;
  webview: boolean;
  directory?: DirectoryBridge;
  client?: ApiClient;
  children: ReactNode;
}) {
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const client = useMemo(
    () =>
      injected ??
      createDeferredApiClient({
        version: process.env.NEXT_PUBLIC_BUILD_VERSION,
        lang: () => localeRef.current,
        webview,
        // The session lives in an HttpOnly cookie; the page knows and sends only its reference.
        sessionTransport: 'cookie',
        staff: () => (directory ? staffCredentialsOf(directory) : undefined),
        preview: () => directory?.preview ?? false,
      }),
    [injected, webview, directory],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** Gives the views below a client made from the page's (`SiteActorProvider`: the one following the tab's session). */
export function ProvideApiClient({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() outside <ApiProvider>');
  return client;
}

/** The views' client, or null outside an `ApiProvider` (a view rendered on its own): for what a view may show without. */
export function useOptionalApi(): ApiClient | null {
  return useContext(ApiContext);
}
