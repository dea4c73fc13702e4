import type { Locale } from '../../../api/contract/content.schemas';
import type { Notification } from '../../../api/contract/customer';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import {
  anyOfOthers,
  deleteNotifications,
  markRead,
  notificationCounts,
  notificationPage,
  notificationsOf,
  type NotificationCounts,
} from '../../store/notifications';
import { notOurs } from '../myPages/refusals';
import { decodeCursor, encodeCursor } from './cursor';
import type { NotificationHub } from './hub';
import { toNotification } from './texts';

/**
 * An account's notifications on My pages: the list page by page, one
 * notification, marking read and deleting. Only the active account's are
 * ever found; every change is told to the hub once it is committed, so the
 * account's sockets hear of it.
 */

export interface NotificationDeps {
  db: Db;
  clock: Clock;
  hub: NotificationHub;
}

/** Newest first, `itemsPerPage` at a time after `cursor`; with the counts, so the page and the badge agree. */
export async function listNotifications(
  { db }: NotificationDeps,
  customerId: string,
  query: { itemsPerPage: number; cursor?: string },
  locale: Locale,
): Promise<NotificationCounts & { items: Notification[]; nextCursor: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'query.cursor');
  // One more than asked says whether another page follows.
  const rows = await notificationPage(db, customerId, query.itemsPerPage + 1, after);
  const page = rows.slice(0, query.itemsPerPage);
  const last = page.at(-1);
  return {
    ...(await notificationCounts(db, customerId)),
    items: page.map(({ row }) => toNotification(row, locale)),
    nextCursor: rows.length > query.itemsPerPage && last ? encodeCursor(last.position) : null,
  };
}

/** One notification; 404 alike for an unknown id and another account's. */
export async function notificationOf({ db }: NotificationDeps, customerId: string, id: string, locale: Locale): Promise<Notification> {
  const [row] = await notificationsOf(db, customerId, [id]);
  if (!row) throw notOurs('params.id');
  return toNotification(row, locale);
}

/** Refuses (404) a list of ids holding another account's notification: nothing is changed then. */
async function refuseOthers(db: Db, customerId: string, ids: string[]): Promise<void> {
  if (await anyOfOthers(db, customerId, ids)) throw notOurs('body.ids');
}

/**
 * Marks notifications read. Every id must be one of the account's (else
 * 404, nothing changed); one read already stays as it was, so a retry
 * answers as the first call did.
 */
export async function readNotifications(deps: NotificationDeps, customerId: string, ids: string[]): Promise<NotificationCounts> {
  const unique = [...new Set(ids)];
  const own = await notificationsOf(deps.db, customerId, unique);
  if (own.length !== unique.length) throw notOurs('body.ids');
  const changed = await markRead(deps.db, customerId, new Date(deps.clock.now()), unique);
  return told(deps, customerId, changed.length > 0, changed);
}

export async function readAllNotifications(deps: NotificationDeps, customerId: string): Promise<NotificationCounts> {
  const changed = await markRead(deps.db, customerId, new Date(deps.clock.now()));
  return told(deps, customerId, changed.length > 0, changed);
}

/**
 * Deletes notifications. Another account's id refuses the whole call (404,
 * nothing deleted); an id that is no longer there is gone already, so a
 * retry after an answer that never arrived answers as the first call did.
 */
export async function deleteSomeNotifications(deps: NotificationDeps, customerId: string, ids: string[]): Promise<NotificationCounts> {
  await refuseOthers(deps.db, customerId, ids);
  const deleted = await deleteNotifications(deps.db, customerId, ids);
  return told(deps, customerId, deleted > 0, []);
}

export async function deleteAllNotifications(deps: NotificationDeps, customerId: string): Promise<NotificationCounts> {
  const deleted = await deleteNotifications(deps.db, customerId);
  return told(deps, customerId, deleted > 0, []);
}

/** Answers the counts after a change, and tells the hub of it when something did change (`changedIds`: the rows still there). */
async function told({ db, hub }: NotificationDeps, customerId: string, changed: boolean, changedIds: string[]): Promise<NotificationCounts> {
  const counts = await notificationCounts(db, customerId);
  if (changed) hub.changed({ customerId, notificationIds: changedIds });
  return counts;
}
