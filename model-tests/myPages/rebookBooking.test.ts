import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ChangeValidation, CustomerBooking } from '../../api/contract/customer';
import { rebookBookingMachine } from '../../machines/myPages/rebookBooking/rebookBooking.machine';
import { selectRebookBooking, type RebookBookingSnapshot } from '../../machines/myPages/rebookBooking/rebookBooking.selectors';
import type { LoadRebookOptionsInput, RebookInput, RebookOptions } from '../../machines/myPages/rebookBooking/rebookBooking.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import {
  api,
  availability,
  badRequest,
  bookedVisit,
  freeValidation,
  freshAvailability,
  reasons,
  refusedValidation,
  sessionId,
  slotTaken,
  unauthorized,
  unavailable,
} from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof rebookBookingMachine;

interface Env {
  loadRebookOptions: ControllableActor<RebookOptions, LoadRebookOptionsInput>;
  validateRebook: ControllableActor<ChangeValidation, RebookInput>;
  rebookBooking: ControllableActor<CustomerBooking, RebookInput>;
  announced: number;
}

function arrange() {
  const env: Env = { loadRebookOptions: controllableActor(), validateRebook: controllableActor(), rebookBooking: controllableActor(), announced: 0 };
  const machine = rebookBookingMachine.provide({
    actors: { loadRebookOptions: env.loadRebookOptions.logic, validateRebook: env.validateRebook.logic, rebookBooking: env.rebookBooking.logic },
    actions: {
      announceChange: () => {
        env.announced += 1;
      },
    },
  });
  return { machine, env, controls: { loadRebookOptions: env.loadRebookOptions, validateRebook: env.validateRebook, rebookBooking: env.rebookBooking } };
}

const booking = bookedVisit();
const input = { api, sessionId, booking };
const slot = availability.slots[0]!;
const otherSlot = availability.slots[1]!;
const moved: CustomerBooking = { ...booking, startTime: otherSlot.startTime, endTime: otherSlot.endTime };
const view = (s: RebookBookingSnapshot) => selectRebookBooking(s);

function expectInvariants(s: RebookBookingSnapshot, env: Env): void {
  // A move is sent only for a time and reason the server validated first.
  if (env.rebookBooking.inputs.length > 0) expect(env.validateRebook.inputs.length).toBeGreaterThan(0);
  for (const sent of env.rebookBooking.inputs) expect(sent).toMatchObject({ sessionId, bookingId: booking.id });
  expect(env.announced).toBe(s.matches('rebooked') ? 1 : 0);
}

const call = (s: RebookBookingSnapshot) => ({ api, sessionId, bookingId: booking.id, reasonId: s.context.reasonId, time: s.context.slot?.startTime });

const assertions: StateAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: true, errorKey: null });
    expect(env.loadRebookOptions.inputs.at(-1)).toEqual({ api, sessionId, bookingId: booking.id });
  },
  loadFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: false, errorKey: 'common.errors.default' });
  },
  'choosing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', incomplete: false, calendarErrorKey: null, reasons });
    expect(view(s).availability).not.toBeNull();
  },
  'choosing.incomplete': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', incomplete: true });
    expect(s.context.slot === null || !reasons.some((r) => r.id === s.context.reasonId)).toBe(true);
  },
  'choosing.slotTaken': (s, env) => {
    expectInvariants(s, env);
    // The time is unchosen, and the calendar is the fresh one the 409 carried.
    expect(view(s)).toMatchObject({ step: 'choose', calendarErrorKey: 'myPages.refusals.slotTaken', slot: null, availability: freshAvailability });
  },
  validating: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', busy: true });
    expect(env.validateRebook.inputs.at(-1)).toEqual(call(s));
  },
  validationFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', errorKey: 'common.errors.default' });
  },
  confirming: (s, env) => {
    expectInvariants(s, env);
    expect(s.context.validation?.allowed).toBe(true);
    expect(view(s)).toMatchObject({ step: 'confirm', busy: false, freeUntil: s.context.validation?.freeUntil });
  },
  rebooking: (s, env) => {
    expectInvariants(s, env);
    expect(s.context.validation?.allowed).toBe(true);
    expect(view(s)).toMatchObject({ step: 'confirm', busy: true });
    expect(env.rebookBooking.inputs.at(-1)).toEqual(call(s));
  },
  rebookFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirm', errorKey: 'common.errors.default' });
  },
  refused: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).refusalKey).toMatch(/^myPages\.refusals\./);
    expect(view(s).result).toBeNull();
  },
  rebooked: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'rebooked', result: moved });
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
  },
};

const events = [
  { type: 'reason.selected', reasonId: 'sick' },
  { type: 'slot.selected', slot },
  { type: 'xstate.done.actor.loadRebookOptions', output: { reasons, availability } },
  { type: 'xstate.error.actor.loadRebookOptions', error: unavailable() },
  { type: 'xstate.error.actor.loadRebookOptions', error: unauthorized() },
  { type: 'xstate.done.actor.validateRebook', output: freeValidation },
  { type: 'xstate.done.actor.validateRebook', output: refusedValidation },
  { type: 'xstate.error.actor.validateRebook', error: unavailable() },
  { type: 'xstate.error.actor.validateRebook', error: unauthorized() },
  { type: 'xstate.error.actor.validateRebook', error: badRequest('query.time', 'slotUnavailable') },
  { type: 'xstate.done.actor.rebookBooking', output: moved },
  { type: 'xstate.error.actor.rebookBooking', error: slotTaken() },
  { type: 'xstate.error.actor.rebookBooking', error: unavailable() },
  { type: 'xstate.error.actor.rebookBooking', error: unauthorized() },
  { type: 'xstate.error.actor.rebookBooking', error: badRequest('body.time', 'myPages.refusals.rebookTooLate') },
];

describeModel('rebookBooking model', {
  machine: rebookBookingMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a booked visit', input, events }],
});

describe('rebookBooking pinned', () => {
  it('a taken time sends the customer back to the fresh calendar, and the next move sends the new time', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.loadRebookOptions.resolve({ reasons, availability });
    await flush();
    actor.send({ type: 'rebook.confirmed' });
    actor.send({ type: 'reason.selected', reasonId: 'sick' });
    actor.send({ type: 'slot.selected', slot });
    actor.send({ type: 'rebook.requested' });
    env.validateRebook.resolve(freeValidation);
    await flush();
    actor.send({ type: 'rebook.confirmed' });
    env.rebookBooking.reject(slotTaken());
    await flush();
    expect(selectRebookBooking(actor.getSnapshot())).toMatchObject({ step: 'choose', slot: null, availability: freshAvailability, reasonId: 'sick' });
    actor.send({ type: 'rebook.confirmed' });
    expect(env.rebookBooking.inputs).toHaveLength(1);
    actor.send({ type: 'slot.selected', slot: otherSlot });
    expect(selectRebookBooking(actor.getSnapshot()).calendarErrorKey).toBeNull();
    actor.send({ type: 'rebook.requested' });
    env.validateRebook.resolve(freeValidation);
    await flush();
    actor.send({ type: 'rebook.confirmed' });
    expect(env.rebookBooking.inputs.at(-1)?.time).toBe(otherSlot.startTime);
    env.rebookBooking.resolve(moved);
    await flush();
    expect(selectRebookBooking(actor.getSnapshot()).step).toBe('rebooked');
    expect(env.announced).toBe(1);
    actor.stop();
  });
});
