import type { z } from 'zod';
import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import { type meetingSchema } from '../../../api/contract/customer';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import { inTransaction, type BookingRow } from '../../store/booking';
import { freeSeats, lockVisit, updateVisit, visitOfCustomer } from '../../store/bookingChanges';
import { visitNotification } from '../notifications/notifier';
import { invalidField, Refusal } from '../refusal';
import { visitOf, visitStatus } from './changes';
import { isHomeVisit, type BookingDeps } from './service';
import { toStockholmIso } from './stockholmTime';
import { moveVisit, visitFacts } from './visitMoves';

/**
 * The free home visit before weekly home cleaning (a "meeting"): a booking
 * of the home-visit flow, moved among the home-visit slots of its region
 * and cancelled free of charge any time before it starts, since it costs
 * the customer nothing and a seller's hour is easily given to someone else.
 */

type Meeting = z.input<typeof meetingSchema>;



async function requireMeeting(deps: BookingDeps, customerId: string, id: string): Promise<BookingRow> {
  const row = await visitOfCustomer(deps.db, customerId, id);
  if (!row || !isHomeVisit(row)) throw new Refusal('notFound', 'meetingNotFound');
  return row;
}

function toMeeting(row: BookingRow, now: number): Meeting {
  const visit = visitOf(row);
  const status = visitStatus(visit, now);
  const address = (row.address ?? {}) as Partial<Record<'street' | 'zipCode' | 'city', string>>;
  const zipCode = normalizePostalCode(address.zipCode ?? '');
  return {
    id: row.id,
    startTime: toStockholmIso(visit.startMs),
    endTime: toStockholmIso(visit.endMs),
    zipCode,
    flow: 'rfp',
    // A meeting under way is still the booked meeting; it has no state of its own for that.
    status: status === 'inProgress' ? 'booked' : status,
    ...(address.street && address.city ? { address: { street: address.street, zipCode, city: address.city } } : {}),
  };
}

const notChangeable = () => new Refusal('conflict', BOOKING_CHANGE_REFUSALS.notChangeable, [{ field: 'body.id', message: BOOKING_CHANGE_REFUSALS.notChangeable }]);

/** Throws unless the meeting has yet to start. */
function requireUpcoming(deps: BookingDeps, row: BookingRow): void {
  if (visitStatus(visitOf(row), deps.clock.now()) !== 'booked') throw notChangeable();
}

export async function meetingOf(deps: BookingDeps, customerId: string, id: string): Promise<Meeting> {
  return toMeeting(await requireMeeting(deps, customerId, id), deps.clock.now());
}

/** Moves the meeting to a free home-visit slot of its region; it is held at its own address, so the postal code must be its. */
export async function rescheduleMeeting(deps: BookingDeps, customerId: string, body: { id: string; zipCode: string; flow: 'rfp' | 'direct'; startTime: string }): Promise<Meeting> {
  const found = await requireMeeting(deps, customerId, body.id);
  if (body.flow !== 'rfp') throw invalidField('body.flow', 'common.formErrors.default');
  const meeting = toMeeting(found, deps.clock.now());
  if (normalizePostalCode(body.zipCode) !== meeting.zipCode) throw invalidField('body.zipCode', BOOKING_CHANGE_REFUSALS.meetingZipCode);
  requireUpcoming(deps, found);
  const { row, moved } = await moveVisit(deps, found, body.startTime, 'body.startTime', (locked) => requireUpcoming(deps, locked), { rebookedAt: new Date(deps.clock.now()) });
  if (moved) await deps.notifier.notify(visitNotification(customerId, 'bookingRebooked', visitFacts(row)));
  return toMeeting(row, deps.clock.now());
}

/** Cancels the meeting and frees its seat; a cancelled meeting is cancelled already. */
export async function cancelMeeting(deps: BookingDeps, customerId: string, id: string) {
  const found = await requireMeeting(deps, customerId, id);
  const cancelledNow = await inTransaction(deps.db, async (tx) => {
    const row = await lockVisit(tx, found.id);
    if (row.status === 'cancelled') return false;
    requireUpcoming(deps, row);
    await updateVisit(tx, row.id, { status: 'cancelled', cancelledAt: new Date(deps.clock.now()), cancelFee: 0 });
    await freeSeats(tx, row.id);
    return true;
  });
  if (cancelledNow) await deps.notifier.notify(visitNotification(customerId, 'bookingCancelled', visitFacts(found)));
  return { ok: true as const };
}
