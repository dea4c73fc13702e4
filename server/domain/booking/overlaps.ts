import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import type { Db } from '../../db';
import { bookingsOverlapping, lockCustomerBookings, type BookedSpan, type BookingRow } from '../../store/booking';
import { Refusal } from '../refusal';

/** A place as bookings store it. */
export interface Place {
  street: string;
  zipCode: string;
}

/** A street as it is compared: case, outer spaces and runs of spaces do not count. */
const streetKey = (street: string) => street.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether a booking is at a place: the same street and postal code. */
function isAt(row: BookingRow, place: Place): boolean {
  const address = row.address as Partial<Place> | null;
  if (!address?.street || !address.zipCode) return false;
  return normalizePostalCode(address.zipCode) === normalizePostalCode(place.zipCode) && streetKey(address.street) === streetKey(place.street);
}

/** The customer's bookings of the service at the place whose time overlaps the span. */
export async function bookingsAt(db: Db, span: BookedSpan, place: Place): Promise<BookingRow[]> {
  return (await bookingsOverlapping(db, span)).filter((row) => isAt(row, place));
}

/** Whether `[startMs, endMs)` overlaps one of `rows`. */
export const overlapsAny = (rows: readonly BookingRow[], startMs: number, endMs: number) =>
  rows.some((row) => row.startTime!.getTime() < endMs && (row.endTime ?? row.startTime)!.getTime() > startMs);

/**
 * Refuses a second booking of one service at one place overlapping a time
 * the customer has booked already (a second tab, a double submit under a new
 * key): a 409 whose field error names the booking there, so the site can link
 * to it. Two services at once (windows while the flat is cleaned) stay
 * possible. Runs inside the booking's transaction under the customer's lock,
 * so two concurrent bookings of the same time cannot both pass.
 */
export async function refuseOverlap(tx: Db, span: BookedSpan, place: Place, field: string): Promise<void> {
  await lockCustomerBookings(tx, span.customerId);
  const [there] = await bookingsAt(tx, span, place);
  if (!there) return;
  throw new Refusal('conflict', 'alreadyBooked', [{ field, message: BOOKING_CHANGE_REFUSALS.alreadyBooked, bookingId: there.id }]);
}
