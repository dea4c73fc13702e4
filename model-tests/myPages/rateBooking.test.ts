import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { rateBookingMachine } from '../../machines/myPages/rateBooking/rateBooking.machine';
import { ratingRequest } from '../../machines/myPages/rateBooking/rateBooking.rules';
import { selectRateBooking, type RateBookingSnapshot } from '../../machines/myPages/rateBooking/rateBooking.selectors';
import type { LoadRatingInput, StoredRating, SubmitRatingInput } from '../../machines/myPages/rateBooking/rateBooking.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { RATE_EVENTS, UNRATED } from './fixtures';
import { api, conflict, doneVisit, reasons, sessionId } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof rateBookingMachine;

interface Env {
  loadRating: ControllableActor<StoredRating, LoadRatingInput>;
  submitRating: ControllableActor<void, SubmitRatingInput>;
  announced: number;
}

function arrange() {
  const env: Env = { loadRating: controllableActor(), submitRating: controllableActor(), announced: 0 };
  const machine = rateBookingMachine.provide({
    actors: { loadRating: env.loadRating.logic, submitRating: env.submitRating.logic },
    actions: {
      announceChange: () => {
        env.announced += 1;
      },
    },
  });
  return { machine, env, controls: { loadRating: env.loadRating, submitRating: env.submitRating } };
}

const booking = doneVisit();
const input = { api, sessionId, booking };
const view = (s: RateBookingSnapshot) => selectRateBooking(s);

function expectInvariants(s: RateBookingSnapshot, env: Env): void {
  for (const sent of env.submitRating.inputs) expect(sent.rating).toBeGreaterThanOrEqual(1);
  expect(env.announced).toBe(s.matches('rated') && env.submitRating.inputs.length > 0 ? 1 : 0);
}

const assertions: StateAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: true });
    expect(env.loadRating.inputs.at(-1)).toEqual({ api, sessionId, bookingId: booking.id });
  },
  loadFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', loadFailed: true, errorKey: 'common.errors.default' });
  },
  'editing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', missingRating: false, errorKey: null, reasons });
  },
  'editing.missingRating': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', missingRating: true, rating: null });
  },
  'editing.failed': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', errorKey: 'common.errors.default', loadFailed: false });
  },
  submitting: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', busy: true });
    expect(env.submitRating.inputs.at(-1)).toEqual(ratingRequest(s.context));
  },
  refused: (s, env) => {
    expectInvariants(s, env);
    expect(['myPages.refusals.alreadyRated', 'myPages.refusals.notRateable']).toContain(view(s).refusalKey);
  },
  rated: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('rated');
    expect(s.context.rating).not.toBeNull();
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
  },
};


describeModel('rateBooking model', {
  machine: rateBookingMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a done visit', input, events: RATE_EVENTS }],
});

describe('rateBooking pinned', () => {
  it('sends the stars with the trimmed words and the reason, once; a second rating is refused, not shown as rated', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.loadRating.resolve(UNRATED);
    await flush();
    actor.send({ type: 'rating.submitted' });
    expect(selectRateBooking(actor.getSnapshot()).missingRating).toBe(true);
    actor.send({ type: 'rating.changed', rating: 5 });
    actor.send({ type: 'feedback.changed', value: '  Very tidy ' });
    actor.send({ type: 'reason.selected', reasonId: 'away' });
    actor.send({ type: 'rating.submitted' });
    expect(env.submitRating.inputs).toEqual([{ api, sessionId, bookingId: booking.id, rating: 5, feedback: 'Very tidy', reason: 'away' }]);
    env.submitRating.reject(conflict('alreadyRated'));
    await flush();
    expect(selectRateBooking(actor.getSnapshot())).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.alreadyRated' });
    expect(env.announced).toBe(0);
    actor.stop();
  });
});
