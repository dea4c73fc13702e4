import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Customer, CustomerAccount } from '../../../api/contract/customer';
import type { SiteContextValue } from '../../../ui/shell/SiteContext';
import { renderWithProviders as render } from '../../support/providers';
import type { ApiClient } from '../../../api/client';

const realWarn = console.warn.bind(console);

/**
 * The hooks every session test file runs; call it at the top of the file
 * (hooks registered on import would reach only the first file of a worker).
 * New ids are untranslated until the lead extracts them: those warnings stay
 * quiet, the rest pass on.
 */
export function registerSessionHooks(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('Missing translation')) return;
      realWarn(...args);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}


/** A fake call-layer client: `call` is a mock the test answers. */
export function fakeApi(): ApiClient & { call: ReturnType<typeof vi.fn> } {
  return { call: vi.fn(), invalidate: vi.fn() } as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };
}

/** Renders inside Lingui (English unless the site says otherwise), the site context and an api client. */
export function renderWithProviders(ui: ReactElement, { site = {}, api = fakeApi() }: { site?: Partial<SiteContextValue>; api?: ApiClient } = {}) {
  return { ...render(ui, { site, client: api }), api };
}

export function account(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    id: 'acc-1',
    type: 'private',
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.se',
    mobilePhone: '+46 70 123 45 67',
    account: { firstName: 'Anna', lastName: 'Andersson', email: 'anna@example.se' },
    ...overrides,
  };
}

/** Anna's company, an account she may act as. */
export function companyAccount(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return account({
    id: 'acc-2',
    type: 'business',
    companyName: 'Andersson Bygg AB',
    orgNumber: '556677-8899',
    email: 'info@bygg.se',
    mobilePhone: '+46 70 999 99 99',
    ...overrides,
  });
}

export function customer(overrides: Partial<Customer> = {}): Customer {
  const own = account();
  return {
    id: own.id,
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.se',
    mobilePhone: '+46 70 123 45 67',
    isPowerOfAttorney: false,
    isMainAccount: true,
    activeAccount: own,
    mainAccount: own,
    accounts: [own],
    addresses: [],
    notifications: { total: 0, unread: 0 },
    ...overrides,
  };
}

/**
 * A `matchMedia` answering `hover` and `min-width` queries for the device the
 * test sets (jsdom has neither a pointer nor a layout).
 */
export function setDevice({ width, hover }: { width: number; hover: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const wantsHover = /\(hover:\s*hover\)/.test(query);
    const matches = (!min || width >= Number(min[1])) && (!wantsHover || hover);
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
