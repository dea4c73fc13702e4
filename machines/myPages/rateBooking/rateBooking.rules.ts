import type { RateChoice, RateRequest } from './rateBooking.types';

/** Most characters of the written feedback (the contract's `freeText(1000)`). */
export const FEEDBACK_MAX_LENGTH = 1000;

/** The call's body: the stars, the trimmed feedback and the reason when given. */
export function ratingRequest(bookingId: string, choice: RateChoice): RateRequest {
  const request: RateRequest = { bookingId, rating: choice.rating ?? 0 };
  const feedback = choice.feedback.trim();
  if (feedback !== '') request.feedback = feedback.slice(0, FEEDBACK_MAX_LENGTH);
  if (choice.reasonId !== null) request.reason = choice.reasonId;
  return request;
}
