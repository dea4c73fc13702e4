import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { feedbackRequests, offers, timeBankEntries } from '../db/schema';

/** Reads and writes of the time bank, offers and feedback requests of an account. */

export type TimeBankRow = typeof timeBankEntries.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
type FeedbackRow = typeof feedbackRequests.$inferSelect;

/** An account's time bank entries, newest first. */
export function timeBankOf(db: Db, customerId: string): Promise<TimeBankRow[]> {
  return db
    .select()
    .from(timeBankEntries)
    .where(eq(timeBankEntries.customerId, customerId))
    .orderBy(desc(timeBankEntries.day), desc(timeBankEntries.id));
}

/** An account's offers, newest first. */
export function offersOf(db: Db, customerId: string): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.customerId, customerId)).orderBy(desc(offers.createdAt), desc(offers.id));
}

/** One of an account's feedback requests; undefined for another account's or an unknown id. */
export async function feedbackOf(db: Db, customerId: string, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(feedbackRequests)
    .where(and(eq(feedbackRequests.id, id), eq(feedbackRequests.customerId, customerId)))
    .limit(1);
  return row;
}

/** Stores the answer to a feedback request, replacing an earlier one. */
export async function answerFeedback(
  db: Db,
  customerId: string,
  id: string,
  answer: { rating: number; comment: string | null; option: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(feedbackRequests)
    .set({ rating: answer.rating, comment: answer.comment, option: answer.option, answeredAt: answer.at })
    .where(and(eq(feedbackRequests.id, id), eq(feedbackRequests.customerId, customerId)))
    .returning({ id: feedbackRequests.id });
  return rows.length > 0;
}
