import { within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import type { RouterAdapter } from '../../machines/router/router.types';
import type { SiteContextValue } from '../../ui/shell/SiteContext';
import { renderWithProviders } from '../../tests/support/providers';
import { fakeApi } from './fakeApi';


interface ViewProviders {
  site?: Partial<SiteContextValue>;
  /** Defaults to a fresh `fakeApi()` client (calls stay pending). */
  client?: ApiClient;
  /** The router adapter the view's charts navigate through (`fakeRouterAdapter()`); none by default. */
  router?: RouterAdapter;
}

/**
 * Renders a shell view inside the providers the app gives it: Lingui in the
 * site's language (English unless `site.locale` says otherwise), the API
 * client (a fake at the edge) and the site context. `rerenderView` keeps the
 * same providers, so a view sees new props as it would in the app.
 */
export function renderView(ui: ReactElement, providers: ViewProviders = {}) {
  const { rerender, ...result } = renderWithProviders(ui, {
    site: providers.site,
    client: providers.client ?? fakeApi().client,
    ...(providers.router ? { router: providers.router } : {}),
  });
  return { ...result, rerenderView: rerender };
}

const realWarn = console.warn.bind(console);

/**
 * Keeps Lingui's "missing translation" warnings (ids the lead has not
 * extracted yet) and the warnings a test expects (by prefix) out of the
 * output, and passes every other warning on; `console.warn` stays a spy the
 * tests can read.
 */
export function quietWarnings(expected: readonly string[] = []) {
  const quiet = ['Missing translation', ...expected];
  return vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && quiet.some((prefix) => (args[0] as string).startsWith(prefix))) return;
    realWarn(...args);
  });
}

/** Reads one cookie of `document.cookie`, decoded; undefined when absent. */
export function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Expires every cookie the document holds (jsdom keeps them across the tests of a file). */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}

type JsdomGlobal = { jsdom?: { reconfigure(options: { url?: string }): void } };

/** Moves the document to another URL without navigating (protocol, host, path, hash). */
export function setDocumentUrl(url: string): void {
  const dom = (globalThis as JsdomGlobal).jsdom;
  if (!dom) throw new Error('setDocumentUrl: not running in the jsdom environment');
  dom.reconfigure({ url });
}

/** The URL vitest's jsdom starts with. */
export const DEFAULT_DOCUMENT_URL = 'http://localhost:3000/';

/**
 * The button named `name` inside `container`, by its text or `aria-label`.
 * Cheaper than `getByRole('button', { name })` (which computes the role and
 * name of every element, ~10 ms in jsdom) and as strict about the name.
 */
export function button(container: HTMLElement | null, name: string): HTMLButtonElement {
  if (!container) throw new Error(`no container to find the "${name}" button in`);
  const found = [
    ...within(container).queryAllByText(name, { selector: 'button' }),
    ...within(container).queryAllByLabelText(name, { selector: 'button' }),
  ];
  if (found.length !== 1) throw new Error(`expected one "${name}" button, found ${found.length}`);
  return found[0] as HTMLButtonElement;
}
