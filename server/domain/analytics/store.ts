import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { analyticsEvents } from '../../db/schema';

/** The most events a tester's list shows. */
export const ANALYTICS_LIST_LIMIT = 100;

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

/** The newest stored analytics events, of one event name or all, newest first. */
export function newestAnalyticsEvents(db: Db, event?: string, limit = ANALYTICS_LIST_LIMIT): Promise<AnalyticsEventRow[]> {
  const query = db.select().from(analyticsEvents);
  return (event === undefined ? query : query.where(eq(analyticsEvents.event, event)))
    .orderBy(desc(analyticsEvents.id))
    .limit(limit);
}
