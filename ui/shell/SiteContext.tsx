import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale, WebConfig } from '../../api/contract/content.schemas';
import type { ConsentCategories } from '../../api/contract/site';
import type { ThirdPartyConfig } from '../../api/thirdParty';

/** Third-party widgets the server has configured; each widget renders a local fallback without its value. */
export type PublicThirdParty = ThirdPartyConfig;

export interface SiteContextValue {
  locale: Locale;
  webview: boolean;
  thirdParty: PublicThirdParty;
  webConfig: WebConfig | null;
  /** Consent as currently chosen; `null` until the visitor has chosen. */
  consent: ConsentCategories | null;
  /** Opens the contact modal (internal link `contact`). */
  openContact(): void;
}

/** The visitor's consent, which changes while the page runs, apart from the rest, which does not. */
interface ConsentStore {
  get(): ConsentCategories | null;
  set(consent: ConsentCategories | null): void;
  subscribe(listener: () => void): () => void;
}

function createConsentStore(initial: ConsentCategories | null): ConsentStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (consent) => {
      if (consent === current) return;
      current = consent;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type StableSiteValue = Omit<SiteContextValue, 'consent'> & { consentStore: ConsentStore };

const SiteContext = createContext<StableSiteValue | null>(null);

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Gives the views the site's settings. The context's value changes only with
 * the page's language, host or configuration; the consent, which a visitor
 * changes while the page runs, reaches its readers through a store they
 * subscribe to. A changed context would reach every section of the page
 * that has not hydrated yet and make React draw it again from scratch
 * (see `ui/sections/Sections.tsx`).
 */
export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  const [consentStore] = useState(() => createConsentStore(value.consent));
  useIsomorphicLayoutEffect(() => consentStore.set(value.consent), [consentStore, value.consent]);
  const { locale, webview, thirdParty, webConfig, openContact } = value;
  const stable = useMemo<StableSiteValue>(
    () => ({ locale, webview, thirdParty, webConfig, openContact, consentStore }),
    [locale, webview, thirdParty, webConfig, openContact, consentStore],
  );
  return <SiteContext.Provider value={stable}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteProvider>');
  const { consentStore } = value;
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get);
  return useMemo(() => {
    const { consentStore: _store, ...settings } = value;
    return { ...settings, consent };
  }, [value, consent]);
}

/** Whether a widget of this consent category may load. */
export function useConsentFor(category: keyof ConsentCategories): boolean {
  const { consent } = useSite();
  return consent?.[category] === true;
}
