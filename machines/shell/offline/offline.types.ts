/** Input: `navigator.onLine` when the shell mounts. */
export interface OfflineInput {
  online: boolean;
}

/** Context of the offline watcher. */
export interface OfflineContext {
  /** Whether the browser reported being online at start. */
  startedOnline: boolean;
}

/** Events from the browser's `offline` and `online` window events (`networkListener`). */
export type OfflineEvent = { type: 'network.offline' } | { type: 'network.online' };
