import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { CustomerBookingDetail } from '../../api/contract/customer';
import { bookingDetailMachine } from '../../machines/myPages/bookingDetail/bookingDetail.machine';
import { allowedChanges } from '../../machines/myPages/bookingDetail/bookingDetail.rules';
import { selectBookingDetail, type BookingDetailSnapshot } from '../../machines/myPages/bookingDetail/bookingDetail.selectors';
import type { LoadBookingInput } from '../../machines/myPages/bookingDetail/bookingDetail.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { bookedVisit, doneVisit, homeVisit, notFound, unauthorized, unavailable } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof bookingDetailMachine;

interface Env {
  loadBooking: ControllableActor<CustomerBookingDetail, LoadBookingInput>;
  /** The change flows started, by name, with the booking they were given. */
  flows: Array<{ flow: string; booking: CustomerBookingDetail }>;
}

/** A change flow stands in as a chart that only records its input (each flow has its own model test). */
function fakeFlow(env: Env, flow: string) {
  return createMachine({
    types: {} as { input: { booking: CustomerBookingDetail }; context: { booking: CustomerBookingDetail } },
    id: `fake-${flow}`,
    context: ({ input }) => ({ booking: input.booking }),
    entry: ({ context }) => {
      env.flows.push({ flow, booking: context.booking });
    },
  });
}

function arrange() {
  const env: Env = { loadBooking: controllableActor(), flows: [] };
  const machine = bookingDetailMachine.provide({
    actors: {
      loadBooking: env.loadBooking.logic,
      cancelFlow: fakeFlow(env, 'cancel'),
      rebookFlow: fakeFlow(env, 'rebook'),
      rateFlow: fakeFlow(env, 'rate'),
      noteFlow: fakeFlow(env, 'note'),
      meetingFlow: fakeFlow(env, 'meeting'),
    } as never,
  });
  return { machine, env, controls: { loadBooking: env.loadBooking, refreshBooking: env.loadBooking } };
}

const input = { bookingId: 'bk-1' };
const view = (s: BookingDetailSnapshot) => selectBookingDetail(s);

function expectLoadedWith(env: Env): void {
  for (const sent of env.loadBooking.inputs) expect(sent).toEqual({ bookingId: 'bk-1' });
}

/** A flow is open only when the booking allows that change. */
function expectFlow(s: BookingDetailSnapshot, env: Env, flow: 'cancel' | 'rebook' | 'rate' | 'note' | 'meeting'): void {
  expectLoadedWith(env);
  expect(view(s).flow).toBe(flow);
  expect(allowedChanges(s.context.booking)[flow] || env.flows.length > 0).toBe(true);
  expect(s.children[flow]).toBeDefined();
}

const assertions: StateAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectLoadedWith(env);
    expect(view(s)).toMatchObject({ status: 'loading', booking: null, flow: null });
  },
  failed: (s, env) => {
    expectLoadedWith(env);
    expect(view(s)).toMatchObject({ status: 'failed', booking: null });
  },
  notFound: (s, env) => {
    expectLoadedWith(env);
    expect(view(s)).toMatchObject({ status: 'notFound', booking: null, flow: null });
  },
  ended: (s, env) => {
    expectLoadedWith(env);
    expect(view(s).status).toBe('ended');
  },
  'ready.flow.viewing': (s, env) => {
    expectLoadedWith(env);
    expect(view(s)).toMatchObject({ status: 'ready', flow: null, allowed: allowedChanges(s.context.booking) });
    expect(s.context.booking).not.toBeNull();
  },
  'ready.flow.cancelling': (s, env) => expectFlow(s, env, 'cancel'),
  'ready.flow.rebooking': (s, env) => expectFlow(s, env, 'rebook'),
  'ready.flow.rating': (s, env) => expectFlow(s, env, 'rate'),
  'ready.flow.noting': (s, env) => expectFlow(s, env, 'note'),
  'ready.flow.changingMeeting': (s, env) => expectFlow(s, env, 'meeting'),
  'ready.data.current': (s) => {
    expect(view(s)).toMatchObject({ refreshing: false, staleKey: null });
  },
  'ready.data.refreshing': (s, env) => {
    expect(view(s)).toMatchObject({ refreshing: true, staleKey: null });
    expect(env.loadBooking.pendingCount()).toBeGreaterThan(0);
  },
  'ready.data.stale': (s) => {
    expect(view(s)).toMatchObject({ refreshing: false, staleKey: 'common.errors.default' });
    expect(s.context.booking).not.toBeNull();
  },
};

const cancelled = bookedVisit({ status: 'cancelled', canCancel: false, canRebook: false, canNote: false, cancelledAt: '2026-11-20T10:00:00.000Z', cancelFee: 0 });
const events = [
  { type: 'xstate.done.actor.loadBooking', output: bookedVisit() },
  { type: 'xstate.done.actor.loadBooking', output: doneVisit() },
  { type: 'xstate.done.actor.loadBooking', output: homeVisit() },
  { type: 'xstate.error.actor.loadBooking', error: notFound() },
  { type: 'xstate.error.actor.loadBooking', error: unavailable() },
  { type: 'xstate.error.actor.loadBooking', error: unauthorized() },
  { type: 'xstate.done.actor.refreshBooking', output: cancelled },
  { type: 'xstate.error.actor.refreshBooking', error: unavailable() },
  { type: 'xstate.error.actor.refreshBooking', error: unauthorized() },
  { type: 'language.changed' },
];

describeModel('bookingDetail model', {
  machine: bookingDetailMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: "Anna's booking", input, events }],
});

describe('bookingDetail pinned', () => {
  async function start(booking: CustomerBookingDetail) {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.loadBooking.resolve(booking);
    await flush();
    return { actor, env };
  }

  it('opens only the changes the booking allows', async () => {
    const done = await start(doneVisit());
    for (const type of ['cancel.opened', 'rebook.opened', 'note.opened', 'meeting.opened'] as const) done.actor.send({ type });
    expect(selectBookingDetail(done.actor.getSnapshot()).flow).toBeNull();
    done.actor.send({ type: 'rate.opened' });
    expect(selectBookingDetail(done.actor.getSnapshot()).flow).toBe('rate');
    done.actor.stop();

    const home = await start(homeVisit());
    for (const type of ['cancel.opened', 'rebook.opened', 'note.opened', 'rate.opened'] as const) home.actor.send({ type });
    expect(selectBookingDetail(home.actor.getSnapshot()).flow).toBeNull();
    home.actor.send({ type: 'meeting.opened' });
    expect(selectBookingDetail(home.actor.getSnapshot()).flow).toBe('meeting');
    home.actor.stop();
  });

  it('a change reads the booking again while the flow stays open with its confirmation', async () => {
    const run = await start(bookedVisit());
    run.actor.send({ type: 'cancel.opened' });
    expect(run.env.flows).toEqual([{ flow: 'cancel', booking: bookedVisit() }]);
    run.actor.send({ type: 'booking.changed' });
    expect(selectBookingDetail(run.actor.getSnapshot())).toMatchObject({ flow: 'cancel', refreshing: true });
    run.env.loadBooking.resolve(cancelled);
    await flush();
    expect(selectBookingDetail(run.actor.getSnapshot())).toMatchObject({ flow: 'cancel', refreshing: false, booking: cancelled });
    run.actor.send({ type: 'flow.closed' });
    expect(selectBookingDetail(run.actor.getSnapshot())).toMatchObject({ flow: null, allowed: { cancel: false, rebook: false, note: false } });
    expect(run.env.loadBooking.inputs).toHaveLength(2);
    run.actor.stop();
  });
});
