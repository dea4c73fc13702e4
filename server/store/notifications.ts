import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { customerNotifications } from '../db/schema';

/**
 * Reads and writes of an account's notifications. Pages are newest first,
 * keyed on `(created_at, id)`: a page after a position is stable however
 * many notifications arrive meanwhile. The position carries the time as
 * PostgreSQL writes it (microseconds), which a JavaScript `Date` would round.
 */

export type NotificationRow = typeof customerNotifications.$inferSelect;

/** Where a page ends: the last row's creation time (ISO, UTC, microseconds) and id. */
export interface NotificationPosition {
  createdAt: string;
  id: string;
}

export interface NotificationCounts {
  total: number;
  unread: number;
}

/** The creation time at full precision, as text PostgreSQL reads back exactly. */
const createdAtText = sql<string>`to_char(${customerNotifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Up to `limit` of an account's notifications, newest first, after `after` when given; each with its position. */
export async function notificationPage(
  db: Db,
  customerId: string,
  limit: number,
  after?: NotificationPosition,
): Promise<{ row: NotificationRow; position: NotificationPosition }[]> {
  const older = after
    ? sql`(${customerNotifications.createdAt}, ${customerNotifications.id}) < (${after.createdAt}::timestamptz, ${after.id})`
    : undefined;
  const rows = await db
    .select({ row: customerNotifications, createdAt: createdAtText })
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), older))
    .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
    .limit(limit);
  return rows.map(({ row, createdAt }) => ({ row, position: { createdAt, id: row.id } }));
}

export async function notificationCounts(db: Db, customerId: string): Promise<NotificationCounts> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${customerNotifications.readAt} is null)::int` })
    .from(customerNotifications)
    .where(eq(customerNotifications.customerId, customerId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** The account's notifications among `ids` (another account's are not found). */
export function notificationsOf(db: Db, customerId: string, ids: string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), inArray(customerNotifications.id, ids)))
    .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id));
}

/** Whether any of `ids` is another account's notification. */
export async function anyOfOthers(db: Db, customerId: string, ids: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: customerNotifications.id })
    .from(customerNotifications)
    .where(and(inArray(customerNotifications.id, ids), ne(customerNotifications.customerId, customerId)))
    .limit(1);
  return row !== undefined;
}

/** Marks the account's unread notifications among `ids` (all of them without `ids`) read at `at`; answers the ids it changed. */
export async function markRead(db: Db, customerId: string, at: Date, ids?: string[]): Promise<string[]> {
  const rows = await db
    .update(customerNotifications)
    .set({ readAt: at })
    .where(
      and(
        eq(customerNotifications.customerId, customerId),
        isNull(customerNotifications.readAt),
        ids ? inArray(customerNotifications.id, ids) : undefined,
      ),
    )
    .returning({ id: customerNotifications.id });
  return rows.map((row) => row.id);
}

/** Deletes the account's notifications among `ids` (all of them without `ids`); answers how many went. */
export async function deleteNotifications(db: Db, customerId: string, ids?: string[]): Promise<number> {
  const rows = await db
    .delete(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), ids ? inArray(customerNotifications.id, ids) : undefined))
    .returning({ id: customerNotifications.id });
  return rows.length;
}
