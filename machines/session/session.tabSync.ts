import { SESSION_SYNC_CHANNEL } from './constants';
import type { BroadcastSessionParams as SessionBroadcast } from './session.types';

const CHANNEL = SESSION_SYNC_CHANNEL;

/**
 * Session changes shared between the site's tabs (log out in one, all
 * follow). BroadcastChannel where there is one, else the storage event.
 */
export function createTabSync(onMessage: (message: SessionBroadcast) => void) {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<SessionBroadcast>) => onMessage(event.data);
    return {
      publish: (message: SessionBroadcast) => channel.postMessage(message),
      close: () => channel.close(),
    };
  }
  const listener = (event: StorageEvent) => {
    if (event.key !== CHANNEL || !event.newValue) return;
    try {
      onMessage(JSON.parse(event.newValue) as SessionBroadcast);
    } catch {
      // Another script's value under our key: ignore.
    }
  };
  window.addEventListener('storage', listener);
  return {
    publish: (message: SessionBroadcast) => {
      // A changing value is what fires the event in the other tabs.
      window.localStorage.setItem(CHANNEL, JSON.stringify({ ...message, at: Date.now() }));
    },
    close: () => window.removeEventListener('storage', listener),
  };
}
