import { fromPromise } from 'xstate';
import { type CustomerBookingDetail } from '../../../api/contract/customer';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import { createBookingNoteActors } from '../bookingNote/bookingNote.actors';
import { bookingNoteMachine } from '../bookingNote/bookingNote.machine';
import { createCancelBookingActors } from '../cancelBooking/cancelBooking.actors';
import { cancelBookingMachine } from '../cancelBooking/cancelBooking.machine';
import { createMeetingActors } from '../meeting/meeting.actors';
import { meetingMachine } from '../meeting/meeting.machine';
import { createRateBookingActors } from '../rateBooking/rateBooking.actors';
import { rateBookingMachine } from '../rateBooking/rateBooking.machine';
import { createRebookBookingActors } from '../rebookBooking/rebookBooking.actors';
import { rebookBookingMachine } from '../rebookBooking/rebookBooking.machine';
import type { RouterAdapter } from '../../router/router.types';
import { languageChangesOf, noLanguageChanges } from '../shared/languageChanges';
import type { LoadBookingInput } from './bookingDetail.types';

/**
 * The booking page's actors, every call made with `api` (the page's client,
 * which sends the customer's session):
 * - GET `/v2/customer/bookings/:id` (always fresh: it is read again after each change); a 404 for another customer's id too;
 * - its change flows, each given its own actors built from the same client;
 * - given the page's router, its language switches as `language.changed`.
 */
export function createBookingDetailActors(api: ApiClient, router?: RouterAdapter) {
  return {
    languageChanges: router ? languageChangesOf(router) : noLanguageChanges,
    loadBooking: fromPromise<CustomerBookingDetail, LoadBookingInput>(({ input }) =>
      api.call(customer.booking, { params: { id: input.bookingId }, fresh: true }),
    ),
    cancelFlow: cancelBookingMachine.provide({ actors: createCancelBookingActors(api) }),
    rebookFlow: rebookBookingMachine.provide({ actors: createRebookBookingActors(api) }),
    rateFlow: rateBookingMachine.provide({ actors: createRateBookingActors(api) }),
    noteFlow: bookingNoteMachine.provide({ actors: createBookingNoteActors(api) }),
    meetingFlow: meetingMachine.provide({ actors: createMeetingActors(api) }),
  };
}
