import { useEffect, useState } from 'react';
import { loadWhenOnline } from '../shell/loadWhenOnline';

/** Where code fetched when wanted stands for a view: here, or on its way, or it did not come (and can be asked for again). */
export interface Loaded<T> {
  /** What the code exports, once it is here. */
  loaded: T | null;
  /** The fetch failed while online (a deploy replaced the file, the server did not answer): say so, with `retry`. */
  failed: boolean;
  retry: () => void;
}

export interface LazyModule<T> {
  /** Starts fetching the code (once); the same promise for every caller. */
  preload: () => Promise<T>;
  /**
   * The code once it is here, else null while it loads: a view shows its
   * busy state meanwhile (`LazyFallback`) and counts its screen as shown
   * only once it is drawn, so the focus moves to its field or heading, not
   * to an empty place. The code is fetched when `wanted` first holds, not
   * with the page.
   */
  useLoaded: (wanted: boolean) => Loaded<T>;
  /** Handlers for the control that opens it: the fetch starts as a pointer comes over, a finger touches or the focus arrives. */
  preloadOnApproach: { onPointerEnter: () => void; onTouchStart: () => void; onFocus: () => void };
}

/**
 * Code that is not in its page's first load, because few visits use it (a
 * new customer's registration, a form behind a Change button, a change
 * panel). Offline, the fetch waits for the network (`loadWhenOnline`); a
 * fetch that fails online is failed for the view, which offers to try
 * again.
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
  function useLoaded(wanted: boolean): Loaded<T> {
    const [, setLoads] = useState(0);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    // What this render drew with: a fetch that ends between the render and its effect still draws again.
    const seen = loaded;
    useEffect(() => {
      if (!wanted) return;
      if (loaded !== null) {
        if (seen === null) setLoads((count) => count + 1);
        return;
      }
      let current = true;
      preload().then(
        () => current && setLoads((count) => count + 1),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [wanted, seen, attempt]);
    const retry = () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    };
    return { loaded: seen, failed: failed && seen === null, retry };
  }
  return { preload, useLoaded, preloadOnApproach: { onPointerEnter: approach, onTouchStart: approach, onFocus: approach } };
}
