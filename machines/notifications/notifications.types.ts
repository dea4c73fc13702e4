import type { Locale } from '../../api/contract/content.schemas';
import type { Notification } from '../../api/contract/customer';
import type { RouterAdapter } from '../router/router.types';
import type { SessionSnapshot } from '../session/session.selectors';
import type { SocketErrorMessage, SocketRefusalReason } from './constants';

/**
 * Where the chart hears the customer session: the session actor (or
 * anything with its snapshot and a subscription to it).
 */
export interface SessionSource {
  getSnapshot(): SessionSnapshot;
  subscribe(observer: (snapshot: SessionSnapshot) => void): { unsubscribe(): void };
}

/**
 * Input: the session to follow, and the router adapter whose language the
 * socket speaks (`x-lang`), heard again after every navigation.
 */
export interface NotificationsInput {
  session: SessionSource;
  router: RouterAdapter;
}

/** Context (spec §3 "Notification state": the counts; `enabled` is the state). */
export interface NotificationsContext {
  session: SessionSource;
  router: RouterAdapter;
  /** The main account the socket is opened for (its session authenticates the socket, `x-session`); null without one. */
  standing: MainAccountStanding | null;
  /** The language the socket is opened with (`x-lang`). */
  language: Locale;
  totalNotifications: number;
  unreadNotifications: number;
}

/** The counts of `notifications-status` (realtime contract), also what the customer answer seeds them with. */
export interface NotificationCounts {
  totalNotifications: number;
  unreadNotifications: number;
}

/**
 * What the session says, distilled (`sessionStanding`), one event per change:
 * - `session.mainAccount`: logged in as a main account with `sessionId`
 *   (the permanent session, else the temporary one); the customer answer's
 *   counts show until the socket's status comes;
 * - `session.subAccount`: logged in, acting for another account: no live counts (spec §6);
 * - `session.cleared`: nobody, or the session is changing (logging out,
 *   switching account, expired, a new customer registering, an account choice).
 */
export type SessionStandingEvent =
  | ({ type: 'session.mainAccount'; sessionId: string } & NotificationCounts)
  | { type: 'session.subAccount' }
  | { type: 'session.cleared' };

/** A logged-in main account's standing: what the socket is opened for. */
export type MainAccountStanding = Extract<SessionStandingEvent, { type: 'session.mainAccount' }>;

/**
 * What the socket reports (`notificationsSocket`):
 * - `socket.connected`: the handshake was accepted (first time or again);
 * - `socket.disconnected`: the connection was lost; `retrying` when socket.io
 *   reconnects by itself (not after the server ended it);
 * - `socket.failed`: a connection attempt failed (`message` one of the
 *   spec's socket errors, `detail` socket.io's words); `retrying` as above;
 * - `socket.refused`: the server refused the handshake for a known reason;
 * - `status.received`: `notifications-status`;
 * - `notification.received`: `notifications` with `type: 'upsert'`.
 */
export type SocketEvent =
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected'; reason: string; retrying: boolean }
  | { type: 'socket.failed'; message: SocketErrorMessage; detail: string; retrying: boolean }
  | { type: 'socket.refused'; reason: SocketRefusalReason }
  | ({ type: 'status.received' } & NotificationCounts)
  | { type: 'notification.received'; notification: Notification };

/** Events: the session's standing, the page's language (`language.changed`, after a navigation to the other language), and the socket's. */
export type NotificationsEvent = SessionStandingEvent | { type: 'language.changed'; language: Locale } | SocketEvent;

/**
 * What the chart tells its listeners (`actor.on(...)`), e.g. the
 * notifications page: a notification created or changed, and new counts.
 */
export type NotificationsEmitted =
  | { type: 'notification.upserted'; notification: Notification }
  | ({ type: 'counts.changed' } & NotificationCounts);

/** Input of `sessionLink`: the session and the router to follow. */
export interface SessionLinkInput {
  session: SessionSource;
  router: RouterAdapter;
}

/** Input of `notificationsSocket`: what the handshake's `auth` is made of (the main account's session, the language). */
export interface SocketInput {
  standing: MainAccountStanding;
  language: Locale;
}

/** Params of `logSocketError`. */
export interface SocketErrorLog {
  message: SocketErrorMessage;
  detail: string;
}
