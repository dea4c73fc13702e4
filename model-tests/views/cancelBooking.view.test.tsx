import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ChangeValidation } from '../../api/contract/customer';
import type { Locale } from '../../i18n/locales';
import { cancelBookingMachine } from '../../machines/myPages/cancelBooking/cancelBooking.machine';
import { selectCancelBooking, type CancelBookingSnapshot } from '../../machines/myPages/cancelBooking/cancelBooking.selectors';
import type { CancelInput, CancelResult, LoadReasonsInput, Reason, ValidateCancelInput } from '../../machines/myPages/cancelBooking/cancelBooking.types';
import { CancelPanel } from '../../ui/myPages/booking/CancelPanel';
import { api, bookedVisit, conflict, freeValidation, reasons, refusedValidation, sessionId, unauthorized, unavailable } from '../myPages/myPages.support';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, ViewAssertions } from '../support/viewModel';
import {
  COMMON,
  buttonIn,
  buttonNames,
  changesTold,
  describePanelModel,
  expectCloses,
  expectFailure,
  expectFocus,
  expectNoAlert,
  expectRefusal,
  press,
  renderPanel,
  settlesEach,
  type PanelEnv,
} from './panels.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof cancelBookingMachine;

interface Env extends PanelEnv {
  loadCancelReasons: ControllableActor<Reason[], LoadReasonsInput>;
  validateCancel: ControllableActor<ChangeValidation, ValidateCancelInput>;
  cancelBooking: ControllableActor<CancelResult, CancelInput>;
}

const booking = bookedVisit();
const input = { api, sessionId, booking };

const render = (locale: Locale): Env =>
  renderPanel(cancelBookingMachine, input, CancelPanel, locale, {
    loadCancelReasons: controllableActor<Reason[], LoadReasonsInput>(),
    validateCancel: controllableActor<ChangeValidation, ValidateCancelInput>(),
    cancelBooking: controllableActor<CancelResult, CancelInput>(),
  });

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Cancel the visit',
    doneTitle: 'The visit is cancelled',
    loading: 'Loading…',
    checking: 'Checking…',
    cancelling: 'Cancelling…',
    keep: 'Keep the visit',
    continue: 'Continue',
    confirm: 'Yes, cancel the visit',
    chooseReason: 'Please choose a reason.',
    fee: 'Cancelling now costs 1 234,50 kr, since the free cancellation period has passed.',
    freeUntil: 'Cancelling is free of charge until Friday 27 November 08:00.',
    free: 'Cancelling is free of charge.',
    timeBank: '3 hours go to your time bank.',
    doneFree: 'Your visit is cancelled free of charge.',
    doneFee: 'Your visit is cancelled. A cancellation fee of 1 234,50 kr will be invoiced.',
    doneTimeBank: '3 hours were put in your time bank.',
  },
  sv: {
    ...COMMON.sv,
    title: 'Avboka besöket',
    doneTitle: 'Besöket är avbokat',
    loading: 'Hämtar…',
    checking: 'Kontrollerar…',
    cancelling: 'Avbokar…',
    keep: 'Behåll besöket',
    continue: 'Fortsätt',
    confirm: 'Ja, avboka besöket',
    chooseReason: 'Välj en anledning.',
    fee: 'En avbokning nu kostar 1 234,50 kr, eftersom tiden för kostnadsfri avbokning har gått ut.',
    freeUntil: 'Avbokningen är kostnadsfri fram till fredag 27 november 08:00.',
    free: 'Avbokningen är kostnadsfri.',
    timeBank: '3 timmar går till din tidbank.',
    doneFree: 'Ditt besök är avbokat utan kostnad.',
    doneFee: 'Ditt besök är avbokat. En avbokningsavgift på 1 234,50 kr kommer att faktureras.',
    doneTimeBank: '3 timmar har lagts i din tidbank.',
  },
};

const panel = () => screen.getByTestId('cancel-panel');
const text = (env: Env) => TEXT[env.locale];

const executors = {
  'reason.selected': ({ reasonId }) => press(within(panel()).getByLabelText(reasons.find((reason) => reason.id === reasonId)!.label)),
  'cancel.requested': (_, env) => press(buttonIn(panel(), text(env).continue)),
  'cancel.confirmed': (_, env) => press(buttonIn(panel(), text(env).confirm)),
  'cancel.back': (_, env) => press(buttonIn(panel(), text(env).back)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('loadCancelReasons', 'validateCancel', 'cancelBooking');

/** On every screen: the heading, the focus, nothing cancelled before the server allowed it, the page told once cancelled. */
function expectPanel(snapshot: CancelBookingSnapshot, env: Env, step: Parameters<ViewAssertions<Machine, Env>['ended']>[2]): void {
  const view = selectCancelBooking(snapshot);
  expect(panel()).toHaveAttribute('data-step', view.step);
  expect(panel()).toHaveAttribute('aria-busy', String(view.busy));
  expect(within(panel()).getByRole('heading', { level: 2 })).toHaveTextContent(view.step === 'cancelled' ? text(env).doneTitle : text(env).title);
  expectFocus<Machine>(panel(), step, (s) => selectCancelBooking(s).step);
  if (env.cancelBooking.inputs.length > 0) expect(env.validateCancel.inputs.length).toBeGreaterThan(0);
  expect(changesTold(env)).toBe(snapshot.matches('cancelled') ? 1 : 0);
  expect(env.onClose).not.toHaveBeenCalled();
}

/** The reasons as radios, the chosen one checked. */
function expectReasons(snapshot: CancelBookingSnapshot, disabled: boolean): void {
  for (const reason of reasons) {
    const radio = within(panel()).getByLabelText(reason.label);
    expect((radio as HTMLInputElement).checked).toBe(snapshot.context.reasonId === reason.id);
    expect((radio as HTMLInputElement).disabled).toBe(disabled);
  }
}

/** The confirmation: the fee in kronor (`1 234,50 kr`) or free until when, the hours for the time bank. */
function expectTerms(snapshot: CancelBookingSnapshot, env: Env): void {
  const { validation } = snapshot.context;
  expect(validation?.allowed).toBe(true);
  const terms = within(panel()).getByTestId('cancel-terms');
  if (validation!.fee > 0) expect(terms).toHaveTextContent(text(env).fee);
  else if (validation!.freeUntil) expect(terms).toHaveTextContent(text(env).freeUntil);
  else expect(terms).toHaveTextContent(text(env).free);
  const bank = within(panel()).queryByTestId('cancel-time-bank');
  if (validation!.timeBankMinutes > 0) expect(bank).toHaveTextContent(text(env).timeBank);
  else expect(bank).toBeNull();
}

const assertions: ViewAssertions<Machine, Env> = {
  loadingReasons: (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).loading);
    expectNoAlert(panel());
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expect(env.loadCancelReasons.inputs.at(-1)).toMatchObject({ sessionId });
  },
  loadFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, text(env).retry);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).close]);
  },
  'choosing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expectReasons(s, false);
    expectNoAlert(panel());
    expect(within(panel()).queryByRole('alert')).toBeNull();
    expect(buttonNames(panel())).toEqual([text(env).continue, text(env).keep]);
  },
  'choosing.missingReason': (s, env, step) => {
    expectPanel(s, env, step);
    expectReasons(s, false);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).chooseReason);
    expect(buttonNames(panel())).toEqual([text(env).continue, text(env).keep]);
  },
  validating: (s, env, step) => {
    expectPanel(s, env, step);
    expectReasons(s, true);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).checking);
    expect(buttonIn(panel(), text(env).continue)).toHaveAttribute('aria-disabled', 'true');
    expect(env.validateCancel.inputs.at(-1)).toMatchObject({ sessionId, bookingId: booking.id, reasonId: s.context.reasonId });
  },
  validationFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, text(env).retry);
    // A way back to the reasons, besides trying again and keeping the visit.
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).continue, text(env).back, text(env).keep]);
  },
  confirming: (s, env, step) => {
    expectPanel(s, env, step);
    expectTerms(s, env);
    expectNoAlert(panel());
    expect(buttonIn(panel(), text(env).confirm)).not.toHaveAttribute('aria-disabled');
    expect(buttonNames(panel())).toEqual([text(env).confirm, text(env).back]);
    expect(env.cancelBooking.inputs).toHaveLength(0);
  },
  cancelling: (s, env, step) => {
    expectPanel(s, env, step);
    expectTerms(s, env);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).cancelling);
    expect(buttonIn(panel(), text(env).confirm)).toHaveAttribute('aria-disabled', 'true');
    expect(env.cancelBooking.inputs.at(-1)).toMatchObject({ sessionId, bookingId: booking.id, reasonId: s.context.reasonId });
  },
  cancelFailed: (s, env, step) => {
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
  cancelled: (s, env, step) => {
    expectPanel(s, env, step);
    const done = within(panel()).getByTestId('cancel-done');
    expect(done).toHaveAttribute('role', 'status');
    const result = s.context.result!;
    expect(done).toHaveTextContent(result.fee > 0 ? text(env).doneFee : text(env).doneFree);
    if (result.timeBankMinutes > 0) expect(done).toHaveTextContent(text(env).doneTimeBank);
    else expect(done).not.toHaveTextContent(text(env).doneTimeBank);
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

const feeValidation: ChangeValidation = { allowed: true, fee: 123450, freeUntil: null, timeBankMinutes: 0 };

const events = [
  { type: 'reason.selected', reasonId: 'sick' },
  { type: 'reason.selected', reasonId: 'away' },
  { type: 'xstate.done.actor.loadCancelReasons', output: reasons },
  { type: 'xstate.error.actor.loadCancelReasons', error: unavailable() },
  { type: 'xstate.error.actor.loadCancelReasons', error: unauthorized() },
  { type: 'xstate.done.actor.validateCancel', output: freeValidation },
  { type: 'xstate.done.actor.validateCancel', output: feeValidation },
  { type: 'xstate.done.actor.validateCancel', output: { ...refusedValidation, reasonKey: 'myPages.refusals.notChangeable' } },
  { type: 'xstate.error.actor.validateCancel', error: unavailable() },
  { type: 'xstate.error.actor.validateCancel', error: unauthorized() },
  { type: 'xstate.error.actor.validateCancel', error: conflict('myPages.refusals.unknownReason') },
  { type: 'xstate.done.actor.cancelBooking', output: { fee: 0, timeBankMinutes: 180 } },
  { type: 'xstate.done.actor.cancelBooking', output: { fee: 123450, timeBankMinutes: 0 } },
  { type: 'xstate.error.actor.cancelBooking', error: unavailable() },
  { type: 'xstate.error.actor.cancelBooking', error: unauthorized() },
  { type: 'xstate.error.actor.cancelBooking', error: conflict('notChangeable') },
];

const CHECKED = 'the reason is already checked (a checked radio sends nothing)';

describePanelModel('cancel panel view', {
  machine: cancelBookingMachine,
  executors,
  invokes,
  assertions,
  // A screen: the state and what the panel renders of it.
  serialize: (s) => ({ value: s.value, view: { ...selectCancelBooking(s), reasons: undefined } }),
  unproducible: (s, event) => (event.type === 'reason.selected' && s.context.reasonId === event.reasonId ? CHECKED : null),
  input,
  events,
  render,
  unproducibleEdges: ['{"choosing":"idle"} ─ reason.selected: ' + CHECKED],
});
