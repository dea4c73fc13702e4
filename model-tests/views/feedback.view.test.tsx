import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { customer } from '../../api/contract/customer';
import { ApiRequestError, NotFoundError } from '../../api/errors';
import { feedbackMachine } from '../../machines/myPages/feedback/feedback.machine';
import { feedbackAnswerOf } from '../../machines/myPages/feedback/feedback.rules';
import type { FeedbackSnapshot } from '../../machines/myPages/feedback/feedback.selectors';
import { Feedback } from '../../ui/myPages/start/Feedback';
import { fakeApi, type FakeApi } from '../support/fakeApi';
import { useModelCoverage } from '../support/modelTest';
import type { TraversalEvent } from '../support/paths';
import { button, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type ViewAssertions } from '../support/viewModel';
import { FEEDBACK_REQUEST } from '../myPages/fixtures';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof feedbackMachine;

interface Env {
  api: FakeApi;
}

function renderFeedback(): Env {
  const env: Env = { api: fakeApi() };
  renderView(<Feedback feedbackId="fb-1" />, { client: env.api.client });
  return env;
}

const card = () => screen.getByTestId('feedback');
const form = () => screen.queryByTestId('feedback-form');
const star = (rating: number) => within(form()!).getByRole<HTMLInputElement>('radio', { name: `${rating} of 5` });
const option = () => screen.getByLabelText<HTMLSelectElement>('What is it mostly about?');
const comment = () => screen.getByLabelText<HTMLTextAreaElement>('Comment (optional)');

const executors = {
  'rating.chosen': ({ rating }) => fireEvent.click(star(rating)),
  'option.chosen': ({ option: chosen }) => fireEvent.change(option(), { target: { value: chosen ?? '' } }),
  'comment.changed': ({ value }) => fireEvent.change(comment(), { target: { value } }),
  'feedback.submitted': () => fireEvent.submit(form()!),
  'feedback.retried': () => fireEvent.click(screen.getByTestId('feedback-retry')),
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  loadFeedback: {
    done: async (event: { output?: unknown }, env: Env) => {
      env.api.pending(customer.feedback).resolve(event.output);
      await settle();
    },
    error: async (event: { error?: unknown }, env: Env) => {
      env.api.pending(customer.feedback).reject(event.error);
      await settle();
    },
  },
  sendFeedback: {
    done: async (_event: unknown, env: Env) => {
      env.api.pending(customer.sendFeedback).resolve({ ok: true });
      await settle();
    },
    error: async (event: { error?: unknown }, env: Env) => {
      env.api.pending(customer.sendFeedback).reject(event.error);
      await settle();
    },
  },
};

/** Asked for the request of the link, through the page's client. */
function expectLoadCall(env: Env): void {
  expect(env.api.callsTo(customer.feedback).at(-1)?.input).toEqual({ query: { id: 'fb-1' } });
}

/** The answer sent is the one on screen (trimmed comment, option when chosen). */
function expectSendCall(env: Env, snapshot: FeedbackSnapshot): void {
  const body = feedbackAnswerOf(snapshot.context);
  expect(env.api.callsTo(customer.sendFeedback).at(-1)?.input).toEqual({ body });
}

/** The form shows what the chart holds: the stars chosen, the option, the comment. */
function expectForm(snapshot: FeedbackSnapshot): void {
  expect(form()).not.toBeNull();
  for (const rating of [1, 2, 3, 4, 5]) expect(star(rating).checked).toBe(snapshot.context.rating === rating);
  expect(option().value).toBe(snapshot.context.option ?? '');
  expect([...option().options].map((entry) => entry.textContent)).toEqual(['Nothing in particular', 'The cleaning', 'The staff']);
  expect(comment().value).toBe(snapshot.context.comment);
}

const alerts = () => [...card().querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);

const assertions: ViewAssertions<Machine, Env> = {
  loading: (_snapshot, env) => {
    expectLoadCall(env);
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading…');
    expect(form()).toBeNull();
  },
  'answering.idle': (snapshot, env) => {
    expectLoadCall(env);
    expectForm(snapshot);
    expect(alerts()).toEqual([]);
    expect(form()).toHaveAttribute('aria-busy', 'false');
  },
  'answering.invalid': (snapshot) => {
    expectForm(snapshot);
    expect(alerts()).toEqual(['Choose how many stars you give us.']);
    expect(within(form()!).getByRole('group', { name: 'How did we do?' })).toHaveAttribute('aria-invalid', 'true');
  },
  'answering.failed': (snapshot, env) => {
    expectForm(snapshot);
    expect(alerts()).toEqual(['Something went wrong. Please try again.']);
    expectSendCall(env, snapshot);
  },
  sending: (snapshot, env) => {
    expectForm(snapshot);
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('feedback-submit')).toHaveAttribute('aria-disabled', 'true');
    expectSendCall(env, snapshot);
  },
  failed: (_snapshot, env) => {
    expectLoadCall(env);
    expect(form()).toBeNull();
    expect(within(card()).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(button(card(), 'Try again')).toBeInTheDocument();
  },
  notFound: (_snapshot, env) => {
    expectLoadCall(env);
    expect(form()).toBeNull();
    expect(screen.getByTestId('feedback-not-found')).toHaveTextContent('We could not find this feedback request.');
    expect(env.api.callsTo(customer.sendFeedback)).toEqual([]);
  },
  thanks: (snapshot, env) => {
    expect(form()).toBeNull();
    expect(screen.getByTestId('feedback-thanks')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('feedback-thanks')).toHaveTextContent('Thank you for your feedback!');
    expectSendCall(env, snapshot);
  },
};

const events: TraversalEvent[] = [
  { type: 'xstate.done.actor.loadFeedback', output: FEEDBACK_REQUEST },
  { type: 'xstate.error.actor.loadFeedback', error: new NotFoundError({ status: 404 }) },
  { type: 'xstate.error.actor.loadFeedback', error: new ApiRequestError({ status: 503 }) },
  { type: 'rating.chosen', rating: 4 },
  { type: 'option.chosen', option: 'staff' },
  { type: 'option.chosen', option: null },
  { type: 'comment.changed', value: 'Very good' },
  { type: 'xstate.error.actor.sendFeedback', error: new ApiRequestError({ reason: 'network' }) },
];
const SAME = 'the control already shows that (no change event)';

describeViewModel('feedback view', {
  machine: feedbackMachine,
  executors,
  invokes,
  assertions,
  unproducible: (state, event) => {
    const fields = event as unknown as { rating?: number; option?: string | null; value?: string };
    if (event.type === 'rating.chosen' && fields.rating === state.context.rating) return SAME;
    if (event.type === 'option.chosen' && fields.option === state.context.option) return SAME;
    if (event.type === 'comment.changed' && fields.value === state.context.comment) return SAME;
    return null;
  },
  scenarios: [
    {
      name: 'a feedback link',
      input: { feedbackId: 'fb-1' },
      events,
      render: renderFeedback,
      unproducibleEdges: [
        `{"answering":"failed"} ─ comment.changed: ${SAME}`,
        `{"answering":"failed"} ─ option.chosen: ${SAME}`,
        `{"answering":"failed"} ─ rating.chosen: ${SAME}`,
        `{"answering":"idle"} ─ comment.changed: ${SAME}`,
        `{"answering":"idle"} ─ option.chosen: ${SAME}`,
        `{"answering":"idle"} ─ rating.chosen: ${SAME}`,
        `{"answering":"invalid"} ─ comment.changed: ${SAME}`,
        `{"answering":"invalid"} ─ option.chosen: ${SAME}`,
      ],
    },
  ],
});
