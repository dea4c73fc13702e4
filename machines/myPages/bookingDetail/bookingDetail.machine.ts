import { assign, setup, type AnyActorRef } from 'xstate';
import type { CustomerBookingDetail } from '../../../api/contract/customer';
import { bookingNoteMachine } from '../bookingNote/bookingNote.machine';
import { cancelBookingMachine } from '../cancelBooking/cancelBooking.machine';
import { meetingMachine } from '../meeting/meeting.machine';
import { rateBookingMachine } from '../rateBooking/rateBooking.machine';
import { rebookBookingMachine } from '../rebookBooking/rebookBooking.machine';
import { isNotFound, isSessionEnded } from '../shared/changes';
import { noLanguageChanges } from '../shared/languageChanges';
import { unprovided } from '../../unprovided';
import { allowedChanges, type AllowedChanges } from './bookingDetail.rules';
import type { BookingDetailContext, BookingDetailEvent, BookingDetailInput, LoadBookingInput } from './bookingDetail.types';

/** A change's input: the booking (only entered from `ready`, where it is read) and this page, told of a change. */
const changeInput = ({ context, self }: { context: BookingDetailContext; self: AnyActorRef }) => ({
  changesTo: self,
  booking: context.booking as CustomerBookingDetail,
});

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * One booking on My pages: read it (another customer's id answers 404: not
 * found), then show it with the changes it allows. Each change is its own
 * chart, invoked here while it shows (`cancel`, `rebook`, `rate`, `note`,
 * `meeting`); when one changes the booking it says `booking.changed` and the
 * booking is read again beside it, so the page shows the new state while the
 * flow shows its confirmation. A 401 ends the page (the session shows its
 * modal). Its read and every change flow's calls are the actors of
 * `createBookingDetailActors(api)`, which the page supplies.
 */
export const bookingDetailMachine = setup({
  types: {
    context: {} as BookingDetailContext,
    events: {} as BookingDetailEvent,
    input: {} as BookingDetailInput,
    tags: {} as 'busy',
    children: {} as {
      cancel: 'cancelFlow';
      rebook: 'rebookFlow';
      rate: 'rateFlow';
      note: 'noteFlow';
      meeting: 'meetingFlow';
    },
  },
  actors: {
    loadBooking: unprovided<CustomerBookingDetail, LoadBookingInput>('bookingDetail', 'loadBooking'),
    languageChanges: noLanguageChanges,
    cancelFlow: cancelBookingMachine,
    rebookFlow: rebookBookingMachine,
    rateFlow: rateBookingMachine,
    noteFlow: bookingNoteMachine,
    meetingFlow: meetingMachine,
  },
  actions: {
    assignBooking: assign((_, params: { booking: CustomerBookingDetail }) => ({ booking: params.booking })),
  },
  guards: {
    allows: ({ context }, params: { change: keyof AllowedChanges }) => allowedChanges(context.booking)[params.change],
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
  },
}).createMachine({
  id: 'bookingDetail',
  context: ({ input }) => ({ bookingId: input.bookingId, booking: null }),
  initial: 'loading',
  invoke: { id: 'languageChanges', src: 'languageChanges' },
  states: {
    loading: {
      tags: ['busy'],
      // The answer on its way is worded in the language before.
      on: { 'language.changed': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadBooking',
        src: 'loadBooking',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { target: 'ready', actions: { type: 'assignBooking', params: ({ event }) => ({ booking: event.output }) } },
        onError: [
          { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
          { guard: { type: 'isNotFound', params: errorParams }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { 'retry.requested': 'loading' } },
    notFound: {},
    ended: {},
    ready: {
      type: 'parallel',
      states: {
        flow: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'cancel.opened': { guard: { type: 'allows', params: { change: 'cancel' } }, target: 'cancelling' },
                'rebook.opened': { guard: { type: 'allows', params: { change: 'rebook' } }, target: 'rebooking' },
                'rate.opened': { guard: { type: 'allows', params: { change: 'rate' } }, target: 'rating' },
                'note.opened': { guard: { type: 'allows', params: { change: 'note' } }, target: 'noting' },
                'meeting.opened': { guard: { type: 'allows', params: { change: 'meeting' } }, target: 'changingMeeting' },
              },
            },
            cancelling: { invoke: { id: 'cancel', src: 'cancelFlow', input: changeInput }, on: { 'flow.closed': 'viewing' } },
            rebooking: { invoke: { id: 'rebook', src: 'rebookFlow', input: changeInput }, on: { 'flow.closed': 'viewing' } },
            rating: { invoke: { id: 'rate', src: 'rateFlow', input: changeInput }, on: { 'flow.closed': 'viewing' } },
            noting: { invoke: { id: 'note', src: 'noteFlow', input: changeInput }, on: { 'flow.closed': 'viewing' } },
            changingMeeting: { invoke: { id: 'meeting', src: 'meetingFlow', input: changeInput }, on: { 'flow.closed': 'viewing' } },
          },
        },
        // Handled in this region only: reading again leaves the open flow (and its confirmation) alone.
        data: {
          initial: 'current',
          // A change, or the page's language (the server words the visit's name and lines): read it again.
          on: { 'booking.changed': '.refreshing', 'language.changed': '.refreshing' },
          states: {
            current: {},
            refreshing: {
              tags: ['busy'],
              invoke: {
                id: 'refreshBooking',
                src: 'loadBooking',
                input: ({ context }) => ({ bookingId: context.bookingId }),
                onDone: { target: 'current', actions: { type: 'assignBooking', params: ({ event }) => ({ booking: event.output }) } },
                onError: [{ guard: { type: 'isSessionEnded', params: errorParams }, target: '#bookingDetail.ended' }, { target: 'stale' }],
              },
            },
            // The re-read failed: the page shows what it read before, says so, and offers to read again.
            stale: { on: { 'refresh.retried': 'refreshing' } },
          },
        },
      },
    },
  },
});

export type BookingDetailMachine = typeof bookingDetailMachine;
