import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { FeedbackRequest, LoadFeedbackInput, SendFeedbackInput } from './feedback.types';

const session = (sessionId: string | null) => (sessionId ? { sessionId } : {});

/** GET `/v1/customer/feedback?id=`: the request and its options; a 404 for an id that is not this customer's. */
export const loadFeedback = fromPromise<FeedbackRequest, LoadFeedbackInput>(({ input }) =>
  input.api.call(customer.feedback, { ...session(input.sessionId), query: { id: input.feedbackId } }),
);

/** POST `/v1/customer/feedback`: one answer per id, a repeat replaces it, so a retry is safe. */
export const sendFeedback = fromPromise<void, SendFeedbackInput>(async ({ input }) => {
  const { api, sessionId, ...body } = input;
  await api.call(customer.sendFeedback, { ...session(sessionId), body });
});
