import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Locale } from '../../i18n/locales';
import { rebookBookingMachine } from '../../machines/myPages/rebookBooking/rebookBooking.machine';
import type { RebookOptions, RebookRequest, RebookResult } from '../../machines/myPages/rebookBooking/rebookBooking.types';
import { RebookPanel } from '../../ui/myPages/booking/RebookPanel';
import { changeFakes } from '../myPages/bookingChange.support';
import { REBOOK_CALL_EVENTS } from '../myPages/fixtures';
import { availability, bookedVisit, reasons } from '../myPages/myPages.support';
import { actorProbe } from '../support/actorProbe';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';
import { changeInvokes, expectChangePanel, expectReasons, type ChangePanelEnv } from './changePanels.support';
import { COMMON, REFUSALS, buttonIn, describePanelModel, press, renderPanel, slotButton } from './panels.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof rebookBookingMachine;
type Snapshot = SnapshotFrom<Machine>;
type Env = ChangePanelEnv<RebookOptions, RebookRequest, RebookResult>;

const booking = bookedVisit();
const input = { booking };
const [thursday, friday] = availability.slots as [(typeof availability.slots)[0], (typeof availability.slots)[0]];

const render = (locale: Locale): Env => renderPanel(rebookBookingMachine, input, RebookPanel, locale, changeFakes<RebookOptions, RebookRequest, RebookResult>());

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Move the visit',
    doneTitle: 'The visit is moved',
    loading: 'Loading free times…',
    checking: 'Checking…',
    committing: 'Moving…',
    keep: 'Keep the current time',
    request: 'Continue',
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
    committing: 'Flyttar…',
    keep: 'Behåll nuvarande tid',
    request: 'Fortsätt',
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
    const shown = actorProbe.actor(rebookBookingMachine.id)?.getSnapshot() as Snapshot;
    press(slotButton(panel(), shown.context.options?.availability.slots ?? [], slot.startTime));
  },
  'change.requested': (_, env) => press(buttonIn(panel(), text(env).request)),
  'change.confirmed': (_, env) => press(buttonIn(panel(), text(env).confirm)),
  'change.back': (_, env) => press(buttonIn(panel(), text(env).back)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const KIND = { name: 'rebook', confirms: true, refusalsAreFinal: false, bookingId: booking.id };

/**
 * Every screen as every change panel shows it; on the choice, the reasons
 * with the chosen one checked (usable only while choosing), the calendar
 * with the chosen time pressed and the full ones disabled.
 */
function expectPanel(s: Snapshot, env: Env, step: StepInfo<Machine>): void {
  expectChangePanel<Machine>(panel(), s, env as never, step, text(env), KIND);
  if (!s.matches('choosing') && !s.matches('validating') && !s.matches('validationFailed')) return;
  expectReasons(panel(), reasons, s.context.choice.reasonId, s.matches('choosing'));
  const slots = s.context.options!.availability.slots;
  for (const slot of slots) {
    const shown = slotButton(panel(), slots, slot.startTime);
    expect(shown).toHaveAttribute('aria-pressed', String(s.context.choice.slot?.startTime === slot.startTime));
    expect(shown.disabled).toBe(!slot.available);
  }
}

/** The confirmation: the new time, and until when moving is free. */
function withTerms(s: Snapshot, env: Env, step: StepInfo<Machine>): void {
  expectPanel(s, env, step);
  const terms = within(panel()).getByTestId('rebook-terms');
  expect(terms).toHaveTextContent(text(env).confirmText(text(env).when[s.context.choice.slot!.startTime]!));
  if (s.context.validation?.freeUntil) expect(terms).toHaveTextContent(text(env).freeUntil);
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: expectPanel,
  loadFailed: expectPanel,
  'choosing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).queryByRole('alert')).toBeNull();
  },
  'choosing.incomplete': (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).incomplete);
  },
  'choosing.lost': (s, env, step) => {
    expectPanel(s, env, step);
    // The fresh calendar, with the message about the taken time; no time chosen.
    expect(within(within(panel()).getByTestId('availability-calendar')).getByRole('alert')).toHaveTextContent(REFUSALS[env.locale]['myPages.refusals.slotTaken']!);
    expect(s.context.choice.slot).toBeNull();
  },
  validating: expectPanel,
  validationFailed: expectPanel,
  confirming: withTerms,
  committing: withTerms,
  commitFailed: withTerms,
  refused: expectPanel,
  done: (s, env, step) => {
    expect(within(panel()).getByTestId('rebook-done')).toHaveTextContent(text(env).done(text(env).when[s.context.result!.startTime]!));
    expectPanel(s, env, step);
  },
  ended: expectPanel,
};

const events = [
  { type: 'reason.selected', reasonId: 'sick' },
  { type: 'slot.selected', slot: thursday },
  { type: 'slot.selected', slot: friday },
  ...REBOOK_CALL_EVENTS,
];

const CHECKED = 'the reason is already checked (a checked radio sends nothing)';
const FULL = 'the time is fully booked in the calendar shown (its button is disabled)';

describePanelModel('move panel view', {
  machine: rebookBookingMachine,
  executors,
  invokes: changeInvokes<Env>(),
  assertions,
  serialize: (s) => ({ value: s.value, context: { ...s.context, options: { reasons: undefined, availability: s.context.options?.availability }, changesTo: undefined } }),
  unproducible: (s, event) => {
    if (event.type === 'reason.selected' && s.context.choice.reasonId === event.reasonId) return CHECKED;
    if (event.type === 'slot.selected') {
      const shown = s.context.options?.availability.slots.find((slot) => slot.startTime === (event as { slot?: { startTime: string } }).slot?.startTime);
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
    `{"choosing":"lost"} ─ reason.selected: ${CHECKED}`,
    `{"choosing":"lost"} ─ slot.selected: ${FULL}`,
  ],
});
