import { fromPromise } from 'xstate';
import { type Availability } from '../../../api/contract/booking';
import { booking } from '../../../api/calls/booking';
import { customer } from '../../../api/calls/customer';
import type { LoadMeetingInput, LoadMeetingSlotsInput, Meeting, RescheduleInput } from './meeting.types';

/** GET `/v1/customer/meeting?id=`: the home visit. */
export const loadMeeting = fromPromise<Meeting, LoadMeetingInput>(({ input }) =>
  input.api.call(customer.meeting, { sessionId: input.sessionId, query: { id: input.meetingId } }),
);

/** The home-visit calendar of the wizard (`booking.homeCleaningAvailability`) at the meeting's postal code and flow. */
export const loadMeetingSlots = fromPromise<Availability, LoadMeetingSlotsInput>(({ input }) =>
  input.api.call(booking.homeCleaningAvailability, { query: { zipCode: input.zipCode, flow: input.flow } }),
);

/** POST `/v1/customer/meeting/reschedule`: the meeting at its new time. */
export const rescheduleMeeting = fromPromise<Meeting, RescheduleInput>(({ input }) =>
  input.api.call(customer.rescheduleMeeting, {
    sessionId: input.sessionId,
    body: { id: input.meetingId, zipCode: input.zipCode, flow: input.flow, startTime: input.startTime },
  }),
);

/** POST `/v1/customer/meeting/cancel` (cancelling twice is harmless). */
export const cancelMeeting = fromPromise<void, LoadMeetingInput>(async ({ input }) => {
  await input.api.call(customer.cancelMeeting, { sessionId: input.sessionId, body: { id: input.meetingId } });
});
