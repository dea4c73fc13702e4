/** Snackbar kinds (spec §4). */
type SnackbarType = 'info' | 'success' | 'error';

/** One snackbar message; `ui/` translates `messageKey` with `values`. */
export interface SnackbarNotice {
  type: SnackbarType;
  /** Lingui message id, e.g. `common.errors.default`. */
  messageKey: string;
  values?: Record<string, string | number>;
  /** Stays until closed (e.g. the offline notice) instead of hiding after `SNACKBAR_HIDE_MS`. */
  persistent?: boolean;
  /** Overrides the default hide delay for this message. */
  durationMs?: number;
}

/** Context of the snackbar. */
export interface SnackbarContext {
  /** The message on screen, or null. */
  notice: SnackbarNotice | null;
  /**
   * A persistent message (the offline notice) that a timed one covers for
   * now; it comes back when the timed one goes.
   */
  covered: SnackbarNotice | null;
}

/**
 * Events:
 * - `snackbar.shown`: show a message; replaces the current one and restarts its timer.
 * - `snackbar.closed`: close it. With `messageKey`, closes only that message:
 *   the one shown, or the persistent one it covers (so "back online" removes
 *   the offline notice without closing a newer message).
 */
export type SnackbarEvent =
  | { type: 'snackbar.shown'; notice: SnackbarNotice }
  | { type: 'snackbar.closed'; messageKey?: string };
