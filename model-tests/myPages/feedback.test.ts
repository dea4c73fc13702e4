import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { customer } from '../../api/contract/customer';
import { ApiRequestError, NotFoundError } from '../../api/errors';
import { createFeedbackActors } from '../../machines/myPages/feedback/feedback.actors';
import { feedbackMachine } from '../../machines/myPages/feedback/feedback.machine';
import { feedbackAnswerOf } from '../../machines/myPages/feedback/feedback.rules';
import { selectFeedback, type FeedbackSnapshot } from '../../machines/myPages/feedback/feedback.selectors';
import type { FeedbackInput, FeedbackRequest, LoadFeedbackInput, SendFeedbackInput } from '../../machines/myPages/feedback/feedback.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { FEEDBACK_REQUEST } from './fixtures';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof feedbackMachine;

interface Env {
  load: ControllableActor<FeedbackRequest, LoadFeedbackInput>;
  send: ControllableActor<void, SendFeedbackInput>;
}

function arrange() {
  const env: Env = { load: controllableActor(), send: controllableActor() };
  const machine = feedbackMachine.provide({ actors: { loadFeedback: env.load.logic, sendFeedback: env.send.logic } });
  return { machine, env, controls: { loadFeedback: env.load, sendFeedback: env.send } };
}

// Fixtures -------------------------------------------------------------------

const input: FeedbackInput = { feedbackId: 'fb-1' };

function expectLoaded(env: Env): void {
  expect(env.load.inputs.at(-1)).toEqual({ feedbackId: 'fb-1' });
}

/** Every answer sent had a rating of 1–5 and, if any, one of the request's options. */
function expectSentValid(env: Env): void {
  for (const sent of env.send.inputs) {
    expect([1, 2, 3, 4, 5]).toContain(sent.rating);
    if (sent.option !== undefined) expect(FEEDBACK_REQUEST.options.map((option) => option.id)).toContain(sent.option);
  }
}

function expectView(snapshot: FeedbackSnapshot, expected: Partial<ReturnType<typeof selectFeedback>>): void {
  const { request, rating, option, comment } = snapshot.context;
  expect(selectFeedback(snapshot)).toEqual({ request, rating, option, comment, busy: false, ratingError: null, sendError: null, ...expected });
}

// Assertions -----------------------------------------------------------------

const assertions: StateAssertions<Machine, Env> = {
  loading: (snapshot, env) => {
    expectLoaded(env);
    expectView(snapshot, { step: 'loading', busy: true });
  },
  'answering.idle': (snapshot, env) => {
    expectLoaded(env);
    expectSentValid(env);
    expectView(snapshot, { step: 'answering' });
    expect(snapshot.context.request).toEqual(FEEDBACK_REQUEST);
  },
  'answering.invalid': (snapshot, env) => {
    expectView(snapshot, { step: 'answering', ratingError: 'myPages.feedback.ratingRequired' });
    expect(snapshot.context.rating).toBeNull();
    expectSentValid(env);
  },
  'answering.failed': (snapshot, env) => {
    expectView(snapshot, { step: 'answering', sendError: 'common.errors.default' });
    expect(env.send.inputs.at(-1)).toEqual(feedbackAnswerOf(snapshot.context));
  },
  sending: (snapshot, env) => {
    expectView(snapshot, { step: 'sending', busy: true });
    expect(env.send.inputs.at(-1)).toEqual(feedbackAnswerOf(snapshot.context));
    expectSentValid(env);
  },
  failed: (snapshot, env) => {
    expectLoaded(env);
    expectView(snapshot, { step: 'failed' });
    expect(snapshot.can({ type: 'feedback.retried' })).toBe(true);
  },
  notFound: (snapshot, env) => {
    expectLoaded(env);
    expectView(snapshot, { step: 'notFound' });
    expect(env.send.inputs).toEqual([]);
  },
  thanks: (snapshot, env) => {
    expectView(snapshot, { step: 'thanks' });
    expect(env.send.inputs.at(-1)).toEqual(feedbackAnswerOf(snapshot.context));
    expectSentValid(env);
  },
};

// Scenarios ------------------------------------------------------------------

const events = [
  { type: 'xstate.done.actor.loadFeedback', output: FEEDBACK_REQUEST },
  { type: 'xstate.error.actor.loadFeedback', error: new NotFoundError({ status: 404 }) },
  { type: 'xstate.error.actor.loadFeedback', error: new ApiRequestError({ status: 503 }) },
  { type: 'rating.chosen', rating: 4 },
  { type: 'rating.chosen', rating: 9 },
  { type: 'option.chosen', option: 'staff' },
  { type: 'option.chosen', option: 'unknown' },
  { type: 'comment.changed', value: ' Very good ' },
  { type: 'xstate.done.actor.sendFeedback', output: undefined },
  { type: 'xstate.error.actor.sendFeedback', error: new ApiRequestError({ reason: 'network' }) },
];

describeModel('feedback model', {
  machine: feedbackMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a feedback link', input, events }],
});

// Pinned ---------------------------------------------------------------------

describe('feedback pinned', () => {
  it('sends nothing without a rating, and says a rating is required', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.load.resolve(FEEDBACK_REQUEST);
    await flush();
    actor.send({ type: 'comment.changed', value: 'Nice' });
    actor.send({ type: 'feedback.submitted' });
    expect(selectFeedback(actor.getSnapshot()).ratingError).toBe('myPages.feedback.ratingRequired');
    actor.send({ type: 'rating.chosen', rating: 5 });
    expect(selectFeedback(actor.getSnapshot()).ratingError).toBeNull();
    expect(env.send.inputs).toEqual([]);
    actor.stop();
  });

  it('a failed send keeps the answers, and sending again sends the same', async () => {
    const fake = fakeApi();
    const actor = createActor(feedbackMachine.provide({ actors: createFeedbackActors(fake.client) }), { input }).start();
    expect(fake.pending(customer.feedback).input).toEqual({ query: { id: 'fb-1' } });
    fake.pending(customer.feedback).resolve(FEEDBACK_REQUEST);
    await flush();
    actor.send({ type: 'rating.chosen', rating: 2 });
    actor.send({ type: 'option.chosen', option: 'cleaning' });
    actor.send({ type: 'comment.changed', value: '  Dust left on the shelves ' });
    actor.send({ type: 'feedback.submitted' });
    const body = { id: 'fb-1', rating: 2, option: 'cleaning', comment: 'Dust left on the shelves' };
    expect(fake.pending(customer.sendFeedback).input).toEqual({ body });
    fake.pending(customer.sendFeedback).reject(new ApiRequestError({ status: 503 }));
    await flush();
    expect(selectFeedback(actor.getSnapshot())).toMatchObject({ step: 'answering', rating: 2, option: 'cleaning' });
    actor.send({ type: 'feedback.submitted' });
    expect(fake.pending(customer.sendFeedback).input).toEqual({ body });
    fake.pending(customer.sendFeedback).resolve({ ok: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('thanks');
    actor.stop();
  });
});
