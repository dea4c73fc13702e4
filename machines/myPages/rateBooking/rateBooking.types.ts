import type { Reason } from '../bookingChange/bookingChange.types';


/** The rating as stored (null before one is given), and what a rating may be mostly about. */
export interface StoredRating {
  rating: number | null;
  feedback: string | null;
  reason: string | null;
  reasons: Reason[];
}

/** The rating being given. */
export interface RateChoice {
  /** 1–5 stars; null until chosen. */
  rating: number | null;
  feedback: string;
  reasonId: string | null;
}

/** What the rating call is sent: the stars, the words and the reason when given. */
export interface RateRequest {
  bookingId: string;
  rating: number;
  feedback?: string;
  reason?: string;
}

/** `rating.changed` (1–5), `feedback.changed`, `reason.selected`: the form. */
export type RateChoiceEvent =
  | { type: 'rating.changed'; rating: number }
  | { type: 'feedback.changed'; value: string }
  | { type: 'reason.selected'; reasonId: string };
