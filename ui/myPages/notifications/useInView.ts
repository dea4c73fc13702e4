import { useCallback, useRef } from 'react';

/** Not in the spec: the next page starts loading this far before the end of the list comes into view. */
const LOAD_MORE_MARGIN = '300px';

/**
 * A ref for an element at the end of a list: `onVisible` runs when it
 * scrolls into view (infinite scroll), as a click on "Show more" would.
 * The observer lives as long as the element (a ref with a cleanup), so
 * nothing here is an effect; without IntersectionObserver the button remains.
 */
export function useInView<T extends Element>(onVisible: () => void, enabled: boolean) {
  const latest = useRef(onVisible);
  latest.current = onVisible;
  return useCallback(
    (node: T | null) => {
      if (!node || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { rootMargin: LOAD_MORE_MARGIN },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [enabled],
  );
}
