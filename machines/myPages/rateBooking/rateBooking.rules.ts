import type { RateBookingContext, SubmitRatingInput } from './rateBooking.types';

/** Most characters of the written feedback (the contract's `freeText(1000)`). */
export const FEEDBACK_MAX_LENGTH = 1000;

/** The call's body: the stars, the trimmed feedback and the reason when given. */
export function ratingRequest(context: RateBookingContext): SubmitRatingInput {
  const request: SubmitRatingInput = { api: context.api, sessionId: context.sessionId, bookingId: context.bookingId, rating: context.rating ?? 0 };
  const feedback = context.feedback.trim();
  if (feedback !== '') request.feedback = feedback.slice(0, FEEDBACK_MAX_LENGTH);
  if (context.reasonId !== null) request.reason = context.reasonId;
  return request;
}
