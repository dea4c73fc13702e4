import { assign, emit, setup } from 'xstate';
import type { Notification } from '../../api/contract/customer';
import type { Locale } from '../../api/contract/content.schemas';
import { SOCKET_ERROR_MESSAGES, SOCKET_RECONNECT_DELAY_MS, type SocketRefusalReason } from './constants';
import { notificationsSocket, sessionLink } from './notifications.actors';
import { standingKey } from '../session/session.selectors';
import type {
  MainAccountStanding,
  NotificationCounts,
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
  SocketErrorLog,
} from './notifications.types';

/** The main account the socket is opened for; entering `online` without one is a chart defect. */
function requiredStanding(standing: MainAccountStanding | null): MainAccountStanding {
  if (standing === null) throw new Error('notifications: online without a session');
  return standing;
}

/**
 * The live notification counts of one browser tab (spec §4 "Notifications
 * socket", §6, §9). It follows the session (`sessionLink`): a logged-in main
 * account opens the socket with its session and the page's language
 * (`online`); a sub-account gets no socket and no indicator (`disabled`);
 * nobody, or a session that is changing (logout, account switch, expiry),
 * closes it and resets the counts (`idle`). A new session or language closes
 * the socket and opens another.
 *
 * Online, the counts start as the customer answer's and become the server's
 * with each `notifications-status`, which the server sends on every connect:
 * so after every reconnect the counts are read again (`connected.awaitingStatus`
 * until it comes). Each `notifications` upsert is passed on to listeners
 * (`notification.upserted`), each status too (`counts.changed`). socket.io
 * reconnects by itself with the spec's delays; when it will not (the server
 * ended the connection, or the client could not load), the chart opens a new
 * socket after `reconnectDelay`. A refused handshake ends in `refused`
 * (unauthorized) or `disabled` (acting for another account). Connection
 * errors are logged with the spec's socket messages.
 *
 * Actors: `sessionLink` (the session's standing and the page's language,
 * for the chart's whole life) and `notificationsSocket` (the socket while
 * online). Delay: `reconnectDelay`. Actions a test may replace: `logSocketError`, `logSocketRefusal`.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    emitted: {} as NotificationsEmitted,
  },
  actors: { sessionLink, notificationsSocket },
  delays: { reconnectDelay: SOCKET_RECONNECT_DELAY_MS },
  actions: {
    assignSession: assign((_, standing: MainAccountStanding) => ({ standing, ...countsOf(standing) })),
    assignLanguage: assign((_, params: { language: Locale }) => ({ language: params.language })),
    assignCounts: assign((_, params: NotificationCounts) => ({ ...params })),
    /** No live counts: nothing to show, and no session to reconnect with. */
    resetCounts: assign({ standing: null, totalNotifications: 0, unreadNotifications: 0 }),
    announceCounts: emit((_, params: NotificationCounts): NotificationsEmitted => ({ type: 'counts.changed', ...params })),
    announceNotification: emit((_, params: { notification: Notification }): NotificationsEmitted => ({
      type: 'notification.upserted',
      notification: params.notification,
    })),
    logSocketError: (_, params: SocketErrorLog) => console.error(`Notifications socket: ${params.message}`, params.detail),
    logSocketRefusal: (_, params: { reason: SocketRefusalReason }) => console.warn(`Notifications socket: the server refused the connection (${params.reason})`),
  },
  guards: {
    isOtherSession: ({ context }, standing: MainAccountStanding) => context.standing === null || standingKey(standing) !== standingKey(context.standing),
    isOtherLanguage: ({ context }, params: { language: Locale }) => params.language !== context.language,
    isRetrying: (_, params: { retrying: boolean }) => params.retrying,
    isSubAccountRefusal: (_, params: { reason: SocketRefusalReason }) => params.reason === 'subAccount',
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    session: input.session,
    router: input.router,
    standing: null,
    language: input.router.locale(),
    totalNotifications: 0,
    unreadNotifications: 0,
  }),
  invoke: { id: 'sessionLink', src: 'sessionLink', input: ({ context }) => ({ session: context.session, router: context.router }) },
  on: {
    // Without a socket the language is only remembered for the next one.
    'language.changed': { actions: { type: 'assignLanguage', params: ({ event }) => ({ language: event.language }) } },
  },
  initial: 'idle',
  states: {
    // Nobody logged in, or a session that is changing.
    idle: {
      entry: 'resetCounts',
      on: {
        'session.mainAccount': { target: 'online', actions: { type: 'assignSession', params: ({ event }) => event } },
        'session.subAccount': 'disabled',
      },
    },
    // Acting for another account: no live counts and no indicator (spec §6).
    disabled: {
      entry: 'resetCounts',
      on: {
        'session.mainAccount': { target: 'online', actions: { type: 'assignSession', params: ({ event }) => event } },
        'session.cleared': 'idle',
      },
    },
    // The server refused this session (unknown, expired or temporary): wait for another.
    refused: {
      entry: 'resetCounts',
      on: {
        'session.mainAccount': { target: 'online', actions: { type: 'assignSession', params: ({ event }) => event } },
        'session.subAccount': 'disabled',
        'session.cleared': 'idle',
      },
    },
    online: {
      invoke: {
        id: 'socket',
        src: 'notificationsSocket',
        input: ({ context }) => ({ standing: requiredStanding(context.standing), language: context.language }),
      },
      on: {
        'session.mainAccount': {
          guard: { type: 'isOtherSession', params: ({ event }) => event },
          target: 'online',
          reenter: true,
          actions: { type: 'assignSession', params: ({ event }) => event },
        },
        'session.subAccount': 'disabled',
        'session.cleared': 'idle',
        'language.changed': {
          guard: { type: 'isOtherLanguage', params: ({ event }) => ({ language: event.language }) },
          target: 'online',
          reenter: true,
          actions: { type: 'assignLanguage', params: ({ event }) => ({ language: event.language }) },
        },
        'socket.refused': [
          {
            guard: { type: 'isSubAccountRefusal', params: ({ event }) => ({ reason: event.reason }) },
            target: 'disabled',
            actions: { type: 'logSocketRefusal', params: ({ event }) => ({ reason: event.reason }) },
          },
          { target: 'refused', actions: { type: 'logSocketRefusal', params: ({ event }) => ({ reason: event.reason }) } },
        ],
        'status.received': {
          actions: [
            { type: 'assignCounts', params: ({ event }) => countsOf(event) },
            { type: 'announceCounts', params: ({ event }) => countsOf(event) },
          ],
        },
        'notification.received': { actions: { type: 'announceNotification', params: ({ event }) => ({ notification: event.notification }) } },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'socket.connected': 'connected',
            'socket.failed': [
              { guard: { type: 'isRetrying', params: ({ event }) => event }, target: 'reconnecting', actions: { type: 'logSocketError', params: ({ event }) => event } },
              { target: 'dropped', actions: { type: 'logSocketError', params: ({ event }) => event } },
            ],
          },
        },
        connected: {
          initial: 'awaitingStatus',
          on: {
            'socket.disconnected': [
              {
                guard: { type: 'isRetrying', params: ({ event }) => event },
                target: 'reconnecting',
                actions: { type: 'logSocketError', params: ({ event }) => disconnectLog(event.reason) },
              },
              { target: 'dropped', actions: { type: 'logSocketError', params: ({ event }) => disconnectLog(event.reason) } },
            ],
          },
          states: {
            // The server sends the counts on every connect: until they come, the last known ones show.
            awaitingStatus: {
              on: {
                'status.received': {
                  target: 'live',
                  actions: [
                    { type: 'assignCounts', params: ({ event }) => countsOf(event) },
                    { type: 'announceCounts', params: ({ event }) => countsOf(event) },
                  ],
                },
              },
            },
            live: {},
          },
        },
        // Connection lost; socket.io tries again with growing, randomized waits. The counts stay as last known.
        reconnecting: {
          on: {
            'socket.connected': 'connected',
            'socket.failed': [
              { guard: { type: 'isRetrying', params: ({ event }) => event }, actions: { type: 'logSocketError', params: ({ event }) => event } },
              { target: 'dropped', actions: { type: 'logSocketError', params: ({ event }) => event } },
            ],
          },
        },
        // socket.io will not try again by itself (the server ended the connection): a new socket after the delay.
        dropped: {
          after: { reconnectDelay: { target: '#notifications.online', reenter: true } },
        },
      },
    },
  },
});

function countsOf(event: NotificationCounts): NotificationCounts {
  return { totalNotifications: event.totalNotifications, unreadNotifications: event.unreadNotifications };
}

function disconnectLog(reason: string): SocketErrorLog {
  return { message: SOCKET_ERROR_MESSAGES.disconnected, detail: reason };
}

export type NotificationsMachine = typeof notificationsMachine;
