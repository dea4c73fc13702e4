import { createBookingChangeMachine } from '../bookingChange/bookingChange.machine';
import { reasonSelected } from '../bookingChange/bookingChange.rules';
import { ratingRequest } from './rateBooking.rules';
import type { RateChoice, RateChoiceEvent, RateRequest, StoredRating } from './rateBooking.types';

/**
 * Rating a done visit, once: the stored rating is read first (a rated visit
 * shows its rating), then 1–5 stars with optional words and what it was
 * mostly about are sent, with no confirmation. The server refuses a visit
 * that is not done (`notRateable`) and a second, different rating
 * (`alreadyRated`); either ends the flow. Actors: `createRateBookingActors(api)`.
 */
export const rateBookingMachine = createBookingChangeMachine<StoredRating, RateChoice, RateRequest, null, RateChoiceEvent, false>({
  id: 'rateBooking',
  confirms: false,
  emptyChoice: { rating: null, feedback: '', reasonId: null },
  choiceOf: (stored) => ({ rating: stored.rating, feedback: stored.feedback ?? '', reasonId: stored.reason }),
  doneOnLoad: (stored) => stored.rating !== null,
  choices: {
    'rating.changed': { apply: (choice, event) => ({ ...choice, rating: event.rating }), clears: ['incomplete'] },
    // Words and a reason are optional: they leave the "choose a rating" message as it is.
    'feedback.changed': { apply: (choice, event) => ({ ...choice, feedback: event.value }), clears: [] },
    'reason.selected': reasonSelected([]),
  },
  isComplete: (choice) => choice.rating !== null && choice.rating >= 1 && choice.rating <= 5,
  request: ratingRequest,
  refusalsAreFinal: true,
});

export type RateBookingMachine = typeof rateBookingMachine;
