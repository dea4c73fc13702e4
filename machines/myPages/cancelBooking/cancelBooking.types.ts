import type { ChangeValidation, CustomerBookingDetail } from '../../../api/contract/customer';
import type { ChangeFlowContext, ChangeFlowInput, CustomerCalls, RefusalKey } from '../shared/changes';

/** A reason to pick, as the server lists it (its label is in the customer's language). */
export interface Reason {
  id: string;
  label: string;
}

/** Input: the calls' session and the booking to cancel. */
export interface CancelBookingInput extends ChangeFlowInput {
  booking: CustomerBookingDetail;
}

/** What the cancellation cost and what it put in the time bank. */
export interface CancelResult {
  /** Öre; 0 when cancelled in time. */
  fee: number;
  timeBankMinutes: number;
}

/** Context of the cancel flow. */
export interface CancelBookingContext extends ChangeFlowContext {
  bookingId: string;
  reasons: Reason[];
  /** The reason chosen; null until one is. */
  reasonId: string | null;
  /** The server's answer for the chosen reason: allowed, fee, free until, time bank. */
  validation: ChangeValidation | null;
  result: CancelResult | null;
  /** Why the server refused, while `refused`. */
  refusalKey: RefusalKey | null;
}

/**
 * Events:
 * - `reason.selected`: a reason picked (ignored while a call runs);
 * - `cancel.requested`: "continue" with the chosen reason (validates it);
 * - `cancel.confirmed`: "yes, cancel" on the confirmation (only there);
 * - `cancel.back`: back to choosing from the confirmation, a refusal or a failure;
 * - `retry.requested`: try the failed call again.
 */
export type CancelBookingEvent =
  | { type: 'reason.selected'; reasonId: string }
  | { type: 'cancel.requested' }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.back' }
  | { type: 'retry.requested' };

export type LoadReasonsInput = CustomerCalls;
export interface ValidateCancelInput extends CustomerCalls {
  bookingId: string;
  reasonId: string;
}
export type CancelInput = ValidateCancelInput;
