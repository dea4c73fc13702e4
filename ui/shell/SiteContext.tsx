import { createContext, useContext, type ReactNode } from 'react';
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

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteProvider>');
  return value;
}

/** Whether a widget of this consent category may load. */
export function useConsentFor(category: keyof ConsentCategories): boolean {
  const { consent } = useSite();
  return consent?.[category] === true;
}
