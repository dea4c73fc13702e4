import { useEffect, useState } from 'react';
import { loadWhenOnline } from '../shell/loadWhenOnline';

export interface LazyModule<T> {
  /** Starts fetching the code (once); the same promise for every caller. */
  preload: () => Promise<T>;
  /**
   * What the code exports once it is here, else null while it loads: a view
   * shows its busy state meanwhile and counts its screen as shown only once
   * it is drawn (so the focus moves to its field or heading, not to an empty
   * place). The code is fetched when `wanted` first holds, not with the page.
   */
  useLoaded: (wanted: boolean) => T | null;
  /** Handlers for the control that opens it: the fetch starts as a pointer comes over, a finger touches or the focus arrives. */
  preloadOnApproach: { onPointerEnter: () => void; onTouchStart: () => void; onFocus: () => void };
}

/**
 * Code that is not in its page's first load, because few visits use it (a
 * new customer's registration, a form behind a Change button, a change
 * panel). Offline, the fetch waits for the network (`loadWhenOnline`); a
 * fetch that fails online is asked again the next time it is wanted.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const preload = () =>
    (loading ??= loadWhenOnline(load).then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const approach = () => void preload().catch(() => undefined);
  function useLoaded(wanted: boolean): T | null {
    const [, setLoads] = useState(0);
    useEffect(() => {
      if (!wanted || loaded) return;
      let current = true;
      preload().then(
        () => current && setLoads((count) => count + 1),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted]);
    return loaded;
  }
  return { preload, useLoaded, preloadOnApproach: { onPointerEnter: approach, onTouchStart: approach, onFocus: approach } };
}
