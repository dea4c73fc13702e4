import { assign, setup } from 'xstate';
import { isApiError } from '../../../api/errors';
import { unprovided } from '../../unprovided';
import { FEEDBACK_RATINGS, feedbackAnswerOf } from './feedback.rules';
import type { FeedbackContext, FeedbackEvent, FeedbackInput, FeedbackRequest, LoadFeedbackInput, SendFeedbackInput } from './feedback.types';

/**
 * The feedback form a link `?feedback=<id>` opens on My pages: the request
 * is loaded (`notFound` for an id that is not this customer's, `failed`
 * with a retry for anything else), then answered with a rating (required:
 * `answering.invalid` until one is chosen), an optional option and comment,
 * and sent. A failed send keeps the answers (`answering.failed`); `thanks`
 * confirms.
 *
 * Its calls come from `createFeedbackActors(api)`.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    tags: {} as 'busy',
  },
  actors: {
    loadFeedback: unprovided<FeedbackRequest, LoadFeedbackInput>('feedback', 'loadFeedback'),
    sendFeedback: unprovided<void, SendFeedbackInput>('feedback', 'sendFeedback'),
  },
  actions: {
    assignRequest: assign((_, params: { request: FeedbackContext['request'] }) => ({ request: params.request })),
    assignRating: assign((_, params: { rating: number }) => ({ rating: params.rating })),
    assignOption: assign((_, params: { option: string | null }) => ({ option: params.option })),
    assignComment: assign((_, params: { value: string }) => ({ comment: params.value })),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'NotFound',
    isRating: (_, params: { rating: number }) => (FEEDBACK_RATINGS as readonly number[]).includes(params.rating),
    isOption: ({ context }, params: { option: string | null }) =>
      params.option === null || (context.request?.options.some((option) => option.id === params.option) ?? false),
    hasNoRating: ({ context }) => context.rating === null,
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    feedbackId: input.feedbackId,
    request: null,
    rating: null,
    option: null,
    comment: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFeedback',
        src: 'loadFeedback',
        input: ({ context }) => ({ feedbackId: context.feedbackId }),
        onDone: { target: 'answering', actions: { type: 'assignRequest', params: ({ event }) => ({ request: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    answering: {
      initial: 'idle',
      on: {
        'rating.chosen': {
          guard: { type: 'isRating', params: ({ event }) => ({ rating: event.rating }) },
          target: '.idle',
          actions: { type: 'assignRating', params: ({ event }) => ({ rating: event.rating }) },
        },
        'option.chosen': {
          guard: { type: 'isOption', params: ({ event }) => ({ option: event.option }) },
          target: '.idle',
          actions: { type: 'assignOption', params: ({ event }) => ({ option: event.option }) },
        },
        'comment.changed': { target: '.idle', actions: { type: 'assignComment', params: ({ event }) => ({ value: event.value }) } },
        'feedback.submitted': [{ guard: 'hasNoRating', target: '.invalid' }, { target: 'sending' }],
      },
      // One substate per message: choosing or typing clears it.
      states: {
        idle: {},
        invalid: {},
        failed: {},
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => feedbackAnswerOf(context),
        onDone: 'thanks',
        onError: 'answering.failed',
      },
    },
    failed: { on: { 'feedback.retried': 'loading' } },
    notFound: {},
    thanks: {},
  },
});

export type FeedbackMachine = typeof feedbackMachine;
