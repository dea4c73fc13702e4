import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { bookings, slotBookings, timeBankEntries } from '../db/schema';
import type { BookingRow, SlotKey } from './booking';
import { seatsChanged } from './seatChanges';

/**
 * Reads and writes of changes to a stored visit: cancelling, moving,
 * rating, notes, and the time bank credit of a cancelled subscription visit.
 * Every change runs in a transaction that first locks the booking's row, so
 * two changes of one visit (a retry, two tabs) run one after the other and
 * the second sees what the first did.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A customer's visit (a booking with a time) by id; any other id, well formed or not, is none. */
export async function visitOfCustomer(db: Db, customerId: string, id: string): Promise<BookingRow | undefined> {
  // Booking ids are uuids: anything else cannot be one, and PostgreSQL would refuse to compare it.
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.customerId, customerId), isNotNull(bookings.startTime)))
    .limit(1);
  return row;
}

/** The booking's row, locked until the transaction ends. */
export async function lockVisit(tx: Db, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/** The seats a booking holds (one, or none for a visit planned outside the calendar). */
export async function seatsOf(db: Db, bookingId: string): Promise<SlotKey[]> {
  const rows = await db.select().from(slotBookings).where(eq(slotBookings.bookingId, bookingId));
  return rows.map((row) => ({ region: row.region, productId: row.productId, startMs: row.startTime.getTime() }));
}

/** Gives a booking's seats back to the calendar. */
export async function freeSeats(tx: Db, bookingId: string): Promise<void> {
  await tx.delete(slotBookings).where(eq(slotBookings.bookingId, bookingId));
  seatsChanged();
}

export async function takeSeatFor(tx: Db, bookingId: string, seat: SlotKey): Promise<void> {
  await tx.insert(slotBookings).values({ region: seat.region, productId: seat.productId, startTime: new Date(seat.startMs), bookingId });
  seatsChanged();
}

export type VisitChange = Partial<
  Pick<BookingRow, 'status' | 'startTime' | 'endTime' | 'note' | 'cancelledAt' | 'cancelReason' | 'cancelFee' | 'rebookedAt' | 'rebookReason'>
>;

export async function updateVisit(tx: Db, id: string, change: VisitChange): Promise<BookingRow> {
  const [row] = await tx.update(bookings).set(change).where(eq(bookings.id, id)).returning();
  return row!;
}

/** Stores a rating unless the visit has one; answers whether this one was stored. */
export async function rateOnce(db: Db, id: string, rating: { rating: number; feedback: string | null; reason: string | null; at: Date }): Promise<boolean> {
  const stored = await db
    .update(bookings)
    .set({ rating: rating.rating, ratingFeedback: rating.feedback, ratingReason: rating.reason, ratedAt: rating.at })
    .where(and(eq(bookings.id, id), isNull(bookings.rating)))
    .returning({ id: bookings.id });
  return stored.length > 0;
}

/** Credits the time bank for a cancelled subscription visit; a second credit of the same booking is ignored (unique per booking and kind). */
export async function creditCancelledVisit(tx: Db, entry: { customerId: string; subscriptionId: string; bookingId: string; minutes: number; day: string }): Promise<void> {
  await tx
    .insert(timeBankEntries)
    .values({ ...entry, kind: 'cancelledVisit' })
    .onConflictDoNothing({ target: [timeBankEntries.bookingId, timeBankEntries.kind] });
}

/** Minutes a booking's cancellation put in the time bank (0 when none). */
export async function creditedMinutes(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: timeBankEntries.minutes })
    .from(timeBankEntries)
    .where(and(eq(timeBankEntries.bookingId, bookingId), eq(timeBankEntries.kind, 'cancelledVisit')))
    .limit(1);
  return row?.minutes ?? 0;
}
