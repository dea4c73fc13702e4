import { useEffect, useRef, type RefObject } from 'react';

/** Where the focus goes: an element of this component, one a child draws (by its id), or nowhere for this screen. */
export type FocusTarget = RefObject<HTMLElement | null> | string | null;

interface FocusOptions {
  /** The target is the container of a screen another component draws: its first heading takes the focus. */
  headingWithin?: boolean;
  /** Also when the view first appears (a panel opened by a button: its appearing is the change). */
  onMount?: boolean;
  /** A change away from this screen is not news (what the page shows once its first load is done). */
  quietAfter?: string;
  /** Scroll the target to the top of the screen (a new step), not only as far as needed. */
  toTop?: boolean;
}

/** Before the first screen, for `onMount`: any first screen is a change. */
const NOTHING_SHOWN = '\u0000';

/**
 * Moves focus to `target` when `key` changes from one screen to another: a
 * flow that shows a new step, screen or panel hands the keyboard and the
 * screen reader its heading or its field (WCAG 2.4.3, 4.1.3), never leaving
 * focus on a control that is gone or on the page's body. `null` is no screen
 * yet (loading): the first screen shown moves nothing, as a page load starts
 * where the browser starts it, and a screen shown again after a moment of
 * loading counts as a change only if it is another. The page's
 * `scroll-padding-top` keeps the target clear of the sticky header. The one
 * hook of the views for this: only the focus, nothing is sent to an actor.
 */
export function useFocusOnChange(key: string | null, target: FocusTarget, { headingWithin = false, onMount = false, quietAfter, toTop = false }: FocusOptions = {}): void {
  const lastShown = useRef<string | null>(onMount ? NOTHING_SHOWN : key);
  useEffect(() => {
    if (key === null) return;
    const previous = lastShown.current;
    lastShown.current = key;
    if (previous === null || previous === key || previous === quietAfter) return;
    const found = typeof target === 'string' ? document.getElementById(target) : (target?.current ?? null);
    const element = headingWithin ? firstHeadingIn(found) : found;
    if (!element) return;
    element.focus({ preventScroll: toTop });
    if (toTop) element.scrollIntoView?.({ block: 'start' });
  }, [key, target, headingWithin, quietAfter, toTop]);
}

/**
 * A ref whose element takes the focus when it appears and whenever `key`
 * changes (a panel and its steps); while `enabled` is false (a panel inside
 * it has the focus) nothing moves, and the focus comes back when it is true
 * again.
 */
export function useFocusOn<T extends HTMLElement>(key: string, enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useFocusOnChange(enabled ? key : `${key}\u0000inside`, enabled ? ref : null, { onMount: true });
  return ref;
}

/**
 * The first heading of a screen drawn by a component of its own (the target
 * is its container), made focusable by script only; the container itself
 * when it has none.
 */
function firstHeadingIn(container: HTMLElement | null): HTMLElement | null {
  const heading = container?.querySelector<HTMLElement>('h1, h2, h3');
  if (!heading) return container;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
