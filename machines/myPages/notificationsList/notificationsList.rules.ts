import type { Notification } from '../../../api/contract/customer';
import type { NotificationChange, NotificationsPage } from './notificationsList.types';

/**
 * How the list's items change: pure, so the chart's assignments and the
 * guards that look ahead (is the list empty after this?) agree.
 */

/** A notification created or changed: changed in place when listed, else on top (it is the newest). */
export function upsertNotification(items: readonly Notification[], notification: Notification): Notification[] {
  const index = items.findIndex((item) => item.id === notification.id);
  if (index === -1) return [notification, ...items];
  return items.map((item, at) => (at === index ? notification : item));
}

/** Whether a notification is new to the list (an arrival to announce) rather than a change of one listed. */
export const isNewTo = (items: readonly Notification[], notification: Notification): boolean =>
  !items.some((item) => item.id === notification.id);

/**
 * The first page, under what arrived live while it loaded (those the page
 * does not have yet: newer than anything it holds).
 */
export function firstPageItems(live: readonly Notification[], page: NotificationsPage): Notification[] {
  const listed = new Set(page.items.map((item) => item.id));
  return [...live.filter((item) => !listed.has(item.id)), ...page.items];
}

/** The next page under the list; anything already listed (arrived live meanwhile) is not repeated. */
export function appendPage(items: readonly Notification[], page: NotificationsPage): Notification[] {
  const listed = new Set(items.map((item) => item.id));
  return [...items, ...page.items.filter((item) => !listed.has(item.id))];
}

/** The list after the server accepted a change. */
export function applyChange(items: readonly Notification[], change: NotificationChange): Notification[] {
  switch (change.kind) {
    case 'read': {
      const ids = new Set(change.ids);
      return items.map((item) => (ids.has(item.id) ? { ...item, read: true } : item));
    }
    case 'readAll':
      return items.map((item) => (item.read ? item : { ...item, read: true }));
    case 'delete': {
      const ids = new Set(change.ids);
      return items.filter((item) => !ids.has(item.id));
    }
    case 'deleteAll':
      return [];
  }
}

/** A page with nothing in it and nothing after it. */
export const isEmptyPage = (page: NotificationsPage): boolean => page.items.length === 0 && page.nextCursor === null;
