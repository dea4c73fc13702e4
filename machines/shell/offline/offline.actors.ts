import { fromCallback } from 'xstate';
import type { OfflineEvent } from './offline.types';

/**
 * The browser's `offline` and `online` window events while the chart runs,
 * as `network.offline` and `network.online`.
 */
export const networkListener = fromCallback<OfflineEvent>(({ sendBack }) => {
  if (typeof window === 'undefined') return undefined;
  const goOffline = () => sendBack({ type: 'network.offline' });
  const goOnline = () => sendBack({ type: 'network.online' });
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  return () => {
    window.removeEventListener('offline', goOffline);
    window.removeEventListener('online', goOnline);
  };
});
