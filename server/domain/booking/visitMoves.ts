import type { Availability } from '../../../api/contract/booking';
import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import { SERVICE_IDS, type ServiceId } from '../../../api/products';
import { bookedSeats, inTransaction, lockSlots, type BookingRow, type SlotKey } from '../../store/booking';
import { freeSeats, lockVisit, seatsOf, takeSeatFor, updateVisit, type VisitChange } from '../../store/bookingChanges';
import type { VisitFacts } from '../notifications/notifier';
import { invalidField, Refusal } from '../refusal';
import { AVAILABILITY_DEFAULT_DAYS, generateSlots } from './availability';
import { bookingsAt, overlapsAny, refuseOverlap } from './overlaps';
import { SlotTakenError } from './seats';
import { placeOf, slotAt, type BookingDeps } from './service';
import { toStockholmIso } from './stockholmTime';

/**
 * Moving a visit to another time: the calendar it may move in, and the move
 * itself, which gives back the old seat and takes the new one in one
 * transaction, as a booking takes its seat.
 */

const DAY_MS = 86_400_000;

/**
 * The product whose slots a visit moves between: its own, except a weekly
 * cleaning subscription's visits, which are planned like Click & Go
 * cleanings (the home visit's plan is for one-hour meetings).
 */
function planProductOf(row: Pick<BookingRow, 'productId' | 'subscriptionId'>): ServiceId {
  return row.subscriptionId !== null && row.productId === SERVICE_IDS.weeklyCleaning ? SERVICE_IDS.weeklyCleaningDirect : (row.productId as ServiceId);
}

/** How long a visit is: a move keeps it. */
const lengthOf = (row: BookingRow) => (row.endTime ?? row.startTime)!.getTime() - row.startTime!.getTime();

/** The customer's other bookings of the visit's service at its place in `[fromMs, toMs)`: times the visit cannot move to. */
async function otherBookingsThere(deps: BookingDeps, row: BookingRow, fromMs: number, toMs: number): Promise<BookingRow[]> {
  const place = placeOf(row);
  if (!row.customerId || !place) return [];
  return bookingsAt(deps.db, { customerId: row.customerId, productId: row.productId, startMs: fromMs, endMs: toMs, exceptId: row.id }, place);
}

/**
 * The calendar a visit may move in: its plan's slots in its region, its own
 * seat not counted as taken, and a time the customer has booked the service
 * at the place already not offered.
 */
export async function moveAvailability(deps: BookingDeps, row: BookingRow): Promise<Availability> {
  const productId = planProductOf(row);
  const now = deps.clock.now();
  if (!row.region) return { slots: [], firstAvailable: null };
  const until = now + (AVAILABILITY_DEFAULT_DAYS + 2) * DAY_MS;
  const booked = await bookedSeats(deps.db, row.region, productId, now, until);
  for (const seat of await seatsOf(deps.db, row.id)) {
    if (seat.region !== row.region || seat.productId !== productId) continue;
    const start = toStockholmIso(seat.startMs);
    booked.set(start, Math.max(0, (booked.get(start) ?? 0) - 1));
  }
  const calendar = generateSlots({ productId, region: row.region, now: new Date(now), days: AVAILABILITY_DEFAULT_DAYS, booked });
  const others = await otherBookingsThere(deps, row, now, until);
  if (others.length === 0) return calendar;
  const slots = calendar.slots.map((slot) => {
    const startMs = Date.parse(slot.startTime);
    return slot.available && overlapsAny(others, startMs, startMs + lengthOf(row)) ? { ...slot, available: false } : slot;
  });
  return { ...calendar, slots, firstAvailable: slots.find((slot) => slot.available)?.startTime ?? null };
}

/** Whether the customer has booked the visit's service at its place at a time overlapping the visit moved to `time`; a read. */
export async function isBookedThereAlready(deps: BookingDeps, row: BookingRow, time: string): Promise<boolean> {
  const startMs = Date.parse(time);
  return (await otherBookingsThere(deps, row, startMs, startMs + lengthOf(row))).length > 0;
}

/** Whether a time is one of the visit's free slots right now (its own seat not counted); a read, changing nothing. */
export async function isFreeSlotFor(deps: BookingDeps, row: BookingRow, time: string): Promise<boolean> {
  if (!row.region) return false;
  const productId = planProductOf(row);
  const startMs = Date.parse(time);
  const booked = await bookedSeats(deps.db, row.region, productId, startMs, startMs + 1);
  const own = (await seatsOf(deps.db, row.id)).some((s) => s.region === row.region && s.productId === productId && s.startMs === startMs);
  const slot = slotAt(deps, productId, row.region, time, own ? new Map([...booked].map(([k, v]) => [k, v - 1])) : booked);
  return slot?.available ?? false;
}

/** What a notification of a visit names: its reference, service and (new) time. */
export function visitFacts(row: BookingRow): VisitFacts {
  return { bookingId: row.id, reference: row.reference, productId: row.productId, ...(row.startTime ? { startTime: toStockholmIso(row.startTime.getTime()) } : {}) };
}

/** The visit after a move, and whether this call moved it (false: it was there already, a retry's answer). */
interface Moved {
  row: BookingRow;
  moved: boolean;
}

/** What a move must check again under the locks, on the row as it is then (a cancel may have come first). */
type MoveGuard = (row: BookingRow) => void;

/**
 * Moves a visit to `time` (one of its plan's slots), keeping its length.
 * Under the locks of the old and the new slot (taken in a fixed order) the
 * new slot's seats are counted again; a full slot is a 409 `slotTaken` with
 * the calendar as it is after the attempt. `field` names the time in the
 * request, for refusals.
 */
export async function moveVisit(deps: BookingDeps, found: BookingRow, time: string, field: string, guard: MoveGuard, change: VisitChange = {}): Promise<Moved> {
  const productId = planProductOf(found);
  const region = found.region;
  const startMs = Date.parse(time);
  // The visit is there already (a retry of a move that was done): answered as it is.
  if (found.status !== 'cancelled' && found.startTime!.getTime() === startMs) return { row: found, moved: false };
  if (!region || !slotAt(deps, productId, region, time, new Map())) throw invalidField(field, BOOKING_CHANGE_REFUSALS.slotUnavailable);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const row = await lockVisit(tx, found.id);
      guard(row);
      // The same move, done by a concurrent retry while this one waited for the row.
      if (row.startTime!.getTime() === startMs) return { row, moved: false };
      const length = lengthOf(row);
      const place = placeOf(row);
      if (row.customerId && place) {
        await refuseOverlap(tx, { customerId: row.customerId, productId: row.productId, startMs, endMs: startMs + length, exceptId: row.id }, place, field);
      }
      const target: SlotKey = { region, productId, startMs };
      const old = await seatsOf(tx, row.id);
      await lockSlots(tx, [...old, target]);
      const slot = slotAt(deps, productId, region, time, await bookedSeats(tx, region, productId, startMs, startMs + 1));
      if (!slot) throw invalidField(field, BOOKING_CHANGE_REFUSALS.slotUnavailable);
      if (!slot.available) throw new SlotTakenError(productId, region);
      await freeSeats(tx, row.id);
      await takeSeatFor(tx, row.id, target);
      return { row: await updateVisit(tx, row.id, { ...change, startTime: new Date(startMs), endTime: new Date(startMs + length) }), moved: true };
    });
  } catch (error) {
    if (!(error instanceof SlotTakenError)) throw error;
    const availability = await moveAvailability(deps, found);
    throw new Refusal('conflict', 'slotTaken', [{ field, message: 'slotTaken' }], { availability });
  }
}
