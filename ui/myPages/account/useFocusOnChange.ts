import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the element with `targetId` whenever `key` (a flow's
 * screen) changes, not when the view first appears: a keyboard or
 * screen-reader user lands on what is new (the code's field, the result),
 * and loading the page takes no focus. Only the focus: nothing is sent to an actor.
 */
export function useFocusOnChange(key: string, targetId: string | null, { quietAfter }: { quietAfter?: string } = {}) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    // A screen that follows `quietAfter` (the first load's) is what the page shows on arrival, not news.
    const quiet = previous.current === quietAfter;
    previous.current = key;
    if (targetId && !quiet) document.getElementById(targetId)?.focus();
  }, [key, targetId, quietAfter]);
}
