import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { LoadRatingInput, StoredRating, SubmitRatingInput } from './rateBooking.types';

/** GET `/v2/customer/bookings/:id/rate`: the rating given (if any) and the reasons to pick from. */
export const loadRating = fromPromise<StoredRating, LoadRatingInput>(({ input }) =>
  input.api.call(customer.bookingRating, { sessionId: input.sessionId, params: { id: input.bookingId } }),
);

/** POST `/v2/customer/bookings/:id/rate`: rates once (409 `alreadyRated` for another rating). */
export const submitRating = fromPromise<void, SubmitRatingInput>(async ({ input }) => {
  const { api, sessionId, bookingId, ...body } = input;
  await api.call(customer.rateBooking, { sessionId, params: { id: bookingId }, body });
});
