import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` when `key` changes from one screen to another: a
 * flow that shows a new step or screen hands the keyboard and the screen
 * reader its heading (WCAG 2.4.3, 4.1.3), never leaving focus on a control
 * that is gone. `null` is no screen yet (loading): the first screen shown
 * moves nothing, as a page load starts where the browser starts it, and a
 * screen shown again after a moment of loading counts as a change only if it
 * is another. The page's `scroll-padding-top` keeps the heading clear of the
 * sticky header. With `headingWithin`, the target is the container of a
 * screen another component draws, and its first heading takes the focus.
 */
export function useFocusOnChange(key: string | null, target: RefObject<HTMLElement | null>, { headingWithin = false } = {}): void {
  const lastShown = useRef(key);
  useEffect(() => {
    if (key === null) return;
    const previous = lastShown.current;
    lastShown.current = key;
    if (previous === null || previous === key) return;
    const element = headingWithin ? firstHeadingIn(target.current) : target.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start' });
  }, [key, target, headingWithin]);
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
