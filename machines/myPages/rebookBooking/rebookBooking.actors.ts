import { fromPromise } from 'xstate';
import { type ChangeValidation, type CustomerBooking } from '../../../api/contract/customer';
import { customer } from '../../../api/calls/customer';
import type { LoadRebookOptionsInput, RebookInput, RebookOptions } from './rebookBooking.types';

/** The reasons (`rebookReasons`) and the free times for this visit (`rebookAvailability`), together. */
export const loadRebookOptions = fromPromise<RebookOptions, LoadRebookOptionsInput>(async ({ input }) => {
  const [reasons, availability] = await Promise.all([
    input.api.call(customer.rebookReasons, { sessionId: input.sessionId }),
    input.api.call(customer.rebookAvailability, { sessionId: input.sessionId, params: { id: input.bookingId } }),
  ]);
  return { reasons: reasons.items, availability };
});

/** GET `/v2/customer/bookings/:id/rebook/validate`: whether the visit may move to that time now. */
export const validateRebook = fromPromise<ChangeValidation, RebookInput>(({ input }) =>
  input.api.call(customer.validateRebook, {
    sessionId: input.sessionId,
    params: { id: input.bookingId },
    query: { time: input.time, reason: input.reasonId },
  }),
);

/** POST `/v2/customer/bookings/:id/rebook`: moves it; a 409 `slotTaken` carries the calendar as it is now. */
export const rebookBooking = fromPromise<CustomerBooking, RebookInput>(({ input }) =>
  input.api.call(customer.rebook, {
    sessionId: input.sessionId,
    params: { id: input.bookingId },
    body: { time: input.time, reason: input.reasonId },
  }),
);
