import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Availability } from '../../api/contract/booking';
import type { Locale } from '../../i18n/locales';
import { meetingMachine } from '../../machines/myPages/meeting/meeting.machine';
import { selectMeeting, type MeetingSnapshot } from '../../machines/myPages/meeting/meeting.selectors';
import type { LoadMeetingInput, LoadMeetingSlotsInput, Meeting, RescheduleInput } from '../../machines/myPages/meeting/meeting.types';
import { MeetingPanel } from '../../ui/myPages/booking/MeetingPanel';
import { DONE_MEETING, MEETING, MOVED_MEETING } from '../myPages/fixtures';
import { availability, badRequest, homeVisit, unauthorized, unavailable } from '../myPages/myPages.support';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import { settle, type EventExecutors, type StepInfo, type ViewAssertions } from '../support/viewModel';
import {
  COMMON,
  buttonIn,
  buttonNames,
  changesTold,
  describePanelModel,
  expectCloses,
  expectFailure,
  expectFocus,
  expectFrame,
  expectNoAlert,
  expectRefusal,
  press,
  renderPanel,
  screenKeyBy,
  settlesEach,
  slotButton,
  type PanelEnv,
} from './panels.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof meetingMachine;

interface Env extends PanelEnv {
  loadMeeting: ControllableActor<Meeting, LoadMeetingInput>;
  loadMeetingSlots: ControllableActor<Availability, LoadMeetingSlotsInput>;
  rescheduleMeeting: ControllableActor<Meeting, RescheduleInput>;
  cancelMeeting: ControllableActor<void, LoadMeetingInput>;
}

const booking = homeVisit();
const input = { booking };
const friday = availability.slots[1]!;

const render = (locale: Locale): Env =>
  renderPanel(meetingMachine, input, MeetingPanel, locale, {
    loadMeeting: controllableActor<Meeting, LoadMeetingInput>(),
    loadMeetingSlots: controllableActor<Availability, LoadMeetingSlotsInput>(),
    rescheduleMeeting: controllableActor<Meeting, RescheduleInput>(),
    cancelMeeting: controllableActor<void, LoadMeetingInput>(),
  });

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Change the home visit',
    moveTitle: 'Move the home visit',
    cancelTitle: 'Cancel the home visit',
    loading: 'Loading…',
    loadingSlots: 'Loading free times…',
    moving: 'Moving…',
    cancelling: 'Cancelling…',
    move: 'Move the home visit',
    cancel: 'Cancel the home visit',
    moveConfirm: 'Move to this time',
    cancelConfirm: 'Yes, cancel the home visit',
    cancelText: 'Cancelling the home visit is free of charge.',
    missingSlot: 'Please choose a new time.',
    notChangeable: 'This home visit can no longer be changed.',
    rescheduled: 'Your home visit is moved to Friday 4 December, 08:00–11:00.',
    cancelled: 'Your home visit is cancelled.',
  },
  sv: {
    ...COMMON.sv,
    title: 'Ändra hembesöket',
    moveTitle: 'Flytta hembesöket',
    cancelTitle: 'Avboka hembesöket',
    loading: 'Hämtar…',
    loadingSlots: 'Hämtar lediga tider…',
    moving: 'Flyttar…',
    cancelling: 'Avbokar…',
    move: 'Flytta hembesöket',
    cancel: 'Avboka hembesöket',
    moveConfirm: 'Flytta till den här tiden',
    cancelConfirm: 'Ja, avboka hembesöket',
    cancelText: 'Det är kostnadsfritt att avboka hembesöket.',
    missingSlot: 'Välj en ny tid.',
    notChangeable: 'Det här hembesöket kan inte längre ändras.',
    rescheduled: 'Ditt hembesök är flyttat till fredag 4 december, 08:00–11:00.',
    cancelled: 'Ditt hembesök är avbokat.',
  },
};

const panel = () => screen.getByTestId('meeting-panel');
const text = (env: Env) => TEXT[env.locale];

const executors = {
  'reschedule.opened': (_, env) => press(buttonIn(panel(), text(env).move)),
  'cancel.opened': (_, env) => press(buttonIn(panel(), text(env).cancel)),
  'slot.selected': ({ slot }) => press(slotButton(panel(), availability.slots, slot.startTime)),
  'reschedule.requested': (_, env) => press(buttonIn(panel(), text(env).moveConfirm)),
  'cancel.confirmed': (_, env) => press(buttonIn(panel(), text(env).cancelConfirm)),
  'flow.back': (_, env) => press(buttonIn(panel(), text(env).back)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('loadMeeting', 'loadMeetingSlots', 'rescheduleMeeting', 'cancelMeeting');

const screenKey = screenKeyBy(selectMeeting);

/** On every screen: the heading of the step, the focus, changes only to a booked home visit, the page told once changed. */
function expectPanel(s: MeetingSnapshot, env: Env, step: StepInfo<Machine>): void {
  const view = selectMeeting(s);
  const title = view.step === 'choose' ? text(env).moveTitle : view.step === 'confirmCancel' || view.step === 'cancelled' ? text(env).cancelTitle : text(env).title;
  expectFrame(panel(), view, title, env);
  expectFocus<Machine>(panel(), step, screenKey);
  for (const sent of env.rescheduleMeeting.inputs) expect(sent).toMatchObject({ meetingId: booking.id, postalCode: '11122', flow: 'rfp' });
  expect(changesTold(env)).toBe(s.matches('rescheduled') || s.matches('cancelled') ? 1 : 0);
}

/** The calendar of home-visit times with the chosen one pressed, Move and Back. */
function expectCalendar(s: MeetingSnapshot, env: Env): void {
  for (const slot of availability.slots) {
    expect(slotButton(panel(), availability.slots, slot.startTime)).toHaveAttribute('aria-pressed', String(s.context.slot?.startTime === slot.startTime));
  }
  expect(buttonNames(panel()).slice(-2)).toEqual([text(env).moveConfirm, text(env).back]);
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).loading);
    expectNoAlert(panel());
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expect(env.loadMeeting.inputs.at(-1)).toEqual({ meetingId: booking.id });
  },
  loadFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, text(env).retry);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).close]);
  },
  ready: (s, env, step) => {
    expectPanel(s, env, step);
    expectNoAlert(panel());
    if (s.context.meeting?.status === 'booked') {
      expect(buttonNames(panel())).toEqual([text(env).move, text(env).cancel, text(env).close]);
    } else {
      expect(panel()).toHaveTextContent(text(env).notChangeable);
      expect(buttonNames(panel())).toEqual([text(env).close]);
      expectCloses(panel(), text(env).close, env);
    }
  },
  loadingSlots: (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).loadingSlots);
    expect(within(panel()).queryByTestId('availability-calendar')).toBeNull();
    expect(env.loadMeetingSlots.inputs.at(-1)).toEqual({ postalCode: '11122', flow: 'rfp' });
  },
  slotsFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, text(env).retry);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).back]);
  },
  'choosing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expectCalendar(s, env);
    expect(within(panel()).queryByRole('alert')).toBeNull();
  },
  'choosing.missingSlot': (s, env, step) => {
    expectPanel(s, env, step);
    expectCalendar(s, env);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).missingSlot);
  },
  'choosing.refused': (s, env, step) => {
    expectPanel(s, env, step);
    expectCalendar(s, env);
    // The server's reason in words: a full time, or one at another postal code.
    expectRefusal(panel(), env.locale, s.context.refusalKey);
  },
  'choosing.failed': (s, env, step) => {
    expectPanel(s, env, step);
    expectCalendar(s, env);
    // Moving again is the retry.
    expectFailure(panel(), text(env).error, null);
  },
  rescheduling: (s, env, step) => {
    expectPanel(s, env, step);
    expectCalendar(s, env);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).moving);
    expect(buttonIn(panel(), text(env).moveConfirm)).toHaveAttribute('aria-disabled', 'true');
    expect(env.rescheduleMeeting.inputs.at(-1)).toMatchObject({ startTime: s.context.slot?.startTime });
  },
  rescheduled: (s, env, step) => {
    expectPanel(s, env, step);
    const done = within(panel()).getByTestId('meeting-rescheduled');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(text(env).rescheduled);
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expectCloses(panel(), text(env).close, env);
  },
  'confirmingCancel.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expect(panel()).toHaveTextContent(text(env).cancelText);
    expectNoAlert(panel());
    expect(buttonNames(panel())).toEqual([text(env).cancelConfirm, text(env).back]);
  },
  'confirmingCancel.failed': (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, null);
    expect(buttonNames(panel())).toEqual([text(env).cancelConfirm, text(env).back]);
  },
  cancelling: (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).cancelling);
    expect(buttonIn(panel(), text(env).cancelConfirm)).toHaveAttribute('aria-disabled', 'true');
    expect(env.cancelMeeting.inputs.at(-1)).toEqual({ meetingId: booking.id });
  },
  cancelled: (s, env, step) => {
    expectPanel(s, env, step);
    const done = within(panel()).getByTestId('meeting-cancelled');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(text(env).cancelled);
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expectCloses(panel(), text(env).close, env);
  },
  ended: (s, env, step) => {
    expectPanel(s, env, step);
    expectNoAlert(panel());
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expectCloses(panel(), text(env).close, env);
  },
};

const events = [
  { type: 'slot.selected', slot: friday },
  { type: 'xstate.done.actor.loadMeeting', output: MEETING },
  { type: 'xstate.done.actor.loadMeeting', output: DONE_MEETING },
  { type: 'xstate.error.actor.loadMeeting', error: unavailable() },
  { type: 'xstate.error.actor.loadMeeting', error: unauthorized() },
  { type: 'xstate.done.actor.loadMeetingSlots', output: availability },
  { type: 'xstate.error.actor.loadMeetingSlots', error: unavailable() },
  { type: 'xstate.error.actor.loadMeetingSlots', error: unauthorized() },
  { type: 'xstate.done.actor.rescheduleMeeting', output: MOVED_MEETING },
  { type: 'xstate.error.actor.rescheduleMeeting', error: badRequest('body.startTime', 'slotUnavailable') },
  { type: 'xstate.error.actor.rescheduleMeeting', error: badRequest('body.zipCode', 'myPages.refusals.meetingZipCode') },
  { type: 'xstate.error.actor.rescheduleMeeting', error: unavailable() },
  { type: 'xstate.error.actor.rescheduleMeeting', error: unauthorized() },
  { type: 'xstate.done.actor.cancelMeeting', output: undefined },
  { type: 'xstate.error.actor.cancelMeeting', error: unavailable() },
  { type: 'xstate.error.actor.cancelMeeting', error: unauthorized() },
];

const NOT_BOOKED = 'a home visit that is not booked has no buttons to change it';

describePanelModel('home visit panel view', {
  machine: meetingMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: selectMeeting(s) }),
  unproducible: (s, event) =>
    (event.type === 'reschedule.opened' || event.type === 'cancel.opened') && s.matches('ready') && s.context.meeting?.status !== 'booked' ? NOT_BOOKED : null,
  input,
  events,
  render,
  unproducibleEdges: [`"ready" ─ cancel.opened: ${NOT_BOOKED}`, `"ready" ─ reschedule.opened: ${NOT_BOOKED}`],
});

describe('home visit panel pinned', () => {
  it('a time at another postal code is refused in words, in Swedish, and the customer chooses again', async () => {
    vi.useFakeTimers();
    const env = render('sv');
    env.loadMeeting.resolve(MEETING);
    await settle();
    press(buttonIn(panel(), TEXT.sv.move));
    env.loadMeetingSlots.resolve(availability);
    await settle();
    press(slotButton(panel(), availability.slots, friday.startTime));
    press(buttonIn(panel(), TEXT.sv.moveConfirm));
    env.rescheduleMeeting.reject(badRequest('body.zipCode', 'myPages.refusals.meetingZipCode'));
    await settle();
    expectRefusal(panel(), 'sv', 'myPages.refusals.meetingZipCode');
    expect(within(panel()).queryByTestId('flow-error')).toBeNull();
    expect(buttonNames(panel()).slice(-2)).toEqual([TEXT.sv.moveConfirm, TEXT.sv.back]);
  });
});
