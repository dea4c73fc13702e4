import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import { bookingChangeActors } from '../bookingChange/bookingChange.actors';
import type { RebookOptions, RebookRequest, RebookResult } from './rebookBooking.types';

/**
 * The move flow's actors, calling with `api` (a client that names the
 * customer's session):
 * - the reasons (`rebookReasons`) and the free times for this visit (`rebookAvailability`), together;
 * - GET `/v2/customer/bookings/:id/rebook/validate`: whether the visit may move to that time now;
 * - POST `/v2/customer/bookings/:id/rebook`: moves it; a 409 `slotTaken` carries the calendar as it is now.
 */
export function createRebookBookingActors(api: ApiClient) {
  return bookingChangeActors<RebookOptions, RebookRequest, RebookResult>({
    load: async ({ bookingId }) => {
      const [reasons, availability] = await Promise.all([
        api.call(customer.rebookReasons, {}),
        api.call(customer.rebookAvailability, { params: { id: bookingId } }),
      ]);
      return { reasons: reasons.items, availability };
    },
    validate: (request) => api.call(customer.validateRebook, { params: { id: request.bookingId }, query: { time: request.time, reason: request.reasonId } }),
    commit: (request) => api.call(customer.rebook, { params: { id: request.bookingId }, body: { time: request.time, reason: request.reasonId } }),
  });
}
