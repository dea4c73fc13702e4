import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import { bookingChangeActors } from '../bookingChange/bookingChange.actors';
import type { RateRequest, StoredRating } from './rateBooking.types';

/**
 * The rating flow's actors, calling with `api` (a client that names the
 * customer's session):
 * - GET `/v2/customer/bookings/:id/rate`: the rating given (if any) and the reasons to pick from;
 * - POST `/v2/customer/bookings/:id/rate`: rates once (409 `alreadyRated` for another rating).
 */
export function createRateBookingActors(api: ApiClient) {
  return bookingChangeActors<StoredRating, RateRequest, null>({
    load: ({ bookingId }) => api.call(customer.bookingRating, { params: { id: bookingId } }),
    commit: async ({ bookingId, ...body }) => {
      await api.call(customer.rateBooking, { params: { id: bookingId }, body });
      return null;
    },
  });
}
