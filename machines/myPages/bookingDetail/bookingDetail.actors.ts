import { fromPromise } from 'xstate';
import { type CustomerBookingDetail } from '../../../api/contract/customer';
import { customer } from '../../../api/calls/customer';
import type { LoadBookingInput } from './bookingDetail.types';

/** GET `/v2/customer/bookings/:id` (always fresh: it is read again after each change). A 404 for another customer's id too. */
export const loadBooking = fromPromise<CustomerBookingDetail, LoadBookingInput>(({ input }) =>
  input.api.call(customer.booking, { sessionId: input.sessionId, params: { id: input.bookingId }, fresh: true }),
);
