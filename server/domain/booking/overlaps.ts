import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import type { Db } from '../../db';
import { lockCustomerBookings, overlappingBooking, type BookedPlace } from '../../store/booking';
import { Refusal } from '../refusal';

/**
 * Refuses a second booking of one service at one place overlapping a time
 * the customer has booked already (a second tab, a double submit under a new
 * key): a 409 whose field error names the booking there, so the site can link
 * to it. Two services at once (windows while the flat is cleaned) stay
 * possible. Runs inside the booking's transaction under the customer's lock,
 * so two concurrent bookings of the same time cannot both pass.
 */
export async function refuseOverlap(tx: Db, place: BookedPlace, field: string): Promise<void> {
  await lockCustomerBookings(tx, place.customerId);
  const bookingId = await overlappingBooking(tx, place);
  if (!bookingId) return;
  throw new Refusal('conflict', 'alreadyBooked', [{ field, message: BOOKING_CHANGE_REFUSALS.alreadyBooked, bookingId }]);
}
