import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { selectBookingChange } from '../../machines/myPages/bookingChange/bookingChange.selectors';
import { rateBookingMachine } from '../../machines/myPages/rateBooking/rateBooking.machine';
import type { RateRequest, StoredRating } from '../../machines/myPages/rateBooking/rateBooking.types';
import { flush } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { arrangeChange, expectChangeFlow, type ChangeEnv, type ChangeSpec } from './bookingChange.support';
import { RATE_EVENTS, RATED, UNRATED } from './fixtures';
import { conflict, doneVisit, reasons, unavailable } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof rateBookingMachine;
type Snapshot = SnapshotFrom<Machine>;
type Env = ChangeEnv<StoredRating, RateRequest, null>;

const arrange = () => arrangeChange<Machine, StoredRating, RateRequest, null>(rateBookingMachine);

const booking = doneVisit();
const input = { booking };
const view = (s: Snapshot) => selectBookingChange(s);

/** The rating is sent with its stars, the trimmed words and the reason when given (the oracle, written out). */
function expectedRequest(s: Snapshot): RateRequest {
  const { rating, feedback, reasonId } = s.context.choice;
  return {
    bookingId: booking.id,
    rating: rating ?? 0,
    ...(feedback.trim() ? { feedback: feedback.trim() } : {}),
    ...(reasonId !== null ? { reason: reasonId } : {}),
  };
}

const spec: ChangeSpec<Snapshot> = { confirms: false, refusalsAreFinal: true, bookingId: booking.id, request: expectedRequest };

function flow(s: Snapshot, env: Env): void {
  expectChangeFlow(s, env as never, env.announced, spec);
  for (const sent of env.commitChange.inputs) expect(sent.rating).toBeGreaterThanOrEqual(1);
}

const assertions: StateAssertions<Machine, Env> = {
  loading: flow,
  loadFailed: flow,
  'choosing.idle': (s, env) => {
    flow(s, env);
    expect(view(s)).toMatchObject({ incomplete: false, options: { reasons } });
  },
  'choosing.incomplete': (s, env) => {
    flow(s, env);
    expect(view(s)).toMatchObject({ incomplete: true, choice: { rating: null } });
  },
  committing: flow,
  commitFailed: flow,
  refused: (s, env) => {
    flow(s, env);
    expect(['myPages.refusals.alreadyRated', 'myPages.refusals.notRateable']).toContain(view(s).refusalKey);
  },
  done: (s, env) => {
    flow(s, env);
    // Rated now, or before (the stored rating shows).
    expect(s.context.choice.rating).toBe(env.commitChange.inputs.length > 0 ? env.commitChange.inputs.at(-1)!.rating : RATED.rating);
  },
  ended: flow,
};

describeModel('rateBooking model', {
  machine: rateBookingMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a done visit', input, events: RATE_EVENTS }],
});

describe('rateBooking pinned', () => {
  it('sends the stars with the trimmed words and the reason, once; a second rating is refused, not shown as rated, and ends the flow', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.loadOptions.resolve(UNRATED);
    await flush();
    actor.send({ type: 'change.requested' });
    expect(selectBookingChange(actor.getSnapshot()).incomplete).toBe(true);
    actor.send({ type: 'feedback.changed', value: '  Very tidy ' });
    expect(selectBookingChange(actor.getSnapshot()).incomplete).toBe(true);
    actor.send({ type: 'rating.changed', rating: 5 });
    actor.send({ type: 'reason.selected', reasonId: 'away' });
    actor.send({ type: 'change.requested' });
    expect(env.commitChange.inputs).toEqual([{ bookingId: booking.id, rating: 5, feedback: 'Very tidy', reason: 'away' }]);
    env.commitChange.reject(conflict('alreadyRated'));
    await flush();
    expect(selectBookingChange(actor.getSnapshot())).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.alreadyRated', canGoBack: false });
    expect(env.announced).toBe(0);
    actor.stop();
  });

  it('a failed send is retried, or the customer goes back to the form with what was chosen', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.loadOptions.resolve(UNRATED);
    await flush();
    actor.send({ type: 'rating.changed', rating: 4 });
    actor.send({ type: 'change.requested' });
    env.commitChange.reject(unavailable());
    await flush();
    expect(selectBookingChange(actor.getSnapshot())).toMatchObject({ step: 'choose', errorKey: 'common.errors.default', canGoBack: true, canChoose: false });
    actor.send({ type: 'retry.requested' });
    expect(env.commitChange.inputs).toHaveLength(2);
    env.commitChange.reject(unavailable());
    await flush();
    actor.send({ type: 'change.back' });
    expect(selectBookingChange(actor.getSnapshot())).toMatchObject({ step: 'choose', errorKey: null, canChoose: true, choice: { rating: 4 } });
    actor.stop();
  });
});
