import type { ThirdPartyConfig } from '../api/thirdParty';

const origin = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** CSP sources to add for the widgets that are configured. */
export function thirdPartyCspSources(config: ThirdPartyConfig) {
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
