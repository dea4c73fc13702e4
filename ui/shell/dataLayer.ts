type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Adds an entry to the tag manager's queue (created when missing, so entries
 * made before the tag manager loads are read when it does).
 */
export function pushDataLayer(entry: unknown): void {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(entry);
}
