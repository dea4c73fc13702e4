/** Context of the header's scroll and submenu behaviour. */
export interface HeaderScrollContext {
  /** The last scroll position seen, in px from the top. */
  scrollY: number;
  /** Id of the open submenu, or null when none is open. */
  submenuId: string | null;
  /** The chart follows the window's scrolling (the header does, the account menu does not). */
  followScroll: boolean;
  /** The menu's own element, when a press outside it dismisses the open submenu (the account menu). */
  insideOf: (() => Element | null) | null;
}

/** Input: the scroll position when the header mounts, and whether to follow the window's scrolling. */
export interface HeaderScrollInput {
  scrollY?: number;
  followScroll?: boolean;
  /** Where presses do not dismiss the open submenu; presses elsewhere do. Without it, no such listener. */
  insideOf?: () => Element | null;
}

/** Input of the `outsidePressListener` actor. */
export interface OutsidePressListenerInput {
  insideOf: (() => Element | null) | null;
}

/** Input of the `scrollListener` actor. */
export interface ScrollListenerInput {
  follow: boolean;
}

/**
 * Events:
 * - `scroll.changed`: the window scrolled (`scrollListener` throttles by `SCROLL_DETECTION_DELAY_MS`).
 * - `submenu.opened`: a main-menu item with children was opened (hover or tap).
 * - `submenu.closed`: the open submenu's button was clicked again, or the pointer left it (ignored while locked).
 * - `submenu.dismissed`: the open submenu closes now, locked or not (Escape, a click outside, focus leaving, a link followed).
 */
export type HeaderScrollEvent =
  | { type: 'scroll.changed'; scrollY: number }
  | { type: 'submenu.opened'; id: string }
  | { type: 'submenu.closed' }
  | { type: 'submenu.dismissed' };
