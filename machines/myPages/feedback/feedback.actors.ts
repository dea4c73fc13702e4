import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { FeedbackRequest, LoadFeedbackInput, SendFeedbackInput } from './feedback.types';

/**
 * The feedback form's actors, calling with `api` (the page's client, which
 * sends the customer's session):
 * - GET `/v1/customer/feedback?id=`: the request and its options; a 404 for an id that is not this customer's;
 * - POST `/v1/customer/feedback`: one answer per id, a repeat replaces it, so a retry is safe.
 */
export function createFeedbackActors(api: ApiClient) {
  return {
    loadFeedback: fromPromise<FeedbackRequest, LoadFeedbackInput>(({ input }) => api.call(customer.feedback, { query: { id: input.feedbackId } })),
    sendFeedback: fromPromise<void, SendFeedbackInput>(async ({ input }) => {
      await api.call(customer.sendFeedback, { body: input });
    }),
  };
}
