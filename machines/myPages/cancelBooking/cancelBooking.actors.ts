import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import { bookingChangeActors } from '../bookingChange/bookingChange.actors';
import type { CancelOptions, CancelRequest, CancelResult } from './cancelBooking.types';

/**
 * The cancel flow's actors, calling with `api` (a client that names the
 * customer's session):
 * - GET `/v2/customer/bookings/cancel/reasons`: the reasons a customer picks from;
 * - GET `/v2/customer/bookings/:id/cancel/validate`: whether it may be cancelled now, and at what fee;
 * - POST `/v2/customer/bookings/:id/cancel`: cancels; answers the fee charged and the time banked.
 */
export function createCancelBookingActors(api: ApiClient) {
  return bookingChangeActors<CancelOptions, CancelRequest, CancelResult>({
    load: async () => ({ reasons: (await api.call(customer.cancelReasons, {})).items }),
    validate: (request) => api.call(customer.validateCancel, { params: { id: request.bookingId }, query: { reason: request.reasonId } }),
    commit: async (request) => {
      const answer = await api.call(customer.cancelBooking, { params: { id: request.bookingId }, body: { reason: request.reasonId } });
      return { fee: answer.fee, timeBankMinutes: answer.timeBankMinutes };
    },
  });
}
