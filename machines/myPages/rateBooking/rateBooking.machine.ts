import { assign, enqueueActions, setup } from 'xstate';
import { isSessionEnded, refusalKeyOrDefault, refusalOf } from '../shared/changes';
import { loadRating, submitRating } from './rateBooking.actors';
import { ratingRequest } from './rateBooking.rules';
import type { RateBookingContext, RateBookingEvent, RateBookingInput, StoredRating } from './rateBooking.types';

/**
 * Rating a done visit, once: the stored rating is read first (a rated visit
 * shows its rating), then 1–5 stars with optional words and what it was
 * mostly about are sent. The server refuses a visit that is not done
 * (`notRateable`) and a second, different rating (`alreadyRated`). A 401
 * ends the flow. Tells the booking page (`changesTo`) `booking.changed` once rated.
 */
export const rateBookingMachine = setup({
  types: {
    context: {} as RateBookingContext,
    events: {} as RateBookingEvent,
    input: {} as RateBookingInput,
    tags: {} as 'busy',
  },
  actors: { loadRating, submitRating },
  actions: {
    assignStored: assign((_, params: { stored: StoredRating }) => ({
      reasons: params.stored.reasons,
      rating: params.stored.rating,
      feedback: params.stored.feedback ?? '',
      reasonId: params.stored.reason,
    })),
    assignRating: assign((_, params: { rating: number }) => ({ rating: params.rating })),
    assignFeedback: assign((_, params: { value: string }) => ({ feedback: params.value })),
    assignReason: assign((_, params: { reasonId: string }) => ({ reasonId: params.reasonId })),
    assignRefusal: assign((_, params: { error: unknown }) => ({ refusalKey: refusalKeyOrDefault(refusalOf(params.error)) })),
    /** Tells the booking page (when there is one) to read the booking again. */
    announceChange: enqueueActions(({ context, enqueue }) => {
      if (context.changesTo) enqueue.sendTo(context.changesTo, { type: 'booking.changed' });
    }),
  },
  guards: {
    isRated: (_, params: { stored: StoredRating }) => params.stored.rating !== null,
    hasRating: ({ context }) => context.rating !== null && context.rating >= 1 && context.rating <= 5,
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isRefusal: (_, params: { error: unknown }) => refusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'rateBooking',
  context: ({ input }) => ({
    api: input.api,
    sessionId: input.sessionId,
    changesTo: input.changesTo ?? null,
    bookingId: input.booking.id,
    reasons: [],
    rating: null,
    feedback: '',
    reasonId: null,
    refusalKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRating',
        src: 'loadRating',
        input: ({ context }) => ({ api: context.api, sessionId: context.sessionId, bookingId: context.bookingId }),
        onDone: [
          {
            guard: { type: 'isRated', params: ({ event }) => ({ stored: event.output }) },
            target: 'rated',
            actions: { type: 'assignStored', params: ({ event }) => ({ stored: event.output }) },
          },
          { target: 'editing', actions: { type: 'assignStored', params: ({ event }) => ({ stored: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    editing: {
      initial: 'idle',
      on: {
        'rating.changed': { target: '.idle', actions: { type: 'assignRating', params: ({ event }) => ({ rating: event.rating }) } },
        'feedback.changed': { actions: { type: 'assignFeedback', params: ({ event }) => ({ value: event.value }) } },
        'reason.selected': { actions: { type: 'assignReason', params: ({ event }) => ({ reasonId: event.reasonId }) } },
        'rating.submitted': [{ guard: 'hasRating', target: 'submitting' }, { target: '.missingRating' }],
      },
      states: { idle: {}, missingRating: {}, failed: {} },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRating',
        src: 'submitRating',
        input: ({ context }) => ratingRequest(context),
        onDone: { target: 'rated', actions: 'announceChange' },
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing.failed' },
        ],
      },
    },
    refused: {},
    rated: {},
    ended: {},
  },
});

export type RateBookingMachine = typeof rateBookingMachine;
