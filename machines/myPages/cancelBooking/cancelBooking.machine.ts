import { createBookingChangeMachine } from '../bookingChange/bookingChange.machine';
import { isListedReason, reasonSelected } from '../bookingChange/bookingChange.rules';
import type { CancelChoice, CancelChoiceEvent, CancelOptions, CancelRequest, CancelResult } from './cancelBooking.types';

/**
 * Cancelling a visit: the customer picks a reason, the server says whether
 * the visit may be cancelled and what it costs (free until the notice period
 * ends, then a fee; a subscription visit cancelled in time puts its hours in
 * the time bank), the customer confirms, the visit is cancelled. Actors:
 * `createCancelBookingActors(api)`.
 */
export const cancelBookingMachine = createBookingChangeMachine<CancelOptions, CancelChoice, CancelRequest, CancelResult, CancelChoiceEvent, true>({
  id: 'cancelBooking',
  confirms: true,
  emptyChoice: { reasonId: null },
  choices: { 'reason.selected': reasonSelected(['incomplete']) },
  isComplete: (choice, options) => isListedReason(choice.reasonId, options),
  request: (bookingId, choice) => ({ bookingId, reasonId: choice.reasonId ?? '' }),
});

export type CancelBookingMachine = typeof cancelBookingMachine;
