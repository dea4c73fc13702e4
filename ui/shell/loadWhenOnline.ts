/**
 * Loads with `load` (a chunk of the site's code); a load that fails while the
 * browser is offline is tried again once it is back online, and the promise
 * settles only then. Meanwhile whatever waits on it keeps what it shows (a
 * section keeps its server HTML) instead of failing and asking again and
 * again while the network is down. A load that fails online (the file is
 * gone after a deploy) rejects as it is.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined' || navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
