/**
 * Third-party widgets are off until configured. Each setting is read from the
 * environment; the page CSP admits a widget's host only when it is set.
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
  /** Tag manager container id (`GTM_ID`) and the company's own tag host (`TAG_HOST`). */
  gtmId?: string;
  tagHost?: string;
}

export function readThirdParty(env: NodeJS.ProcessEnv = process.env): ThirdPartyConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    trustpilotBusinessUnitId: value('TRUSTPILOT_BUSINESS_UNIT_ID'),
    keytoManifestUrl: value('KEYTO_MANIFEST_URL'),
    chatWidgetUrl: value('CHAT_WIDGET_URL'),
    staticMapsKey: value('STATIC_MAPS_KEY'),
    gtmId: value('GTM_ID'),
    tagHost: value('TAG_HOST'),
  };
}

const origin = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** CSP sources to add for the widgets that are configured. */
export function thirdPartyCspSources(config: ThirdPartyConfig = readThirdParty()) {
  const trustpilot = config.trustpilotBusinessUnitId ? ['https://widget.trustpilot.com'] : [];
  const maps = config.staticMapsKey ? ['https://maps.googleapis.com'] : [];
  const keyto = origin(config.keytoManifestUrl);
  const chat = origin(config.chatWidgetUrl);
  const tags = config.gtmId ? origin(config.tagHost) : [];
  return {
    'script-src': [...trustpilot, ...keyto, ...chat, ...tags],
    'frame-src': [...trustpilot, ...keyto, ...chat],
    'img-src': [...maps, ...tags],
    'connect-src': [...keyto, ...chat, ...tags],
  };
}
