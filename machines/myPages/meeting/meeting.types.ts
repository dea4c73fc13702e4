import type { z } from 'zod';
import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import type { CustomerBookingDetail, meetingSchema } from '../../../api/contract/customer';
import type { ChangeFlowContext, ChangeFlowInput, RefusalKey } from '../shared/changes';

/** The free home visit before weekly home cleaning, as `/v1/customer/meeting` answers it. */
export type Meeting = z.infer<typeof meetingSchema>;

/** Input: the home visit booking (its id is the meeting's). */
export interface MeetingInput extends ChangeFlowInput {
  booking: CustomerBookingDetail;
}

/** Context of the home-visit flow. */
export interface MeetingContext extends ChangeFlowContext {
  meetingId: string;
  meeting: Meeting | null;
  /** Home-visit times at the meeting's postal code. */
  availability: Availability | null;
  slot: Slot | null;
  refusalKey: RefusalKey | null;
}

/**
 * Events:
 * - `reschedule.opened`: "move the home visit" (a booked one);
 * - `slot.selected`, `reschedule.requested`: choose the new time, then move it;
 * - `cancel.opened`, `cancel.confirmed`: "cancel the home visit", then "yes, cancel";
 * - `flow.back`: back to the home visit;
 * - `retry.requested`: try the failed call again.
 */
export type MeetingEvent =
  | { type: 'reschedule.opened' }
  | { type: 'slot.selected'; slot: Slot }
  | { type: 'reschedule.requested' }
  | { type: 'cancel.opened' }
  | { type: 'cancel.confirmed' }
  | { type: 'flow.back' }
  | { type: 'retry.requested' };

export interface LoadMeetingInput {
  meetingId: string;
}
export interface LoadMeetingSlotsInput {
  postalCode: string;
  flow: Meeting['flow'];
}
export interface RescheduleInput extends LoadMeetingSlotsInput {
  meetingId: string;
  startTime: string;
}
