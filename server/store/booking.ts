import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { bookings, idempotencyKeys, slotBookings } from '../db/schema';
import { stockholmInstant, toStockholmIso } from '../domain/booking/stockholmTime';
import { lockUntilCommit } from './locks';
import { seatsChanged } from './seatChanges';

/**
 * Reads and writes of bookings, their slot seats and idempotency keys.
 *
 * Concurrency: a seat is taken inside one transaction that first holds
 * `pg_advisory_xact_lock` on the slot (region, product, start) and then
 * re-counts the seats, so two bookings of the last seat serialise on the lock
 * and the second sees the first one's row. Idempotency keys are locked the
 * same way, so two concurrent retries of one key book once.
 */

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'reference' | 'createdAt'>;

/** Reference alphabet without look-alikes (0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;
const REFERENCE_PREFIX = 'HG-';

export function newReference(): string {
  let out = REFERENCE_PREFIX;
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** Who a personal number is in the bookings table: its SHA-256, so the number itself is not stored twice. */
export const personKey = (ssn: string) => createHash('sha256').update(`person:${ssn}`).digest('hex');

/** Runs `work` in one transaction (the handle passed is the transaction). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** Holds the slot's lock until the transaction ends. */
export async function lockSlot(tx: Db, region: string, productId: number, startMs: number): Promise<void> {
  const slot = `${region}|${productId}|${new Date(startMs).toISOString()}`;
  await lockUntilCommit(tx, 'slot', slot);
}

/** One slot's place: region, product and start. */
export interface SlotKey {
  region: string;
  productId: number;
  startMs: number;
}

/**
 * Holds the locks of several slots until the transaction ends, always in
 * one order (by region, product and start), so two moves that each need
 * the other's slot wait in turn instead of on each other forever.
 */
export async function lockSlots(tx: Db, slots: readonly SlotKey[]): Promise<void> {
  const name = (s: SlotKey) => `${s.region}|${s.productId}|${new Date(s.startMs).toISOString()}`;
  const unique = [...new Map(slots.map((s) => [name(s), s])).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, slot] of unique) await lockSlot(tx, slot.region, slot.productId, slot.startMs);
}

/** Seats taken per slot start (Stockholm ISO, as `generateSlots` names slots) in `[fromMs, toMs)`. */
export async function bookedSeats(db: Db, region: string, productId: number, fromMs: number, toMs: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ startTime: slotBookings.startTime, seats: sql<number>`count(*)::int` })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.region, region),
        eq(slotBookings.productId, productId),
        gte(slotBookings.startTime, new Date(fromMs)),
        lt(slotBookings.startTime, new Date(toMs)),
      ),
    )
    .groupBy(slotBookings.startTime);
  return new Map(rows.map((row) => [toStockholmIso(row.startTime.getTime()), Number(row.seats)]));
}

/** What else is stored with a booking that takes a time: its seat, and who is planned (chosen from the fresh reference). */
export interface BookedTime {
  region: string;
  startMs: number;
  staffOf: (reference: string) => string[];
}

/** Stores a booking (with a fresh reference) and, when it takes a time, its seat and staff. */
export async function insertBooking(tx: Db, values: NewBooking, seat?: BookedTime): Promise<BookingRow> {
  let reference = newReference();
  // A collision is one in hundreds of millions; check rather than let the unique index abort the transaction.
  for (let i = 0; i < 5; i += 1) {
    const [taken] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).limit(1);
    if (!taken) break;
    reference = newReference();
  }
  const [row] = await tx.insert(bookings).values({ ...values, reference, ...(seat ? { staff: seat.staffOf(reference) } : {}) }).returning();
  if (seat) {
    await tx.insert(slotBookings).values({ region: seat.region, productId: values.productId, startTime: new Date(seat.startMs), bookingId: row!.id });
    seatsChanged();
  }
  return row!;
}

/** A customer's bookings of one service whose time overlaps a span: what a new time at one of their places is checked against. */
export interface BookedSpan {
  customerId: string;
  productId: number;
  startMs: number;
  endMs: number;
  /** A booking being moved: it does not overlap itself. */
  exceptId?: string;
}

/** Holds a customer's bookings' lock until the transaction ends: two of their bookings are checked against each other one at a time. */
export async function lockCustomerBookings(tx: Db, customerId: string): Promise<void> {
  await lockUntilCommit(tx, 'customerBookings', customerId);
}

/** The customer's bookings of the service, not cancelled, whose time overlaps `[startMs, endMs)`, earliest first (their place is the caller's to compare). */
export async function bookingsOverlapping(db: Db, span: BookedSpan): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, span.customerId),
        eq(bookings.productId, span.productId),
        ne(bookings.status, 'cancelled'),
        lt(bookings.startTime, new Date(span.endMs)),
        sql`coalesce(${bookings.endTime}, ${bookings.startTime}) > ${new Date(span.startMs)}`,
        ...(span.exceptId ? [ne(bookings.id, span.exceptId)] : []),
      ),
    )
    .orderBy(asc(bookings.startTime));
}

/** RUT (öre) already deducted for a person on bookings in a Stockholm calendar year. */
export async function rutUsedInYear(db: Db, person: string, year: number): Promise<number> {
  const from = new Date(stockholmInstant(`${year}-01-01`, '00:00'));
  const to = new Date(stockholmInstant(`${year + 1}-01-01`, '00:00'));
  const when = sql`coalesce(${bookings.startTime}, ${bookings.createdAt})`;
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum((${bookings.price} ->> 'rutDeduction')::bigint), 0)::text` })
    .from(bookings)
    .where(and(eq(bookings.person, person), ne(bookings.status, 'cancelled'), sql`${when} >= ${from}`, sql`${when} < ${to}`));
  return Number(row?.used ?? 0);
}

/** The bookings with a time of a customer, earliest first; optionally only those starting in `[fromMs, toMs)`. */
export async function bookingsOfCustomer(db: Db, customerId: string, range?: { fromMs: number; toMs: number }): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        isNotNull(bookings.startTime),
        ...(range ? [gte(bookings.startTime, new Date(range.fromMs)), lt(bookings.startTime, new Date(range.toMs))] : []),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.createdAt));
}

// ---------------------------------------------------------------- idempotency

interface StoredAnswer {
  requestHash: string;
  status: number;
  response: unknown;
}

/** Hash of what a request asks, stable under key order. */
export function requestHash(value: unknown): string {
  const stable = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(stable);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, stable((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return createHash('sha256').update(JSON.stringify(stable(value)) ?? 'undefined').digest('hex');
}

export async function lockIdempotencyKey(tx: Db, scope: string, key: string): Promise<void> {
  await lockUntilCommit(tx, 'idempotencyKey', `${scope}|${key}`);
}

export async function findAnswer(db: Db, scope: string, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function saveAnswer(tx: Db, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await tx.insert(idempotencyKeys).values({ scope, key, ...answer });
}

/** Replaces the answer a key replays, keeping its request (a confirmation sent after the booking was stored). */
export async function replaceAnswer(db: Db, scope: string, key: string, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ response }).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
