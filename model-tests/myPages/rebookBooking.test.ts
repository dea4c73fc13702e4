import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { selectBookingChange } from '../../machines/myPages/bookingChange/bookingChange.selectors';
import { rebookBookingMachine } from '../../machines/myPages/rebookBooking/rebookBooking.machine';
import type { RebookOptions, RebookRequest, RebookResult } from '../../machines/myPages/rebookBooking/rebookBooking.types';
import { flush } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { arrangeChange, expectChangeFlow, type ChangeEnv, type ChangeSpec } from './bookingChange.support';
import { MOVED, REBOOK_CALL_EVENTS } from './fixtures';
import { availability, bookedVisit, freeValidation, freshAvailability, reasons, slotTaken } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof rebookBookingMachine;
type Snapshot = SnapshotFrom<Machine>;
type Env = ChangeEnv<RebookOptions, RebookRequest, RebookResult>;

const arrange = () => arrangeChange<Machine, RebookOptions, RebookRequest, RebookResult>(rebookBookingMachine);

const booking = bookedVisit();
const input = { booking };
const options: RebookOptions = { reasons, availability };
const slot = availability.slots[0]!;
const otherSlot = availability.slots[1]!;
const moved = MOVED;
const view = (s: Snapshot) => selectBookingChange(s);

/** Validation and move are sent the booking, the reason and the new start. */
const spec: ChangeSpec<Snapshot> = {
  confirms: true,
  refusalsAreFinal: false,
  bookingId: booking.id,
  request: (s) => ({ bookingId: booking.id, reasonId: s.context.choice.reasonId, time: s.context.choice.slot?.startTime }),
};

const flow = (s: Snapshot, env: Env) => expectChangeFlow(s, env as never, env.announced, spec);

const assertions: StateAssertions<Machine, Env> = {
  loading: flow,
  loadFailed: flow,
  'choosing.idle': (s, env) => {
    flow(s, env);
    expect(view(s)).toMatchObject({ incomplete: false, lostKey: null, options: { reasons } });
    expect(view(s).options?.availability).toBeDefined();
  },
  'choosing.incomplete': (s, env) => {
    flow(s, env);
    expect(view(s)).toMatchObject({ incomplete: true, lostKey: null });
    expect(s.context.choice.slot === null || !reasons.some((r) => r.id === s.context.choice.reasonId)).toBe(true);
  },
  'choosing.lost': (s, env) => {
    flow(s, env);
    // The time is unchosen, and the calendar is the fresh one the 409 carried.
    expect(view(s)).toMatchObject({ lostKey: 'myPages.refusals.slotTaken', choice: { slot: null }, options: { availability: freshAvailability } });
  },
  validating: flow,
  validationFailed: flow,
  confirming: (s, env) => {
    flow(s, env);
    expect(view(s).freeUntil).toBe(s.context.validation?.freeUntil);
  },
  committing: flow,
  commitFailed: flow,
  refused: flow,
  done: (s, env) => {
    flow(s, env);
    expect(view(s).result).toEqual(moved);
  },
  ended: flow,
};

const events = [{ type: 'reason.selected', reasonId: 'sick' }, { type: 'slot.selected', slot }, ...REBOOK_CALL_EVENTS];

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
    const shown = () => selectBookingChange(actor.getSnapshot());
    env.loadOptions.resolve(options);
    await flush();
    actor.send({ type: 'change.confirmed' });
    actor.send({ type: 'reason.selected', reasonId: 'sick' });
    actor.send({ type: 'slot.selected', slot });
    actor.send({ type: 'change.requested' });
    env.validateChange.resolve(freeValidation);
    await flush();
    actor.send({ type: 'change.confirmed' });
    env.commitChange.reject(slotTaken());
    await flush();
    expect(shown()).toMatchObject({ step: 'choose', choice: { slot: null, reasonId: 'sick' }, options: { availability: freshAvailability } });
    actor.send({ type: 'change.confirmed' });
    expect(env.commitChange.inputs).toHaveLength(1);
    // Choosing a reason keeps the message about the taken time; choosing a time clears it.
    actor.send({ type: 'reason.selected', reasonId: 'away' });
    expect(shown().lostKey).toBe('myPages.refusals.slotTaken');
    actor.send({ type: 'slot.selected', slot: otherSlot });
    expect(shown().lostKey).toBeNull();
    actor.send({ type: 'change.requested' });
    env.validateChange.resolve(freeValidation);
    await flush();
    actor.send({ type: 'change.confirmed' });
    expect(env.commitChange.inputs.at(-1)).toEqual({ bookingId: booking.id, reasonId: 'away', time: otherSlot.startTime });
    env.commitChange.resolve(moved);
    await flush();
    expect(shown().step).toBe('done');
    expect(env.announced).toBe(1);
    actor.stop();
  });
});
