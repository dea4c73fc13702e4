import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { selectBookingChange } from '../../machines/myPages/bookingChange/bookingChange.selectors';
import { cancelBookingMachine } from '../../machines/myPages/cancelBooking/cancelBooking.machine';
import type { CancelOptions, CancelRequest, CancelResult } from '../../machines/myPages/cancelBooking/cancelBooking.types';
import { flush } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { arrangeChange, expectChangeFlow, type ChangeEnv, type ChangeSpec } from './bookingChange.support';
import { bookedVisit, conflict, feeValidation, freeValidation, reasons, refusedValidation, unauthorized, unavailable } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof cancelBookingMachine;
type Snapshot = SnapshotFrom<Machine>;
type Env = ChangeEnv<CancelOptions, CancelRequest, CancelResult>;

const arrange = () => arrangeChange<Machine, CancelOptions, CancelRequest, CancelResult>(cancelBookingMachine);

const booking = bookedVisit();
const input = { booking };
const options: CancelOptions = { reasons };
const view = (s: Snapshot) => selectBookingChange(s);

/** Validation and cancellation are sent the booking and the reason chosen. */
const spec: ChangeSpec<Snapshot> = {
  confirms: true,
  refusalsAreFinal: false,
  bookingId: booking.id,
  request: (s) => ({ bookingId: booking.id, reasonId: s.context.choice.reasonId }),
};

/** Every state: the shared checks, and only listed reasons ever sent. */
function flow(s: Snapshot, env: Env): void {
  expectChangeFlow(s, env as never, env.announced, spec);
  for (const sent of env.commitChange.inputs) expect(reasons.map((r) => r.id)).toContain(sent.reasonId);
}

const assertions: StateAssertions<Machine, Env> = {
  loading: flow,
  loadFailed: flow,
  'choosing.idle': (s, env) => {
    flow(s, env);
    expect(view(s)).toMatchObject({ options, incomplete: false });
  },
  'choosing.incomplete': (s, env) => {
    flow(s, env);
    expect(view(s).incomplete).toBe(true);
    expect(s.context.choice.reasonId === null || !reasons.some((r) => r.id === s.context.choice.reasonId)).toBe(true);
  },
  validating: flow,
  validationFailed: flow,
  confirming: (s, env) => {
    flow(s, env);
    // Fee, free-until and time bank as the server answered.
    expect(view(s)).toMatchObject({ fee: s.context.validation?.fee, timeBankMinutes: s.context.validation?.timeBankMinutes });
  },
  committing: flow,
  commitFailed: flow,
  refused: flow,
  done: (s, env) => {
    flow(s, env);
    expect(s.context.validation?.allowed).toBe(true);
    expect(view(s).result).toEqual({ fee: 0, timeBankMinutes: 180 });
  },
  ended: flow,
};

const events = [
  { type: 'reason.selected', reasonId: 'sick' },
  { type: 'reason.selected', reasonId: 'unknown' },
  { type: 'xstate.done.actor.loadOptions', output: options },
  { type: 'xstate.error.actor.loadOptions', error: unavailable() },
  { type: 'xstate.error.actor.loadOptions', error: unauthorized() },
  { type: 'xstate.done.actor.validateChange', output: freeValidation },
  { type: 'xstate.done.actor.validateChange', output: { ...refusedValidation, reasonKey: 'myPages.refusals.notChangeable' } },
  { type: 'xstate.error.actor.validateChange', error: unavailable() },
  { type: 'xstate.error.actor.validateChange', error: unauthorized() },
  { type: 'xstate.error.actor.validateChange', error: conflict('myPages.refusals.unknownReason') },
  { type: 'xstate.done.actor.commitChange', output: { fee: 0, timeBankMinutes: 180 } },
  { type: 'xstate.error.actor.commitChange', error: unavailable() },
  { type: 'xstate.error.actor.commitChange', error: unauthorized() },
  { type: 'xstate.error.actor.commitChange', error: conflict('notChangeable') },
];

describeModel('cancelBooking model', {
  machine: cancelBookingMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a booked visit', input, events }],
});

describe('cancelBooking pinned', () => {
  async function start() {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.loadOptions.resolve(options);
    await flush();
    return { actor, env, view: () => selectBookingChange(actor.getSnapshot()) };
  }

  it('never cancels before the server allowed it: confirm is ignored until validation said yes', async () => {
    const run = await start();
    run.actor.send({ type: 'change.confirmed' });
    run.actor.send({ type: 'reason.selected', reasonId: 'sick' });
    run.actor.send({ type: 'change.confirmed' });
    run.actor.send({ type: 'change.requested' });
    run.actor.send({ type: 'change.confirmed' });
    expect(run.env.commitChange.inputs).toEqual([]);
    run.env.validateChange.resolve(feeValidation);
    await flush();
    expect(run.view()).toMatchObject({ step: 'confirm', fee: 50000, freeUntil: null, canConfirm: true });
    run.actor.send({ type: 'change.confirmed' });
    expect(run.env.commitChange.inputs).toEqual([{ bookingId: booking.id, reasonId: 'sick' }]);
    run.actor.stop();
  });

  it('a refused cancel never shows as cancelled, nor tells the page anything changed; Back chooses again', async () => {
    const run = await start();
    run.actor.send({ type: 'reason.selected', reasonId: 'away' });
    run.actor.send({ type: 'change.requested' });
    run.env.validateChange.resolve({ ...refusedValidation, reasonKey: 'myPages.refusals.notChangeable' });
    await flush();
    expect(run.view()).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.notChangeable', result: null, canGoBack: true });
    run.actor.send({ type: 'change.confirmed' });
    expect(run.env.commitChange.inputs).toEqual([]);
    expect(run.env.announced).toBe(0);
    run.actor.send({ type: 'change.back' });
    expect(run.view()).toMatchObject({ step: 'choose', choice: { reasonId: 'away' } });
    run.actor.stop();
  });

  it('a refusal without a known key reads as "cannot be changed"', async () => {
    const run = await start();
    run.actor.send({ type: 'reason.selected', reasonId: 'away' });
    run.actor.send({ type: 'change.requested' });
    run.env.validateChange.resolve({ allowed: false, fee: 0, freeUntil: null, timeBankMinutes: 0 });
    await flush();
    expect(run.view().refusalKey).toBe('myPages.refusals.notChangeable');
    run.actor.stop();
  });

  it('the chart holds no client and no session: its calls are its actors', async () => {
    const run = await start();
    expect(Object.keys(run.actor.getSnapshot().context).sort()).toEqual(['bookingId', 'changesTo', 'choice', 'options', 'refusalKey', 'result', 'validation']);
    run.actor.stop();
  });
});
