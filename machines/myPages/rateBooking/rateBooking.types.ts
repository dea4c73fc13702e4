import type { CustomerBookingDetail } from '../../../api/contract/customer';
import type { Reason } from '../cancelBooking/cancelBooking.types';

export type { Reason };
import type { ChangeFlowContext, ChangeFlowInput, CustomerCalls, RefusalKey } from '../shared/changes';

/** Input: the calls' session and the done visit to rate. */
export interface RateBookingInput extends ChangeFlowInput {
  booking: CustomerBookingDetail;
}

/** The rating as stored (null before one is given), and what a rating may be mostly about. */
export interface StoredRating {
  rating: number | null;
  feedback: string | null;
  reason: string | null;
  reasons: Reason[];
}

/** Context of the rating flow. */
export interface RateBookingContext extends ChangeFlowContext {
  bookingId: string;
  reasons: Reason[];
  /** 1–5 stars; null until chosen. */
  rating: number | null;
  feedback: string;
  reasonId: string | null;
  refusalKey: RefusalKey | null;
}

/**
 * Events:
 * - `rating.changed` (1–5), `feedback.changed`, `reason.selected`: the form (ignored while sending);
 * - `rating.submitted`: send it (needs stars);
 * - `retry.requested`: read the stored rating again after a failure.
 */
export type RateBookingEvent =
  | { type: 'rating.changed'; rating: number }
  | { type: 'feedback.changed'; value: string }
  | { type: 'reason.selected'; reasonId: string }
  | { type: 'rating.submitted' }
  | { type: 'retry.requested' };

export interface LoadRatingInput extends CustomerCalls {
  bookingId: string;
}
export interface SubmitRatingInput extends LoadRatingInput {
  rating: number;
  feedback?: string;
  reason?: string;
}
