import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../api/client';
import type { Locale } from '../../i18n/locales';
import { readCookie } from './cookies';

const ApiContext = createContext<ApiClient | null>(null);

/** AD authentication cookie, sent as `X-AdAuthToken` when present (spec section 7). */
const AD_AUTH_COOKIE = 'adAuthToken';

/** The customer session the client sends as `X-SessionId`; the session edge keeps it current. */
export interface SessionCredentials {
  sessionId: string | undefined;
}

/**
 * The browser's call-layer client, one per language and mode. Tests may pass
 * their own `client` (a fake at the edge); the app never does.
 */
export function ApiProvider({
  locale,
  webview,
  credentials,
  client: injected,
  children,
}: {
  locale: Locale;
  webview: boolean;
  credentials?: SessionCredentials;
  client?: ApiClient;
  children: ReactNode;
}) {
  const client = useMemo(
    () =>
      injected ??
      createApiClient({
        version: process.env.NEXT_PUBLIC_BUILD_VERSION,
        lang: locale,
        webview,
        adAuthToken: () => (typeof document === 'undefined' ? undefined : readCookie(AD_AUTH_COOKIE)),
        sessionId: () => credentials?.sessionId,
      }),
    [injected, locale, webview, credentials],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() outside <ApiProvider>');
  return client;
}
