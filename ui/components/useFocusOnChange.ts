import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` when `key` changes from one screen to another: a
 * flow that shows a new step or screen hands the keyboard and the screen
 * reader its heading (WCAG 2.4.3, 4.1.3), never leaving focus on a control
 * that is gone. `null` is no screen yet (loading): the first screen shown
 * moves nothing, as a page load starts where the browser starts it, and a
 * screen shown again after a moment of loading counts as a change only if it
 * is another. The page's `scroll-padding-top` keeps the heading clear of the
 * sticky header.
 */
export function useFocusOnChange(key: string | null, target: RefObject<HTMLElement | null>): void {
  const lastShown = useRef(key);
  useEffect(() => {
    if (key === null) return;
    const previous = lastShown.current;
    lastShown.current = key;
    if (previous === null || previous === key) return;
    const element = target.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start' });
  }, [key, target]);
}
