import type { ReactElement } from 'react';
import { createApiClient } from '../../../api/client';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ServiceInSection } from '../../../api/contract/content.schemas';
import type { SiteContextValue } from '../../../ui/shell/SiteContext';
import { preloadSections } from '../../../ui/sections/deferredSections';
import { renderWithProviders, siteValue } from '../../support/providers';

const realWarn = console.warn.bind(console);

/**
 * The hooks every sections test file runs; call it at the top of the file
 * (hooks registered on import would reach only the first file of a worker).
 * Sections below a page's top load their code when needed: here it is loaded
 * first, so they render at once as after a navigation. New message ids are
 * untranslated until the lead extracts them: their "missing translation"
 * warnings stay out of the output, every other warning passes on, and
 * `console.warn` is a spy tests can read.
 */
export function registerSectionHooks(): void {
  beforeAll(() => preloadSections());

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('Missing translation')) return;
      realWarn(...args);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });
}

export const consentAll = { necessary: true, performance: true, statistics: true, marketing: true } as const;
export const consentNecessary = { necessary: true, performance: false, statistics: false, marketing: false } as const;

export { siteValue };

/**
 * Renders inside the providers a page gives the sections: Lingui (English),
 * the site context and the call layer, whose requests go to `fetch` (which a
 * test stubs with `stubFetch`).
 */
export function renderWithSite(ui: ReactElement, overrides: Partial<SiteContextValue> = {}) {
  const client = createApiClient({ lang: overrides.locale ?? 'en', storage: null, logger: { error: () => {}, warn: () => {} } });
  return renderWithProviders(ui, { site: overrides, client });
}

/**
 * Stands in for the page's postal-code form (`ui/booking/PostalCodeForm`, which
 * needs the call layer and the session): shows which services a section hands it.
 */
export function StubPostalCodeForm({ services, className }: { services: ServiceInSection[]; className?: string }) {
  return (
    <form aria-label="Check availability" className={className} data-services={services.map((service) => service.productId).join(',')}>
      <label>
        Postal code
        <input name="areaCode" />
      </label>
    </form>
  );
}

let viewportWidth = 1024;

/**
 * A `matchMedia` that answers `min-width` / `max-width` queries for a
 * viewport width the test sets (jsdom has no layout).
 */
export function setViewport(width: number) {
  viewportWidth = width;
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

/** A `fetch` stub answering JSON per URL prefix, recording calls. */
export function stubFetch(answer: (url: string, init?: RequestInit) => { status?: number; body?: unknown } | Promise<never>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const result = await answer(url, init);
    return new Response(JSON.stringify(result.body ?? null), {
      status: result.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
