import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { Notification } from '../../../api/contract/customer';
import type { NotificationCounts, NotificationsEmitted } from '../../notifications/notifications.types';

/**
 * Where the list hears live notifications: the tab's notifications actor
 * (its `notification.upserted` and `counts.changed`), or null where there is
 * none (a sub-account: the list then follows its own calls only).
 */
type LiveNotifications = Pick<ActorRef<Snapshot<unknown>, EventObject, NotificationsEmitted>, 'on'>;

/** Input: the live notifications. The list's calls are its actors' (`createNotificationsListActors(api)`). */
export interface NotificationsListInput {
  live: LiveNotifications | null;
}

/** One change the customer asks for; `ids` name the notifications it concerns. */
export type NotificationChange =
  | { kind: 'read'; ids: string[] }
  | { kind: 'readAll' }
  | { kind: 'delete'; ids: string[] }
  | { kind: 'deleteAll' };

/** Context of the notifications page's list. */
export interface NotificationsListContext extends NotificationCounts {
  live: LiveNotifications | null;
  /** Newest first: the pages loaded, with live upserts on top and changed in place. */
  items: Notification[];
  /** The cursor of the next page; null when the last page is loaded. */
  nextCursor: string | null;
  /** The change under way, or the last one that failed (to say which). */
  change: NotificationChange | null;
  /** The newest notification that arrived live, announced to screen readers; null until one does. */
  arrival: Notification | null;
}

/**
 * Events:
 * - `load.retried`: try the first page again after a failure;
 * - `more.requested`: the next page ("Show more", or the end of the list scrolled into view);
 * - `item.markedRead` / `item.opened`: mark one read (its button, or following its link);
 * - `all.markedRead`: mark every notification read;
 * - `item.deleted`: delete one;
 * - `all.deleteRequested` / `all.deleteConfirmed` / `all.deleteCancelled`: "Delete all", asked then confirmed or not;
 * - `notification.upserted` / `counts.changed`: from the socket (`liveNotifications`).
 */
export type NotificationsListEvent =
  | { type: 'load.retried' }
  | { type: 'more.requested' }
  | { type: 'item.markedRead'; id: string }
  | { type: 'item.opened'; id: string }
  | { type: 'all.markedRead' }
  | { type: 'item.deleted'; id: string }
  | { type: 'all.deleteRequested' }
  | { type: 'all.deleteConfirmed' }
  | { type: 'all.deleteCancelled' }
  | { type: 'notification.upserted'; notification: Notification }
  | ({ type: 'counts.changed' } & NotificationCounts)
  /** The page's language changed: the server words the notifications in it, so they are read again. */
  | { type: 'language.changed' };

/** One page of `GET /v2/customer/notifications`. */
export interface NotificationsPage {
  total: number;
  unread: number;
  items: Notification[];
  nextCursor: string | null;
}

/** The counts a change answers. */
export interface NotificationCountsAnswer {
  total: number;
  unread: number;
}

/** Input of `loadPage`: the first page (`cursor` null) or the one after `cursor`. */
export interface LoadPageInput {
  cursor: string | null;
}

/** Input of `applyChange`. */
export interface ApplyChangeInput {
  change: NotificationChange;
}

/** Input of `liveNotifications`. */
export interface LiveNotificationsInput {
  live: LiveNotifications | null;
}
