import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ChangeValidation, CustomerBooking } from '../../api/contract/customer';
import type { Locale } from '../../i18n/locales';
import { rebookBookingMachine } from '../../machines/myPages/rebookBooking/rebookBooking.machine';
import { selectRebookBooking, type RebookBookingSnapshot } from '../../machines/myPages/rebookBooking/rebookBooking.selectors';
import type { LoadRebookOptionsInput, RebookInput, RebookOptions } from '../../machines/myPages/rebookBooking/rebookBooking.types';
import { RebookPanel } from '../../ui/myPages/booking/RebookPanel';
import {
  api,
  availability,
  badRequest,
  bookedVisit,
  freeValidation,
  reasons,
  refusedValidation,
  sessionId,
  slotTaken,
  unauthorized,
  unavailable,
} from '../myPages/myPages.support';
import { actorProbe } from '../support/actorProbe';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';
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

type Machine = typeof rebookBookingMachine;

interface Env extends PanelEnv {
  loadRebookOptions: ControllableActor<RebookOptions, LoadRebookOptionsInput>;
  validateRebook: ControllableActor<ChangeValidation, RebookInput>;
  rebookBooking: ControllableActor<CustomerBooking, RebookInput>;
}

const booking = bookedVisit();
const input = { api, sessionId, booking };
const [thursday, friday] = availability.slots as [(typeof availability.slots)[0], (typeof availability.slots)[0]];
const moved: CustomerBooking = { ...booking, startTime: friday.startTime, endTime: friday.endTime };

const render = (locale: Locale): Env =>
  renderPanel(rebookBookingMachine, input, RebookPanel, locale, {
    loadRebookOptions: controllableActor<RebookOptions, LoadRebookOptionsInput>(),
    validateRebook: controllableActor<ChangeValidation, RebookInput>(),
    rebookBooking: controllableActor<CustomerBooking, RebookInput>(),
  });

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Move the visit',
    doneTitle: 'The visit is moved',
    loading: 'Loading free times…',
    checking: 'Checking…',
    moving: 'Moving…',
    keep: 'Keep the current time',
    continue: 'Continue',
    confirm: 'Yes, move the visit',
    incomplete: 'Please choose a reason and a new time.',
    when: { [thursday.startTime]: 'Thursday 3 December, 08:00–11:00', [friday.startTime]: 'Friday 4 December, 08:00–11:00' } as Record<string, string>,
    confirmText: (when: string) => `Move the visit to ${when}?`,
    freeUntil: 'Moving is free of charge until Friday 27 November 08:00.',
    done: (when: string) => `Your visit is moved to ${when}.`,
  },
  sv: {
    ...COMMON.sv,
    title: 'Flytta besöket',
    doneTitle: 'Besöket är flyttat',
    loading: 'Hämtar lediga tider…',
    checking: 'Kontrollerar…',
    moving: 'Flyttar…',
    keep: 'Behåll nuvarande tid',
    continue: 'Fortsätt',
    confirm: 'Ja, flytta besöket',
    incomplete: 'Välj en anledning och en ny tid.',
    when: { [thursday.startTime]: 'torsdag 3 december, 08:00–11:00', [friday.startTime]: 'fredag 4 december, 08:00–11:00' } as Record<string, string>,
    confirmText: (when: string) => `Vill du flytta besöket till ${when}?`,
    freeUntil: 'Flytten är kostnadsfri fram till fredag 27 november 08:00.',
    done: (when: string) => `Ditt besök är flyttat till ${when}.`,
  },
};

const panel = () => screen.getByTestId('rebook-panel');
const text = (env: Env) => TEXT[env.locale];

const executors = {
  'reason.selected': ({ reasonId }) => press(within(panel()).getByLabelText(reasons.find((reason) => reason.id === reasonId)!.label)),
  'slot.selected': ({ slot }) => {
    const shown = actorProbe.actor(rebookBookingMachine.id)?.getSnapshot() as RebookBookingSnapshot;
    press(slotButton(panel(), shown.context.availability?.slots ?? [], slot.startTime));
  },
  'rebook.requested': (_, env) => press(buttonIn(panel(), text(env).continue)),
  'rebook.confirmed': (_, env) => press(buttonIn(panel(), text(env).confirm)),
  'rebook.back': (_, env) => press(buttonIn(panel(), text(env).back)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('loadRebookOptions', 'validateRebook', 'rebookBooking');

const screenKey = screenKeyBy(selectRebookBooking);

/** On every screen: the heading, the focus, nothing moved before the server allowed it, the page told once moved. */
function expectPanel(s: RebookBookingSnapshot, env: Env, step: StepInfo<Machine>): void {
  const view = selectRebookBooking(s);
  expectFrame(panel(), view, view.step === 'rebooked' ? text(env).doneTitle : text(env).title, env);
  expectFocus<Machine>(panel(), step, screenKey);
  if (env.rebookBooking.inputs.length > 0) expect(env.validateRebook.inputs.length).toBeGreaterThan(0);
  expect(changesTold(env)).toBe(s.matches('rebooked') ? 1 : 0);
}

/** The choice: reasons with the chosen one checked, the calendar with the chosen time pressed and the full ones disabled. */
function expectChoice(s: RebookBookingSnapshot, disabled: boolean): void {
  for (const reason of reasons) {
    const radio = within(panel()).getByLabelText(reason.label) as HTMLInputElement;
    expect(radio.checked).toBe(s.context.reasonId === reason.id);
    expect(radio.disabled).toBe(disabled);
  }
  const slots = s.context.availability!.slots;
  for (const slot of slots) {
    const shown = slotButton(panel(), slots, slot.startTime);
    expect(shown).toHaveAttribute('aria-pressed', String(s.context.slot?.startTime === slot.startTime));
    expect(shown.disabled).toBe(!slot.available);
  }
}

/** The confirmation: the new time, and until when moving is free. */
function expectTerms(s: RebookBookingSnapshot, env: Env): void {
  const terms = within(panel()).getByTestId('rebook-terms');
  expect(terms).toHaveTextContent(text(env).confirmText(text(env).when[s.context.slot!.startTime]!));
  if (s.context.validation?.freeUntil) expect(terms).toHaveTextContent(text(env).freeUntil);
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).loading);
    expectNoAlert(panel());
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expect(env.loadRebookOptions.inputs.at(-1)).toMatchObject({ sessionId, bookingId: booking.id });
  },
  loadFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, text(env).retry);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).close]);
  },
  'choosing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expectChoice(s, false);
    expectNoAlert(panel());
    expect(within(panel()).queryByRole('alert')).toBeNull();
    expect(buttonIn(panel(), text(env).keep)).toBeVisible();
  },
  'choosing.incomplete': (s, env, step) => {
    expectPanel(s, env, step);
    expectChoice(s, false);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).incomplete);
  },
  'choosing.slotTaken': (s, env, step) => {
    expectPanel(s, env, step);
    expectChoice(s, false);
    // The fresh calendar, with the message about the taken time; no time chosen.
    expect(within(within(panel()).getByTestId('availability-calendar')).getByRole('alert')).toHaveTextContent(
      env.locale === 'en' ? 'Sorry, someone just booked that time. Please choose another one.' : 'Tyvärr bokade någon annan just den tiden. Välj en annan tid.',
    );
    expect(s.context.slot).toBeNull();
  },
  validating: (s, env, step) => {
    expectPanel(s, env, step);
    expectChoice(s, true);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).checking);
    expect(buttonIn(panel(), text(env).continue)).toHaveAttribute('aria-disabled', 'true');
    expect(env.validateRebook.inputs.at(-1)).toMatchObject({ bookingId: booking.id, reasonId: s.context.reasonId, time: s.context.slot?.startTime });
  },
  validationFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, text(env).retry);
    // A way back to the choice, besides trying again and keeping the time.
    expect(buttonNames(panel()).filter((name) => [text(env).retry, text(env).continue, text(env).back, text(env).keep].includes(name!))).toEqual([
      text(env).retry,
      text(env).continue,
      text(env).back,
      text(env).keep,
    ]);
  },
  confirming: (s, env, step) => {
    expectPanel(s, env, step);
    expectTerms(s, env);
    expectNoAlert(panel());
    expect(buttonNames(panel())).toEqual([text(env).confirm, text(env).back]);
    expect(buttonIn(panel(), text(env).confirm)).not.toHaveAttribute('aria-disabled');
  },
  rebooking: (s, env, step) => {
    expectPanel(s, env, step);
    expectTerms(s, env);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).moving);
    expect(buttonIn(panel(), text(env).confirm)).toHaveAttribute('aria-disabled', 'true');
    expect(env.rebookBooking.inputs.at(-1)).toMatchObject({ bookingId: booking.id, reasonId: s.context.reasonId, time: s.context.slot?.startTime });
  },
  rebookFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectTerms(s, env);
    expectFailure(panel(), text(env).error, text(env).retry);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).confirm, text(env).back]);
  },
  refused: (s, env, step) => {
    expectPanel(s, env, step);
    expectRefusal(panel(), env.locale, s.context.refusalKey);
    expect(buttonNames(panel())).toEqual([text(env).back, text(env).close]);
  },
  rebooked: (s, env, step) => {
    expectPanel(s, env, step);
    const done = within(panel()).getByTestId('rebook-done');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(text(env).done(text(env).when[s.context.result!.startTime]!));
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
  { type: 'reason.selected', reasonId: 'sick' },
  { type: 'slot.selected', slot: thursday },
  { type: 'slot.selected', slot: friday },
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
];

const CHECKED = 'the reason is already checked (a checked radio sends nothing)';
const FULL = 'the time is fully booked in the calendar shown (its button is disabled)';

describePanelModel('move panel view', {
  machine: rebookBookingMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: { ...selectRebookBooking(s), reasons: undefined } }),
  unproducible: (s, event) => {
    if (event.type === 'reason.selected' && s.context.reasonId === event.reasonId) return CHECKED;
    if (event.type === 'slot.selected') {
      const shown = s.context.availability?.slots.find((slot) => slot.startTime === (event as { slot?: { startTime: string } }).slot?.startTime);
      if (!shown?.available) return FULL;
    }
    return null;
  },
  input,
  events,
  render,
  unproducibleEdges: [
    // After a taken time the fresh calendar shows Thursday as fully booked.
    `{"choosing":"idle"} ─ reason.selected: ${CHECKED}`,
    `{"choosing":"idle"} ─ slot.selected: ${FULL}`,
    `{"choosing":"incomplete"} ─ reason.selected: ${CHECKED}`,
    `{"choosing":"incomplete"} ─ slot.selected: ${FULL}`,
    `{"choosing":"slotTaken"} ─ reason.selected: ${CHECKED}`,
    `{"choosing":"slotTaken"} ─ slot.selected: ${FULL}`,
  ],
});
