type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * The app id the page's analytics events carry (site.md §9: the staff host's
 * differs from the public site's). Set once per page load by the shell,
 * before any event is pushed; pages rendered on the server push nothing.
 */
let analyticsAppId: string | null = null;

/** The shell names the page's app id (`shell.analyticsAppId`, decided by the server from the host). */
export function setAnalyticsAppId(appId: string | null): void {
  analyticsAppId = appId;
}

/** An event entry (`{ event: … }`), not the tag manager's own `arguments` commands (consent mode). */
function isEventEntry(entry: unknown): entry is Record<string, unknown> {
  // An Arguments object's prototype is Object.prototype too: only its tag tells it apart.
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Object.getPrototypeOf(entry) === Object.prototype &&
    Object.prototype.toString.call(entry) !== '[object Arguments]'
  );
}

/**
 * Adds an entry to the tag manager's queue (created when missing, so entries
 * made before the tag manager loads are read when it does). Event entries
 * carry the page's app id (`appId`).
 */
export function pushDataLayer(entry: unknown): void {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(analyticsAppId !== null && isEventEntry(entry) ? { appId: analyticsAppId, ...entry } : entry);
}
