/**
 * Constants of the app shell (spec section 9 unless marked otherwise). Each
 * value lives here once; machines and views import it from here.
 */

/** Snackbar hides after this many ms unless persistent (spec §9). */
export const SNACKBAR_HIDE_MS = 5000;

/** Height of the header bar; the header only hides once scrolled past it (spec §9). */
export const HEADER_HEIGHT_PX = 64;
/** Height of the header with an open submenu; scrolling down past it closes the submenu (spec §4, §9). */
export const HEADER_SUBMENU_HEIGHT_PX = 152;
/** Menu events are ignored this long after a submenu opens, so the hover/tap that opened it cannot close it (spec §9). */
export const MENU_EVENTS_BLOCKED_MS = 1000;
/** How long a "copied" label stays after copying the preview link (spec §9). */
export const COPIED_LABEL_MS = 1000;
/** The edge throttles scroll events to this interval before sending `scroll.changed` (spec §9). */
export const SCROLL_DETECTION_DELAY_MS = 100;
/** Resize handlers are debounced by this much (spec §9). */
export const RESIZE_DEBOUNCE_MS = 200;

/** The route progress bar jumps to this value when a navigation starts (spec §9). */
export const PROGRESS_START_PERCENT = 20;
/** The route progress bar grows by this much per tick (spec §9). */
export const PROGRESS_STEP_PERCENT = 2;
/** Interval between progress ticks (spec §9). */
export const PROGRESS_TICK_MS = 500;
/** A finished navigation shows a full bar (spec §4). */
export const PROGRESS_DONE_PERCENT = 100;
/** While still loading the bar never reaches 100: the last tick value below it (derived from §4/§9). */
export const PROGRESS_LOADING_MAX_PERCENT = PROGRESS_DONE_PERCENT - PROGRESS_STEP_PERCENT;
/** Not in the spec: the bar renders at 0 for one macrotask before jumping, so the jump animates. */
export const PROGRESS_JUMP_DELAY_MS = 0;
/** Not in the spec: how long a full bar stays before it starts fading. */
export const PROGRESS_FINISH_HOLD_MS = 200;
/** Not in the spec: duration of the fade-out (match the CSS transition). */
export const PROGRESS_FADE_MS = 400;

/** Revision written into every consent record (spec §9). */
export const CONSENT_REVISION = '1.0';
/** Lifetime of the consent cookie (spec §9); the edge's `storeConsent` uses it. */
export const CONSENT_COOKIE_DAYS = 180;
/** URL hash that opens the consent settings (spec §2). */
export const CONSENT_SETTINGS_HASH = '#gdpr';

/** Message key of the offline notice (spec §8). */
export const CONNECTION_ERROR_KEY = 'common.errors.connectionError';
/** Message key of the generic error (spec §8). */
export const DEFAULT_ERROR_KEY = 'common.errors.default';
