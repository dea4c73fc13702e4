import { freshAvailabilityOf, isSlotTaken } from '../shared/changes';
import { createBookingChangeMachine } from '../bookingChange/bookingChange.machine';
import { isListedReason, reasonSelected } from '../bookingChange/bookingChange.rules';
import type { RebookChoice, RebookChoiceEvent, RebookOptions, RebookRequest, RebookResult } from './rebookBooking.types';

/**
 * Moving a visit to another time: the customer picks a reason and a free
 * time in the same calendar as the booking wizard, the server says whether
 * the move is allowed (free until the notice period ends; later a move is
 * refused), the customer confirms, the visit moves. When someone took the
 * time meanwhile (409 `slotTaken`) the customer chooses again in the fresh
 * calendar the answer carried, with a message that stays until another
 * time is chosen. Actors: `createRebookBookingActors(api)`.
 */
export const rebookBookingMachine = createBookingChangeMachine<RebookOptions, RebookChoice, RebookRequest, RebookResult, RebookChoiceEvent, true, true>({
  id: 'rebookBooking',
  confirms: true,
  emptyChoice: { reasonId: null, slot: null },
  choices: {
    'reason.selected': reasonSelected(['incomplete']),
    'slot.selected': { apply: (choice, event) => ({ ...choice, slot: { startTime: event.slot.startTime, endTime: event.slot.endTime } }), clears: ['incomplete', 'lost'] },
  },
  isComplete: (choice, options) => choice.slot !== null && isListedReason(choice.reasonId, options),
  request: (bookingId, choice) => ({ bookingId, reasonId: choice.reasonId ?? '', time: choice.slot?.startTime ?? '' }),
  lost: {
    is: isSlotTaken,
    release: (options, choice, error) => ({
      options: options && { ...options, availability: freshAvailabilityOf(error) ?? options.availability },
      choice: { ...choice, slot: null },
    }),
  },
});

export type RebookBookingMachine = typeof rebookBookingMachine;
