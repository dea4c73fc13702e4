import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { FeedbackMachine } from './feedback.machine';
import type { FeedbackRequest } from './feedback.types';

export type FeedbackSnapshot = SnapshotFrom<FeedbackMachine>;

/** Message keys of the form's errors. */
const FEEDBACK_MESSAGES = {
  ratingRequired: 'myPages.feedback.ratingRequired',
  sendFailed: DEFAULT_ERROR_KEY,
} as const;

interface FeedbackView {
  step: 'loading' | 'answering' | 'sending' | 'failed' | 'notFound' | 'thanks';
  request: FeedbackRequest | null;
  rating: number | null;
  option: string | null;
  comment: string;
  busy: boolean;
  /** Under the stars: a rating is required. */
  ratingError: typeof FEEDBACK_MESSAGES.ratingRequired | null;
  /** The form's error after a failed send. */
  sendError: typeof FEEDBACK_MESSAGES.sendFailed | null;
}

const STEPS: readonly FeedbackView['step'][] = ['loading', 'answering', 'sending', 'failed', 'notFound', 'thanks'];

export function selectFeedback(snapshot: FeedbackSnapshot): FeedbackView {
  const { request, rating, option, comment } = snapshot.context;
  return {
    step: STEPS.find((state) => snapshot.matches(state)) ?? 'loading',
    request,
    rating,
    option,
    comment,
    busy: snapshot.hasTag('busy'),
    ratingError: snapshot.matches({ answering: 'invalid' }) ? FEEDBACK_MESSAGES.ratingRequired : null,
    sendError: snapshot.matches({ answering: 'failed' }) ? FEEDBACK_MESSAGES.sendFailed : null,
  };
}
