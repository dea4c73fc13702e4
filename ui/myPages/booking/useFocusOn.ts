import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the returned element when it appears and whenever `key`
 * changes (a flow's step), so a keyboard or screen-reader user lands on what
 * is new; not while `enabled` is false (a panel inside has the focus). Only
 * the focus: nothing is sent to an actor.
 */
export function useFocusOn<T extends HTMLElement>(key: string, enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [key, enabled]);
  return ref;
}
