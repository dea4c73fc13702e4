import type { FeedbackContext, SendFeedbackInput } from './feedback.types';

/** Longest comment the contract takes (`freeText(1000)`). */
export const FEEDBACK_COMMENT_MAX = 1000;

/** Stars a rating goes from and to. */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

/** What is sent: the rating, the option when chosen, the trimmed comment when there is one. */
export function feedbackAnswerOf(context: FeedbackContext): SendFeedbackInput {
  const comment = context.comment.trim().slice(0, FEEDBACK_COMMENT_MAX);
  return {
    id: context.feedbackId,
    rating: context.rating ?? 0,
    ...(comment ? { comment } : {}),
    ...(context.option ? { option: context.option } : {}),
  };
}
