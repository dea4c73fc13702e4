import { assign, enqueueActions, setup } from 'xstate';
import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import { isSessionEnded, refusalKeyOrDefault, refusalOf } from '../shared/changes';
import { unprovided } from '../../unprovided';
import type { LoadMeetingInput, LoadMeetingSlotsInput, Meeting, MeetingContext, MeetingEvent, MeetingInput, RescheduleInput } from './meeting.types';

const slotsCall = (context: MeetingContext) => ({
  postalCode: context.meeting?.zipCode ?? '',
  flow: context.meeting?.flow ?? ('rfp' as const),
});

const onSessionEnded = { guard: { type: 'isSessionEnded' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, target: '#meeting.ended' };

/**
 * The free home visit before weekly home cleaning: moved to another
 * home-visit time (the wizard's calendar at the meeting's postal code) or
 * cancelled, both free until it starts. A booked meeting only. A 401 ends
 * the flow. Tells the booking page (`changesTo`) `booking.changed` after a change.
 * Its calls come from `createMeetingActors(api)`.
 */
export const meetingMachine = setup({
  types: {
    context: {} as MeetingContext,
    events: {} as MeetingEvent,
    input: {} as MeetingInput,
    tags: {} as 'busy',
  },
  actors: {
    loadMeeting: unprovided<Meeting, LoadMeetingInput>('meeting', 'loadMeeting'),
    loadMeetingSlots: unprovided<Availability, LoadMeetingSlotsInput>('meeting', 'loadMeetingSlots'),
    rescheduleMeeting: unprovided<Meeting, RescheduleInput>('meeting', 'rescheduleMeeting'),
    cancelMeeting: unprovided<void, LoadMeetingInput>('meeting', 'cancelMeeting'),
  },
  actions: {
    assignMeeting: assign((_, params: { meeting: Meeting }) => ({ meeting: params.meeting })),
    assignAvailability: assign((_, params: { availability: Availability }) => ({ availability: params.availability, slot: null })),
    assignSlot: assign((_, params: { slot: Slot }) => ({ slot: { startTime: params.slot.startTime, endTime: params.slot.endTime } })),
    assignRefusal: assign((_, params: { error: unknown }) => ({ refusalKey: refusalKeyOrDefault(refusalOf(params.error)) })),
    /** Tells the booking page (when there is one) to read the booking again. */
    announceChange: enqueueActions(({ context, enqueue }) => {
      if (context.changesTo) enqueue.sendTo(context.changesTo, { type: 'booking.changed' });
    }),
  },
  guards: {
    isBooked: ({ context }) => context.meeting?.status === 'booked',
    hasSlot: ({ context }) => context.slot !== null,
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isRefusal: (_, params: { error: unknown }) => refusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'meeting',
  context: ({ input }) => ({ changesTo: input.changesTo ?? null, meetingId: input.booking.id, meeting: null, availability: null, slot: null, refusalKey: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMeeting',
        src: 'loadMeeting',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: { target: 'ready', actions: { type: 'assignMeeting', params: ({ event }) => ({ meeting: event.output }) } },
        onError: [onSessionEnded, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    ready: {
      on: {
        'reschedule.opened': { guard: 'isBooked', target: 'loadingSlots' },
        'cancel.opened': { guard: 'isBooked', target: 'confirmingCancel' },
      },
    },
    loadingSlots: {
      tags: ['busy'],
      invoke: {
        id: 'loadMeetingSlots',
        src: 'loadMeetingSlots',
        input: ({ context }) => slotsCall(context),
        onDone: { target: 'choosing', actions: { type: 'assignAvailability', params: ({ event }) => ({ availability: event.output }) } },
        onError: [onSessionEnded, { target: 'slotsFailed' }],
      },
    },
    slotsFailed: { on: { 'retry.requested': 'loadingSlots', 'flow.back': 'ready' } },
    choosing: {
      initial: 'idle',
      on: {
        'slot.selected': { target: '.idle', actions: { type: 'assignSlot', params: ({ event }) => ({ slot: event.slot }) } },
        'reschedule.requested': [{ guard: 'hasSlot', target: 'rescheduling' }, { target: '.missingSlot' }],
        'flow.back': 'ready',
      },
      // `refused`: the server refused that time (taken or not a home-visit time); `failed`: the call failed.
      states: { idle: {}, missingSlot: {}, refused: {}, failed: {} },
    },
    rescheduling: {
      tags: ['busy'],
      invoke: {
        id: 'rescheduleMeeting',
        src: 'rescheduleMeeting',
        input: ({ context }) => ({ ...slotsCall(context), meetingId: context.meetingId, startTime: context.slot?.startTime ?? '' }),
        onDone: { target: 'rescheduled', actions: [{ type: 'assignMeeting', params: ({ event }) => ({ meeting: event.output }) }, 'announceChange'] },
        onError: [
          onSessionEnded,
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing.refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'choosing.failed' },
        ],
      },
    },
    rescheduled: {},
    confirmingCancel: {
      initial: 'idle',
      on: { 'cancel.confirmed': 'cancelling', 'flow.back': 'ready' },
      states: { idle: {}, failed: {} },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelMeeting',
        src: 'cancelMeeting',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: { target: 'cancelled', actions: 'announceChange' },
        onError: [onSessionEnded, { target: 'confirmingCancel.failed' }],
      },
    },
    cancelled: {},
    ended: {},
  },
});

export type MeetingMachine = typeof meetingMachine;
