import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ChangeValidation } from '../../api/contract/customer';
import { cancelBookingMachine } from '../../machines/myPages/cancelBooking/cancelBooking.machine';
import { selectCancelBooking, type CancelBookingSnapshot } from '../../machines/myPages/cancelBooking/cancelBooking.selectors';
import type { CancelInput, CancelResult, LoadReasonsInput, Reason, ValidateCancelInput } from '../../machines/myPages/cancelBooking/cancelBooking.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import {
  api,
  bookedVisit,
  conflict,
  feeValidation,
  freeValidation,
  reasons,
  refusedValidation,
  sessionId,
  unauthorized,
  unavailable,
} from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof cancelBookingMachine;

interface Env {
  loadCancelReasons: ControllableActor<Reason[], LoadReasonsInput>;
  validateCancel: ControllableActor<ChangeValidation, ValidateCancelInput>;
  cancelBooking: ControllableActor<CancelResult, CancelInput>;
  announced: number;
}

function arrange() {
  const env: Env = {
    loadCancelReasons: controllableActor(),
    validateCancel: controllableActor(),
    cancelBooking: controllableActor(),
    announced: 0,
  };
  const machine = cancelBookingMachine.provide({
    actors: { loadCancelReasons: env.loadCancelReasons.logic, validateCancel: env.validateCancel.logic, cancelBooking: env.cancelBooking.logic },
    actions: {
      announceChange: () => {
        env.announced += 1;
      },
    },
  });
  return { machine, env, controls: { loadCancelReasons: env.loadCancelReasons, validateCancel: env.validateCancel, cancelBooking: env.cancelBooking } };
}

const booking = bookedVisit();
const input = { api, sessionId, booking };

/** Nothing is cancelled unless the server allowed it for the reason sent; the page is told only once cancelled. */
function expectInvariants(snapshot: CancelBookingSnapshot, env: Env): void {
  for (const sent of env.cancelBooking.inputs) {
    expect(sent).toMatchObject({ sessionId, bookingId: booking.id });
    expect(reasons.map((r) => r.id)).toContain(sent.reasonId);
  }
  if (env.cancelBooking.inputs.length > 0) expect(env.validateCancel.inputs.length).toBeGreaterThan(0);
  expect(env.announced).toBe(snapshot.matches('cancelled') ? 1 : 0);
  if (!snapshot.matches('cancelled')) expect(selectCancelBooking(snapshot).result).toBeNull();
}

const view = (snapshot: CancelBookingSnapshot) => selectCancelBooking(snapshot);

const assertions: StateAssertions<Machine, Env> = {
  loadingReasons: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: true, errorKey: null });
    expect(env.loadCancelReasons.inputs.at(-1)).toEqual({ api, sessionId });
  },
  loadFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: false, errorKey: 'common.errors.default' });
  },
  'choosing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', reasons, missingReason: false, errorKey: null, canConfirm: false });
  },
  'choosing.missingReason': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', missingReason: true });
    expect(s.context.reasonId === null || !reasons.some((r) => r.id === s.context.reasonId)).toBe(true);
  },
  validating: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', busy: true, canConfirm: false });
    expect(env.validateCancel.inputs.at(-1)).toEqual({ api, sessionId, bookingId: booking.id, reasonId: s.context.reasonId });
  },
  validationFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', errorKey: 'common.errors.default', canConfirm: false });
  },
  confirming: (s, env) => {
    expectInvariants(s, env);
    expect(s.context.validation?.allowed).toBe(true);
    const shown = view(s);
    expect(shown).toMatchObject({ step: 'confirm', canConfirm: true, busy: false, fee: s.context.validation?.fee });
    expect(shown.timeBankMinutes).toBe(s.context.validation?.timeBankMinutes);
  },
  cancelling: (s, env) => {
    expectInvariants(s, env);
    expect(s.context.validation?.allowed).toBe(true);
    expect(view(s)).toMatchObject({ step: 'confirm', busy: true, canConfirm: false });
    expect(env.cancelBooking.inputs.at(-1)).toEqual({ api, sessionId, bookingId: booking.id, reasonId: s.context.reasonId });
  },
  cancelFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirm', errorKey: 'common.errors.default', canConfirm: false });
  },
  refused: (s, env) => {
    expectInvariants(s, env);
    const shown = view(s);
    expect(shown.step).toBe('refused');
    expect(shown.refusalKey).toMatch(/^myPages\.refusals\./);
    expect(shown.result).toBeNull();
  },
  cancelled: (s, env) => {
    expectInvariants(s, env);
    expect(s.context.validation?.allowed).toBe(true);
    expect(view(s)).toMatchObject({ step: 'cancelled', result: s.context.result });
    expect(s.context.result).not.toBeNull();
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'ended', busy: false });
  },
};

const events = [
  { type: 'reason.selected', reasonId: 'sick' },
  { type: 'reason.selected', reasonId: 'unknown' },
  { type: 'xstate.done.actor.loadCancelReasons', output: reasons },
  { type: 'xstate.error.actor.loadCancelReasons', error: unavailable() },
  { type: 'xstate.error.actor.loadCancelReasons', error: unauthorized() },
  { type: 'xstate.done.actor.validateCancel', output: freeValidation },
  { type: 'xstate.done.actor.validateCancel', output: { ...refusedValidation, reasonKey: 'myPages.refusals.notChangeable' } },
  { type: 'xstate.error.actor.validateCancel', error: unavailable() },
  { type: 'xstate.error.actor.validateCancel', error: unauthorized() },
  { type: 'xstate.error.actor.validateCancel', error: conflict('myPages.refusals.unknownReason') },
  { type: 'xstate.done.actor.cancelBooking', output: { fee: 0, timeBankMinutes: 180 } },
  { type: 'xstate.error.actor.cancelBooking', error: unavailable() },
  { type: 'xstate.error.actor.cancelBooking', error: unauthorized() },
  { type: 'xstate.error.actor.cancelBooking', error: conflict('notChangeable') },
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
    env.loadCancelReasons.resolve(reasons);
    await flush();
    return { actor, env, view: () => selectCancelBooking(actor.getSnapshot()) };
  }

  it('never cancels before the server allowed it: confirm is ignored until validation said yes', async () => {
    const run = await start();
    run.actor.send({ type: 'cancel.confirmed' });
    run.actor.send({ type: 'reason.selected', reasonId: 'sick' });
    run.actor.send({ type: 'cancel.confirmed' });
    run.actor.send({ type: 'cancel.requested' });
    run.actor.send({ type: 'cancel.confirmed' });
    expect(run.env.cancelBooking.inputs).toEqual([]);
    run.env.validateCancel.resolve(feeValidation);
    await flush();
    expect(run.view()).toMatchObject({ step: 'confirm', fee: 50000, freeUntil: null, canConfirm: true });
    run.actor.send({ type: 'cancel.confirmed' });
    expect(run.env.cancelBooking.inputs).toHaveLength(1);
    run.actor.stop();
  });

  it('a refused cancel never shows as cancelled, nor tells the page anything changed', async () => {
    const run = await start();
    run.actor.send({ type: 'reason.selected', reasonId: 'away' });
    run.actor.send({ type: 'cancel.requested' });
    run.env.validateCancel.resolve({ ...refusedValidation, reasonKey: 'myPages.refusals.notChangeable' });
    await flush();
    expect(run.view()).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.notChangeable', result: null });
    run.actor.send({ type: 'cancel.confirmed' });
    expect(run.env.cancelBooking.inputs).toEqual([]);
    expect(run.env.announced).toBe(0);
    run.actor.stop();
  });

  it('a refusal without a known key reads as "cannot be changed"', async () => {
    const run = await start();
    run.actor.send({ type: 'reason.selected', reasonId: 'away' });
    run.actor.send({ type: 'cancel.requested' });
    run.env.validateCancel.resolve({ allowed: false, fee: 0, freeUntil: null, timeBankMinutes: 0 });
    await flush();
    expect(run.view().refusalKey).toBe('myPages.refusals.notChangeable');
    run.actor.stop();
  });
});
