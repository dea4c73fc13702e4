import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import type { ChangeValidation, CustomerBooking, CustomerBookingDetail } from '../../../api/contract/customer';
import type { Reason } from '../cancelBooking/cancelBooking.types';
import type { ChangeFlowContext, ChangeFlowInput, CustomerCalls, RefusalKey } from '../shared/changes';

export type { Reason };

/** Input: the calls' session and the booking to move. */
export interface RebookBookingInput extends ChangeFlowInput {
  booking: CustomerBookingDetail;
}

/** What moving a visit needs first: why, and the free times. */
export interface RebookOptions {
  reasons: Reason[];
  availability: Availability;
}

/** Context of the move flow. */
export interface RebookBookingContext extends ChangeFlowContext {
  bookingId: string;
  reasons: Reason[];
  /** The calendar; after a 409 `slotTaken`, the fresh one it carried. */
  availability: Availability | null;
  reasonId: string | null;
  slot: Slot | null;
  validation: ChangeValidation | null;
  /** The visit at its new time. */
  result: CustomerBooking | null;
  refusalKey: RefusalKey | null;
}

/**
 * Events:
 * - `reason.selected`, `slot.selected`: the choices (ignored while a call runs);
 * - `rebook.requested`: "continue" (validates reason and time);
 * - `rebook.confirmed`: "yes, move" on the confirmation (only there);
 * - `rebook.back`: back to choosing;
 * - `retry.requested`: try the failed call again.
 */
export type RebookBookingEvent =
  | { type: 'reason.selected'; reasonId: string }
  | { type: 'slot.selected'; slot: Slot }
  | { type: 'rebook.requested' }
  | { type: 'rebook.confirmed' }
  | { type: 'rebook.back' }
  | { type: 'retry.requested' };

export interface LoadRebookOptionsInput extends CustomerCalls {
  bookingId: string;
}
export interface RebookInput extends CustomerCalls {
  bookingId: string;
  reasonId: string;
  /** ISO instant of the new start. */
  time: string;
}
