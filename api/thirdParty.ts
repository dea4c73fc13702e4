/**
 * Third-party widgets are off until configured. Each value comes from the
 * server's environment; the browser gets them as page props and the page CSP
 * admits a widget's host only when its value is set. All are public values.
 */
export interface ThirdPartyConfig {
  /** Reviews widget business unit (`TRUSTPILOT_BUSINESS_UNIT_ID`). */
  trustpilotBusinessUnitId?: string;
  /** Partner booking widget manifest URL (`KEYTO_MANIFEST_URL`). */
  keytoManifestUrl?: string;
  /** Chat widget script URL (`CHAT_WIDGET_URL`). */
  chatWidgetUrl?: string;
  /** Static maps API key (`STATIC_MAPS_KEY`). */
  staticMapsKey?: string;
  /** Tag manager container id (`GTM_ID`), loaded from the company's own tag host (`TAG_HOST`). */
  gtmId?: string;
  tagHost?: string;
}

const VARIABLES = {
  trustpilotBusinessUnitId: 'TRUSTPILOT_BUSINESS_UNIT_ID',
  keytoManifestUrl: 'KEYTO_MANIFEST_URL',
  chatWidgetUrl: 'CHAT_WIDGET_URL',
  staticMapsKey: 'STATIC_MAPS_KEY',
  gtmId: 'GTM_ID',
  tagHost: 'TAG_HOST',
} as const satisfies Record<keyof ThirdPartyConfig, string>;

/** Reads the configured widgets; unset and blank values are left out (Next refuses `undefined` props). */
export function readThirdParty(env: Record<string, string | undefined>): ThirdPartyConfig {
  const config: ThirdPartyConfig = {};
  for (const [key, name] of Object.entries(VARIABLES) as [keyof ThirdPartyConfig, string][]) {
    const value = env[name]?.trim();
    if (value) config[key] = value;
  }
  return config;
}

/**
 * The app id every analytics event carries (site.md §9: "analytics app ids
 * differ for the staff host and public site"), so customer service's use of
 * the site is told apart from customers'. Public values.
 */
export interface AnalyticsAppIds {
  /** The public site's (`ANALYTICS_APP_ID`). */
  site: string;
  /** The staff host's (`STAFF_ANALYTICS_APP_ID`). */
  staff: string;
}

export const DEFAULT_ANALYTICS_APP_IDS: AnalyticsAppIds = { site: 'site', staff: 'staff' };
