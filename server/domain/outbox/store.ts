import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { outboxMessages } from '../../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Messages a tester reads at once, newest first. */
export const OUTBOX_LIST_LIMIT = 50;

export async function storeMessage(db: Db, message: Omit<OutboxRow, 'id'>): Promise<OutboxRow> {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  return row!;
}

/** The newest messages, to one recipient (as `recipientKey` spells it) or to anyone. */
export function newestMessages(db: Db, recipient?: string, limit = OUTBOX_LIST_LIMIT): Promise<OutboxRow[]> {
  const query = db.select().from(outboxMessages);
  return (recipient === undefined ? query : query.where(eq(outboxMessages.recipient, recipient)))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
