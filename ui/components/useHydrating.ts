import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True in the server's HTML and while React hydrates it (its server
 * snapshot), false in any later render and in anything drawn in the
 * browser from the start.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
