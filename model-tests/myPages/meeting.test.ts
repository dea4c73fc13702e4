import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Availability } from '../../api/contract/booking';
import { meetingMachine } from '../../machines/myPages/meeting/meeting.machine';
import { selectMeeting, type MeetingSnapshot } from '../../machines/myPages/meeting/meeting.selectors';
import type { LoadMeetingInput, LoadMeetingSlotsInput, Meeting, RescheduleInput } from '../../machines/myPages/meeting/meeting.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { DONE_MEETING, MEETING, MOVED_MEETING } from './fixtures';
import { availability, badRequest, homeVisit, unauthorized, unavailable } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof meetingMachine;

interface Env {
  loadMeeting: ControllableActor<Meeting, LoadMeetingInput>;
  loadMeetingSlots: ControllableActor<Availability, LoadMeetingSlotsInput>;
  rescheduleMeeting: ControllableActor<Meeting, RescheduleInput>;
  cancelMeeting: ControllableActor<void, LoadMeetingInput>;
  announced: number;
}

function arrange() {
  const env: Env = {
    loadMeeting: controllableActor(),
    loadMeetingSlots: controllableActor(),
    rescheduleMeeting: controllableActor(),
    cancelMeeting: controllableActor(),
    announced: 0,
  };
  const machine = meetingMachine.provide({
    actors: {
      loadMeeting: env.loadMeeting.logic,
      loadMeetingSlots: env.loadMeetingSlots.logic,
      rescheduleMeeting: env.rescheduleMeeting.logic,
      cancelMeeting: env.cancelMeeting.logic,
    },
    actions: {
      announceChange: () => {
        env.announced += 1;
      },
    },
  });
  const { announced: _, ...controls } = env;
  return { machine, env, controls };
}

const booking = homeVisit();
const input = { booking };
const slot = availability.slots[1]!;
const view = (s: MeetingSnapshot) => selectMeeting(s);

function expectInvariants(s: MeetingSnapshot, env: Env): void {
  // Changes only to a booked meeting; the page is told once per change.
  for (const sent of env.rescheduleMeeting.inputs) expect(sent).toMatchObject({ meetingId: booking.id, postalCode: '11122', flow: 'rfp' });
  expect(env.announced).toBe(s.matches('rescheduled') || s.matches('cancelled') ? 1 : 0);
}

const assertions: StateAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: true });
    expect(env.loadMeeting.inputs.at(-1)).toEqual({ meetingId: booking.id });
  },
  loadFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', errorKey: 'common.errors.default' });
  },
  ready: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'ready', meeting: s.context.meeting, canChange: s.context.meeting?.status === 'booked' });
  },
  loadingSlots: (s, env) => {
    expectInvariants(s, env);
    expect(s.context.meeting?.status).toBe('booked');
    expect(view(s)).toMatchObject({ step: 'choose', busy: true });
    expect(env.loadMeetingSlots.inputs.at(-1)).toEqual({ postalCode: '11122', flow: 'rfp' });
  },
  slotsFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', errorKey: 'common.errors.default' });
  },
  'choosing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'choose', availability, missingSlot: false, errorKey: null, refusalKey: null });
  },
  'choosing.missingSlot': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ missingSlot: true, slot: null });
  },
  'choosing.refused': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).refusalKey).toBe('myPages.refusals.slotUnavailable');
  },
  'choosing.failed': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).errorKey).toBe('common.errors.default');
  },
  rescheduling: (s, env) => {
    expectInvariants(s, env);
    expect(env.rescheduleMeeting.inputs.at(-1)).toEqual({ meetingId: booking.id, postalCode: '11122', flow: 'rfp', startTime: s.context.slot?.startTime });
  },
  rescheduled: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'rescheduled', meeting: MOVED_MEETING });
  },
  'confirmingCancel.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirmCancel', errorKey: null });
  },
  'confirmingCancel.failed': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirmCancel', errorKey: 'common.errors.default' });
  },
  cancelling: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirmCancel', busy: true });
    expect(env.cancelMeeting.inputs.at(-1)).toEqual({ meetingId: booking.id });
  },
  cancelled: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('cancelled');
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
  },
};

const events = [
  { type: 'slot.selected', slot },
  { type: 'xstate.done.actor.loadMeeting', output: MEETING },
  { type: 'xstate.done.actor.loadMeeting', output: DONE_MEETING },
  { type: 'xstate.error.actor.loadMeeting', error: unavailable() },
  { type: 'xstate.error.actor.loadMeeting', error: unauthorized() },
  { type: 'xstate.done.actor.loadMeetingSlots', output: availability },
  { type: 'xstate.error.actor.loadMeetingSlots', error: unavailable() },
  { type: 'xstate.error.actor.loadMeetingSlots', error: unauthorized() },
  { type: 'xstate.done.actor.rescheduleMeeting', output: MOVED_MEETING },
  { type: 'xstate.error.actor.rescheduleMeeting', error: badRequest('body.startTime', 'slotUnavailable') },
  { type: 'xstate.error.actor.rescheduleMeeting', error: unavailable() },
  { type: 'xstate.error.actor.rescheduleMeeting', error: unauthorized() },
  { type: 'xstate.done.actor.cancelMeeting', output: undefined },
  { type: 'xstate.error.actor.cancelMeeting', error: unavailable() },
  { type: 'xstate.error.actor.cancelMeeting', error: unauthorized() },
];

describeModel('meeting model', {
  machine: meetingMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a home visit', input, events }],
});

describe('meeting pinned', () => {
  it('a home visit that is done cannot be moved or cancelled', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    env.loadMeeting.resolve(DONE_MEETING);
    await flush();
    actor.send({ type: 'reschedule.opened' });
    actor.send({ type: 'cancel.opened' });
    actor.send({ type: 'cancel.confirmed' });
    expect(selectMeeting(actor.getSnapshot())).toMatchObject({ step: 'ready', canChange: false });
    expect(env.cancelMeeting.inputs).toEqual([]);
    actor.stop();
  });
});
