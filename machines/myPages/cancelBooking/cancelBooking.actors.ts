import { fromPromise } from 'xstate';
import { type ChangeValidation } from '../../../api/contract/customer';
import { customer } from '../../../api/calls/customer';
import type { CancelInput, CancelResult, LoadReasonsInput, Reason, ValidateCancelInput } from './cancelBooking.types';

/** GET `/v2/customer/bookings/cancel/reasons`: the reasons a customer picks from. */
export const loadCancelReasons = fromPromise<Reason[], LoadReasonsInput>(async ({ input }) => {
  const answer = await input.api.call(customer.cancelReasons, { sessionId: input.sessionId });
  return answer.items;
});

/** GET `/v2/customer/bookings/:id/cancel/validate`: whether it may be cancelled now, and at what fee. */
export const validateCancel = fromPromise<ChangeValidation, ValidateCancelInput>(({ input }) =>
  input.api.call(customer.validateCancel, { sessionId: input.sessionId, params: { id: input.bookingId }, query: { reason: input.reasonId } }),
);

/** POST `/v2/customer/bookings/:id/cancel`: cancels; answers the fee charged and the time banked. */
export const cancelBooking = fromPromise<CancelResult, CancelInput>(async ({ input }) => {
  const answer = await input.api.call(customer.cancelBooking, {
    sessionId: input.sessionId,
    params: { id: input.bookingId },
    body: { reason: input.reasonId },
  });
  return { fee: answer.fee, timeBankMinutes: answer.timeBankMinutes };
});
