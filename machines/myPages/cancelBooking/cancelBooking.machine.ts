import { assign, enqueueActions, setup } from 'xstate';
import type { ChangeValidation } from '../../../api/contract/customer';
import { isSessionEnded, refusalKeyOrDefault, refusalOf } from '../shared/changes';
import { cancelBooking, loadCancelReasons, validateCancel } from './cancelBooking.actors';
import type { CancelBookingContext, CancelBookingEvent, CancelBookingInput, CancelResult, Reason } from './cancelBooking.types';

/**
 * Cancelling a visit: the customer picks a reason, the server says whether
 * the visit may be cancelled and what it costs (free until the notice period
 * ends, then a fee; a subscription visit cancelled in time puts its hours in
 * the time bank), the customer confirms, the visit is cancelled. Nothing is
 * cancelled before the server allowed it. A refusal and a failed call are
 * states; a 401 ends the flow (the session shows its modal).
 *
 * Tells the booking page (`changesTo`) `booking.changed` once the visit is cancelled.
 */
export const cancelBookingMachine = setup({
  types: {
    context: {} as CancelBookingContext,
    events: {} as CancelBookingEvent,
    input: {} as CancelBookingInput,
    tags: {} as 'busy',
  },
  actors: { loadCancelReasons, validateCancel, cancelBooking },
  actions: {
    assignReasons: assign((_, params: { reasons: Reason[] }) => ({ reasons: params.reasons })),
    assignReason: assign((_, params: { reasonId: string }) => ({ reasonId: params.reasonId, validation: null, refusalKey: null })),
    assignValidation: assign((_, params: { validation: ChangeValidation }) => ({ validation: params.validation })),
    assignRefusal: assign((_, params: { key: string | undefined | null }) => ({ refusalKey: refusalKeyOrDefault(params.key) })),
    assignResult: assign((_, params: { result: CancelResult }) => ({ result: params.result })),
    /** Tells the booking page (when there is one) to read the booking again. */
    announceChange: enqueueActions(({ context, enqueue }) => {
      if (context.changesTo) enqueue.sendTo(context.changesTo, { type: 'booking.changed' });
    }),
  },
  guards: {
    hasReason: ({ context }) => context.reasonId !== null && context.reasons.some((reason) => reason.id === context.reasonId),
    isAllowed: (_, params: { validation: ChangeValidation }) => params.validation.allowed,
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isRefusal: (_, params: { error: unknown }) => refusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'cancelBooking',
  context: ({ input }) => ({
    api: input.api,
    sessionId: input.sessionId,
    changesTo: input.changesTo ?? null,
    bookingId: input.booking.id,
    reasons: [],
    reasonId: null,
    validation: null,
    result: null,
    refusalKey: null,
  }),
  initial: 'loadingReasons',
  states: {
    loadingReasons: {
      tags: ['busy'],
      invoke: {
        id: 'loadCancelReasons',
        src: 'loadCancelReasons',
        input: ({ context }) => ({ api: context.api, sessionId: context.sessionId }),
        onDone: { target: 'choosing', actions: { type: 'assignReasons', params: ({ event }) => ({ reasons: event.output }) } },
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'retry.requested': 'loadingReasons' } },
    choosing: {
      initial: 'idle',
      on: {
        'reason.selected': { target: '.idle', actions: { type: 'assignReason', params: ({ event }) => ({ reasonId: event.reasonId }) } },
        'cancel.requested': [{ guard: 'hasReason', target: 'validating' }, { target: '.missingReason' }],
      },
      // "Continue" without a reason says to pick one.
      states: { idle: {}, missingReason: {} },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validateCancel',
        src: 'validateCancel',
        input: ({ context }) => ({ api: context.api, sessionId: context.sessionId, bookingId: context.bookingId, reasonId: context.reasonId ?? '' }),
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
    validationFailed: { on: { 'retry.requested': 'validating', 'cancel.back': 'choosing' } },
    // Fee, free-until and time bank are shown; only here can the customer confirm.
    confirming: { on: { 'cancel.confirmed': 'cancelling', 'cancel.back': 'choosing' } },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: ({ context }) => ({ api: context.api, sessionId: context.sessionId, bookingId: context.bookingId, reasonId: context.reasonId ?? '' }),
        onDone: { target: 'cancelled', actions: [{ type: 'assignResult', params: ({ event }) => ({ result: event.output }) }, 'announceChange'] },
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ key: refusalOf(event.error) }) },
          },
          { target: 'cancelFailed' },
        ],
      },
    },
    // Sending again is safe: cancelling a cancelled visit changes nothing.
    cancelFailed: { on: { 'retry.requested': 'cancelling', 'cancel.back': 'choosing' } },
    refused: { on: { 'cancel.back': 'choosing' } },
    cancelled: {},
    ended: {},
  },
});

export type CancelBookingMachine = typeof cancelBookingMachine;
