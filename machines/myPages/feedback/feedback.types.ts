import type { ResponseOf } from '../../../api/contract/endpoint';
import type { customer } from '../../../api/contract/customer';

/** A feedback request as `GET /v1/customer/feedback` answers it. */
export type FeedbackRequest = ResponseOf<typeof customer.feedback>;

/** Input: the feedback request's id, from the link `?feedback=<id>` to My pages. */
export interface FeedbackInput {
  feedbackId: string;
}

export interface FeedbackContext {
  feedbackId: string;
  /** The request once loaded; null before. */
  request: FeedbackRequest | null;
  /** 1–5, null until chosen. */
  rating: number | null;
  /** One of the request's options, or null. */
  option: string | null;
  comment: string;
}

/**
 * Events:
 * - `rating.chosen`: 1 to 5 stars;
 * - `option.chosen`: what the feedback is mostly about (null: none);
 * - `comment.changed`: the comment as typed;
 * - `feedback.submitted`: send (a rating is required);
 * - `feedback.retried`: load the request again after a failure.
 */
export type FeedbackEvent =
  | { type: 'rating.chosen'; rating: number }
  | { type: 'option.chosen'; option: string | null }
  | { type: 'comment.changed'; value: string }
  | { type: 'feedback.submitted' }
  | { type: 'feedback.retried' };

export interface LoadFeedbackInput {
  feedbackId: string;
}

/** Body of POST `/v1/customer/feedback`. */
export interface SendFeedbackInput {
  id: string;
  rating: number;
  /** Trimmed; absent when empty. */
  comment?: string;
  option?: string;
}
