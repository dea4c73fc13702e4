import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import type { CustomerBooking } from '../../../api/contract/customer';
import type { Reason } from '../bookingChange/bookingChange.types';


/** What moving a visit needs first: why, and the free times (after a 409 `slotTaken`, the fresh ones it carried). */
export interface RebookOptions {
  reasons: Reason[];
  availability: Availability;
}

/** The reason and the new time chosen; null until chosen. */
export interface RebookChoice {
  reasonId: string | null;
  slot: Slot | null;
}

/** What the validation and the move are sent. */
export interface RebookRequest {
  bookingId: string;
  reasonId: string;
  /** ISO instant of the new start. */
  time: string;
}

/** The visit at its new time. */
export type RebookResult = CustomerBooking;

/** `reason.selected`, `slot.selected`: the choices. */
export type RebookChoiceEvent = { type: 'reason.selected'; reasonId: string } | { type: 'slot.selected'; slot: Slot };
