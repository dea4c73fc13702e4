import { fromCallback, type EventObject } from 'xstate';
import { SOCKET_ERROR_MESSAGES } from './constants';
import { sessionStanding, standingKey } from '../session/session.selectors';
import type { NotificationsEvent, SessionLinkInput, SocketEvent, SocketInput } from './notifications.types';

/**
 * The session and the page's language, as the chart's events, for the
 * chart's whole life: the session's standing once at start and again
 * whenever it changes (`sessionStanding`), and `language.changed` after a
 * navigation into the other language.
 */
export const sessionLink = fromCallback<EventObject, SessionLinkInput>(({ input, sendBack }) => {
  let told: string | null = null;
  const tell = (snapshot: ReturnType<SessionLinkInput['session']['getSnapshot']>) => {
    const standing = sessionStanding(snapshot);
    const key = standingKey(standing);
    if (key === told) return;
    told = key;
    sendBack(standing satisfies NotificationsEvent);
  };
  tell(input.session.getSnapshot());
  const subscription = input.session.subscribe(tell);
  let language = input.router.locale();
  const stopListening = input.router.listen((notice) => {
    if (notice.type !== 'completed') return;
    const next = input.router.locale();
    if (next === language) return;
    language = next;
    sendBack({ type: 'language.changed', language: next } satisfies NotificationsEvent);
  });
  return () => {
    subscription.unsubscribe();
    stopListening();
  };
});

/**
 * The notification socket while it runs (`notifications.socket.ts`, loaded
 * on first use so visitors never download socket.io-client). What it hears
 * comes back as `SocketEvent`s; stopping the actor closes the socket. A
 * client that cannot be loaded (offline) is a failed attempt the chart retries.
 */
export const notificationsSocket = fromCallback<EventObject, SocketInput>(({ input, sendBack }) => {
  let stopped = false;
  let close: (() => void) | undefined;
  const report = (event: SocketEvent) => {
    if (!stopped) sendBack(event);
  };
  import('./notifications.socket').then(
    ({ openNotificationsSocket }) => {
      if (!stopped) close = openNotificationsSocket(input, report);
    },
    (error: unknown) =>
      report({
        type: 'socket.failed',
        message: SOCKET_ERROR_MESSAGES.noTransports,
        detail: `the socket client did not load: ${error instanceof Error ? error.message : String(error)}`,
        retrying: false,
      }),
  );
  return () => {
    stopped = true;
    close?.();
  };
});
