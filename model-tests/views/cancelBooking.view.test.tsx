import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ChangeValidation } from '../../api/contract/customer';
import type { Locale } from '../../i18n/locales';
import { cancelBookingMachine } from '../../machines/myPages/cancelBooking/cancelBooking.machine';
import type { CancelOptions, CancelRequest, CancelResult } from '../../machines/myPages/cancelBooking/cancelBooking.types';
import { CancelPanel } from '../../ui/myPages/booking/CancelPanel';
import { changeFakes } from '../myPages/bookingChange.support';
import { bookedVisit, conflict, freeValidation, reasons, refusedValidation, unauthorized, unavailable } from '../myPages/myPages.support';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';
import { changeInvokes, expectChangePanel, expectReasons, type ChangePanelEnv } from './changePanels.support';
import { COMMON, buttonIn, describePanelModel, press, renderPanel } from './panels.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof cancelBookingMachine;
type Snapshot = SnapshotFrom<Machine>;
type Env = ChangePanelEnv<CancelOptions, CancelRequest, CancelResult>;

const booking = bookedVisit();
const input = { booking };
const options: CancelOptions = { reasons };

const render = (locale: Locale): Env => renderPanel(cancelBookingMachine, input, CancelPanel, locale, changeFakes<CancelOptions, CancelRequest, CancelResult>());

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Cancel the visit',
    doneTitle: 'The visit is cancelled',
    loading: 'Loading…',
    checking: 'Checking…',
    committing: 'Cancelling…',
    keep: 'Keep the visit',
    request: 'Continue',
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
    committing: 'Avbokar…',
    keep: 'Behåll besöket',
    request: 'Fortsätt',
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
  'change.requested': (_, env) => press(buttonIn(panel(), text(env).request)),
  'change.confirmed': (_, env) => press(buttonIn(panel(), text(env).confirm)),
  'change.back': (_, env) => press(buttonIn(panel(), text(env).back)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const KIND = { name: 'cancel', confirms: true, refusalsAreFinal: false, bookingId: booking.id };

/** Every screen as every change panel shows it; the reasons as radios, the chosen one checked, usable only while choosing. */
function expectPanel(s: Snapshot, env: Env, step: StepInfo<Machine>): void {
  expectChangePanel<Machine>(panel(), s, env as never, step, text(env), KIND);
  if (!s.matches('choosing') && !s.matches('validating') && !s.matches('validationFailed')) return;
  expectReasons(panel(), reasons, s.context.choice.reasonId, s.matches('choosing'));
  for (const sent of [...env.validateChange.inputs, ...env.commitChange.inputs]) expect(sent).toEqual({ bookingId: booking.id, reasonId: sent.reasonId });
}

/** The confirmation: the fee in kronor (`1 234,50 kr`) or free until when, the hours for the time bank. */
function expectTerms(s: Snapshot, env: Env): void {
  const validation = s.context.validation!;
  const terms = within(panel()).getByTestId('cancel-terms');
  if (validation.fee > 0) expect(terms).toHaveTextContent(text(env).fee);
  else if (validation.freeUntil) expect(terms).toHaveTextContent(text(env).freeUntil);
  else expect(terms).toHaveTextContent(text(env).free);
  const bank = within(panel()).queryByTestId('cancel-time-bank');
  if (validation.timeBankMinutes > 0) expect(bank).toHaveTextContent(text(env).timeBank);
  else expect(bank).toBeNull();
}

const withTerms = (s: Snapshot, env: Env, step: StepInfo<Machine>) => {
  expectPanel(s, env, step);
  expectTerms(s, env);
};

const assertions: ViewAssertions<Machine, Env> = {
  loading: expectPanel,
  loadFailed: expectPanel,
  'choosing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).queryByRole('alert')).toBeNull();
  },
  'choosing.incomplete': (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).chooseReason);
  },
  validating: expectPanel,
  validationFailed: expectPanel,
  confirming: withTerms,
  committing: withTerms,
  commitFailed: withTerms,
  refused: expectPanel,
  done: (s, env, step) => {
    const done = within(panel()).getByTestId('cancel-done');
    const result = s.context.result!;
    expect(done).toHaveTextContent(result.fee > 0 ? text(env).doneFee : text(env).doneFree);
    if (result.timeBankMinutes > 0) expect(done).toHaveTextContent(text(env).doneTimeBank);
    else expect(done).not.toHaveTextContent(text(env).doneTimeBank);
    expectPanel(s, env, step);
  },
  ended: expectPanel,
};

const feeValidation: ChangeValidation = { allowed: true, fee: 123450, freeUntil: null, timeBankMinutes: 0 };

const events = [
  { type: 'reason.selected', reasonId: 'sick' },
  { type: 'reason.selected', reasonId: 'away' },
  { type: 'xstate.done.actor.loadOptions', output: options },
  { type: 'xstate.error.actor.loadOptions', error: unavailable() },
  { type: 'xstate.error.actor.loadOptions', error: unauthorized() },
  { type: 'xstate.done.actor.validateChange', output: freeValidation },
  { type: 'xstate.done.actor.validateChange', output: feeValidation },
  { type: 'xstate.done.actor.validateChange', output: { ...refusedValidation, reasonKey: 'myPages.refusals.notChangeable' } },
  { type: 'xstate.error.actor.validateChange', error: unavailable() },
  { type: 'xstate.error.actor.validateChange', error: unauthorized() },
  { type: 'xstate.error.actor.validateChange', error: conflict('myPages.refusals.unknownReason') },
  { type: 'xstate.done.actor.commitChange', output: { fee: 0, timeBankMinutes: 180 } },
  { type: 'xstate.done.actor.commitChange', output: { fee: 123450, timeBankMinutes: 0 } },
  { type: 'xstate.error.actor.commitChange', error: unavailable() },
  { type: 'xstate.error.actor.commitChange', error: unauthorized() },
  { type: 'xstate.error.actor.commitChange', error: conflict('notChangeable') },
];

const CHECKED = 'the reason is already checked (a checked radio sends nothing)';

describePanelModel('cancel panel view', {
  machine: cancelBookingMachine,
  executors,
  invokes: changeInvokes<Env>(),
  assertions,
  // A screen: the state and what the panel renders of it.
  serialize: (s) => ({ value: s.value, context: { ...s.context, options: undefined, changesTo: undefined } }),
  unproducible: (s, event) => (event.type === 'reason.selected' && s.context.choice.reasonId === event.reasonId ? CHECKED : null),
  input,
  events,
  render,
  unproducibleEdges: ['{"choosing":"idle"} ─ reason.selected: ' + CHECKED],
});
