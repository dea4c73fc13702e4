import { fromPromise } from 'xstate';
import { type Availability } from '../../../api/contract/booking';
import { booking } from '../../../api/calls/booking';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { LoadMeetingInput, LoadMeetingSlotsInput, Meeting, RescheduleInput } from './meeting.types';

/**
 * The home-visit flow's actors, calling with `api` (the page's client, which
 * sends the customer's session):
 * - GET `/v1/customer/meeting?id=`: the home visit;
 * - the home-visit calendar of the wizard (`booking.homeCleaningAvailability`) at the meeting's postal code and flow;
 * - POST `/v1/customer/meeting/reschedule`: the meeting at its new time;
 * - POST `/v1/customer/meeting/cancel` (cancelling twice is harmless).
 */
export function createMeetingActors(api: ApiClient) {
  return {
    loadMeeting: fromPromise<Meeting, LoadMeetingInput>(({ input }) => api.call(customer.meeting, { query: { id: input.meetingId } })),
    loadMeetingSlots: fromPromise<Availability, LoadMeetingSlotsInput>(({ input }) =>
      api.call(booking.homeCleaningAvailability, { query: { zipCode: input.postalCode, flow: input.flow } }),
    ),
    rescheduleMeeting: fromPromise<Meeting, RescheduleInput>(({ input }) =>
      api.call(customer.rescheduleMeeting, { body: { id: input.meetingId, zipCode: input.postalCode, flow: input.flow, startTime: input.startTime } }),
    ),
    cancelMeeting: fromPromise<void, LoadMeetingInput>(async ({ input }) => {
      await api.call(customer.cancelMeeting, { body: { id: input.meetingId } });
    }),
  };
}
