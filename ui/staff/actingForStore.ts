import { useSyncExternalStore } from 'react';
import { forgetActingFor, readActingFor, storeActingFor, type ActingFor } from './actingFor';

/**
 * The customer the tab acts for, as the staff header and the desk follow
 * it on one page: sessionStorage tells no one in the same tab when it
 * changes, so every change made here is announced on the window and read
 * again by whoever listens (`useActingFor`, the desk's `watchActingFor`).
 */
const CHANGED = 'staff:actingForChanged';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

/** The tab acts for this customer from now on. */
export function actFor(customer: ActingFor): void {
  storeActingFor(customer);
  announce();
}

/** The tab acts for nobody ("switch customer", log out). */
export function stopActingFor(): void {
  forgetActingFor();
  announce();
}

/** Calls `listener` after every change made through this module; returns the unsubscribe. */
export function subscribeActingFor(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

// A new object on every read would make React render forever: keep the last one while the stored text is the same.
let last: { key: string; value: ActingFor | null } = { key: 'null', value: null };
function snapshot(): ActingFor | null {
  const value = readActingFor();
  const key = JSON.stringify(value);
  if (key !== last.key) last = { key, value };
  return last.value;
}

/** The customer the tab acts for now; null for none (and on the server, which knows no tab). */
export function useActingFor(): ActingFor | null {
  return useSyncExternalStore(subscribeActingFor, snapshot, () => null);
}
