import type { Availability } from '../../../api/contract/booking';
import type { Db } from '../../db';
import { seatGeneration } from '../../store/seatChanges';

/**
 * Calendars as just answered, kept for a moment: a page of visitors asking
 * for the same product's free times in the same region shares one reading of
 * the booked seats and one generation of the slots. A seat taken or given
 * back in this process drops them all at once; a seat taken by another
 * server process on the same database shows within `AVAILABILITY_CACHE_MS`.
 * A booking never relies on it: it checks the seat again under its lock.
 */
export const AVAILABILITY_CACHE_MS = 2_000;

interface Entry {
  generation: number;
  until: number;
  answer: Promise<Availability>;
}

const calendars = new WeakMap<Db, Map<string, Entry>>();

/** The calendar of `key` (product, region, what it shows and the day it is asked on), read when not fresh. */
export function cachedCalendar(db: Db, key: string, read: () => Promise<Availability>): Promise<Availability> {
  let entries = calendars.get(db);
  if (!entries) calendars.set(db, (entries = new Map()));
  const generation = seatGeneration();
  const now = performance.now();
  const entry = entries.get(key);
  if (entry && entry.generation === generation && entry.until > now) return entry.answer;
  const answer = read();
  const fresh: Entry = { generation, until: now + AVAILABILITY_CACHE_MS, answer };
  entries.set(key, fresh);
  // A failed read is not kept.
  answer.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  return answer;
}
