import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { createI18n } from '../../i18n/setup';
import type { RouterAdapter } from '../../machines/router/router.types';
import { ApiProvider } from '../../ui/shell/ApiContext';
import { ProvideRouterAdapter } from '../../ui/shell/RouterAdapter';
import { SiteProvider, type SiteContextValue } from '../../ui/shell/SiteContext';
import { fakeRouterAdapter } from './fakeRouterAdapter';

/** The site context a page gives its views: English, no webview, nothing configured or consented. */
export function siteValue(overrides: Partial<SiteContextValue> = {}): SiteContextValue {
  return {
    locale: 'en',
    webview: false,
    thirdParty: {},
    webConfig: null,
    consent: null,
    openContact: vi.fn(),
    ...overrides,
  };
}

interface Providers {
  site?: Partial<SiteContextValue>;
  /** The call-layer client views use; a fake at the edge. Without one, no `ApiProvider`. */
  client?: ApiClient;
  /** The router adapter charts navigate through and hear the language from; a fake (a fresh one unless given). */
  router?: RouterAdapter;
}

/**
 * Renders a view inside the providers the app gives it: Lingui in the site's
 * language, the site context and, when given, the API client. `rerender`
 * keeps the same providers, so the view sees new props as in the app.
 */
export function renderWithProviders(ui: ReactElement, { site: overrides, client, router }: Providers = {}) {
  const site = siteValue(overrides);
  // As in the app, where every page has the site's router adapter.
  const adapter = router ?? fakeRouterAdapter({}, site.locale);
  // Every catalog, My pages' too: a view under test renders as on its own page.
  const i18n = createI18n(site.locale, ['myPages']);
  const wrap = (element: ReactElement) => {
    const routed = <ProvideRouterAdapter adapter={adapter}>{element}</ProvideRouterAdapter>;
    const inner = <SiteProvider value={site}>{routed}</SiteProvider>;
    return (
      <I18nProvider i18n={i18n}>
        {client ? (
          <ApiProvider locale={site.locale} webview={site.webview} client={client}>
            {inner}
          </ApiProvider>
        ) : (
          inner
        )}
      </I18nProvider>
    );
  };
  const result = render(wrap(ui));
  return { ...result, site, rerender: (element: ReactElement) => result.rerender(wrap(element)) };
}
