import { assign, enqueueActions, setup } from 'xstate';
import type { Slot } from '../../../api/contract/common';
import type { ChangeValidation, CustomerBooking } from '../../../api/contract/customer';
import { freshAvailabilityOf, isSessionEnded, isSlotTaken, refusalKeyOrDefault, refusalOf } from '../shared/changes';
import { loadRebookOptions, rebookBooking, validateRebook } from './rebookBooking.actors';
import type { RebookBookingContext, RebookBookingEvent, RebookBookingInput, RebookOptions } from './rebookBooking.types';

const callOf = (context: RebookBookingContext) => ({
  api: context.api,
  sessionId: context.sessionId,
  bookingId: context.bookingId,
  reasonId: context.reasonId ?? '',
  time: context.slot?.startTime ?? '',
});

/**
 * Moving a visit to another time: the customer picks a reason and a free
 * time in the same calendar as the booking wizard, the server says whether
 * the move is allowed (free until the notice period ends; later a move is
 * refused), the customer confirms, the visit moves. When someone took the
 * time meanwhile (409 `slotTaken`) the customer chooses again in the fresh
 * calendar the answer carried, with a message. A 401 ends the flow.
 *
 * Tells the booking page (`changesTo`) `booking.changed` once the visit has moved.
 */
export const rebookBookingMachine = setup({
  types: {
    context: {} as RebookBookingContext,
    events: {} as RebookBookingEvent,
    input: {} as RebookBookingInput,
    tags: {} as 'busy',
  },
  actors: { loadRebookOptions, validateRebook, rebookBooking },
  actions: {
    assignOptions: assign((_, params: { options: RebookOptions }) => ({ reasons: params.options.reasons, availability: params.options.availability })),
    assignReason: assign((_, params: { reasonId: string }) => ({ reasonId: params.reasonId, validation: null })),
    assignSlot: assign((_, params: { slot: Slot }) => ({ slot: { startTime: params.slot.startTime, endTime: params.slot.endTime }, validation: null })),
    assignValidation: assign((_, params: { validation: ChangeValidation }) => ({ validation: params.validation })),
    assignRefusal: assign((_, params: { key: unknown }) => ({ refusalKey: refusalKeyOrDefault(params.key) })),
    /** The time is gone: it is unchosen, and the calendar is the one the answer carried. */
    releaseSlot: assign(({ context }, params: { error: unknown }) => ({
      slot: null,
      validation: null,
      availability: freshAvailabilityOf(params.error) ?? context.availability,
    })),
    assignResult: assign((_, params: { result: CustomerBooking }) => ({ result: params.result })),
    /** Tells the booking page (when there is one) to read the booking again. */
    announceChange: enqueueActions(({ context, enqueue }) => {
      if (context.changesTo) enqueue.sendTo(context.changesTo, { type: 'booking.changed' });
    }),
  },
  guards: {
    isComplete: ({ context }) => context.slot !== null && context.reasonId !== null && context.reasons.some((reason) => reason.id === context.reasonId),
    isAllowed: (_, params: { validation: ChangeValidation }) => params.validation.allowed,
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isSlotTaken: (_, params: { error: unknown }) => isSlotTaken(params.error),
    isRefusal: (_, params: { error: unknown }) => refusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'rebookBooking',
  context: ({ input }) => ({
    api: input.api,
    sessionId: input.sessionId,
    changesTo: input.changesTo ?? null,
    bookingId: input.booking.id,
    reasons: [],
    availability: null,
    reasonId: null,
    slot: null,
    validation: null,
    result: null,
    refusalKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRebookOptions',
        src: 'loadRebookOptions',
        input: ({ context }) => ({ api: context.api, sessionId: context.sessionId, bookingId: context.bookingId }),
        onDone: { target: 'choosing', actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) } },
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    choosing: {
      initial: 'idle',
      on: {
        'reason.selected': { target: '.idle', actions: { type: 'assignReason', params: ({ event }) => ({ reasonId: event.reasonId }) } },
        'slot.selected': { target: '.idle', actions: { type: 'assignSlot', params: ({ event }) => ({ slot: event.slot }) } },
        'rebook.requested': [{ guard: 'isComplete', target: 'validating' }, { target: '.incomplete' }],
      },
      states: {
        idle: {},
        incomplete: {},
        // Choosing a reason keeps the message about the taken time on screen; choosing a time clears it.
        slotTaken: { on: { 'reason.selected': { actions: { type: 'assignReason', params: ({ event }) => ({ reasonId: event.reasonId }) } } } },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validateRebook',
        src: 'validateRebook',
        input: ({ context }) => callOf(context),
        onDone: [
          {
            guard: { type: 'isAllowed', params: ({ event }) => ({ validation: event.output }) },
            target: 'confirming',
            actions: { type: 'assignValidation', params: ({ event }) => ({ validation: event.output }) },
          },
          { target: 'refused', actions: { type: 'assignRefusal', params: ({ event }) => ({ key: event.output.reasonKey }) } },
        ],
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ key: refusalOf(event.error) }) },
          },
          { target: 'validationFailed' },
        ],
      },
    },
    validationFailed: { on: { 'retry.requested': 'validating', 'rebook.back': 'choosing' } },
    confirming: { on: { 'rebook.confirmed': 'rebooking', 'rebook.back': 'choosing' } },
    rebooking: {
      tags: ['busy'],
      invoke: {
        id: 'rebookBooking',
        src: 'rebookBooking',
        input: ({ context }) => callOf(context),
        onDone: { target: 'rebooked', actions: [{ type: 'assignResult', params: ({ event }) => ({ result: event.output }) }, 'announceChange'] },
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing.slotTaken',
            actions: { type: 'releaseSlot', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ key: refusalOf(event.error) }) },
          },
          { target: 'rebookFailed' },
        ],
      },
    },
    // Sending again is safe: moving to the same time twice lands on it once.
    rebookFailed: { on: { 'retry.requested': 'rebooking', 'rebook.back': 'choosing' } },
    refused: { on: { 'rebook.back': 'choosing' } },
    rebooked: {},
    ended: {},
  },
});

export type RebookBookingMachine = typeof rebookBookingMachine;
