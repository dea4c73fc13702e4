import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { rateBookingMachine } from '../../machines/myPages/rateBooking/rateBooking.machine';
import { selectRateBooking, type RateBookingSnapshot } from '../../machines/myPages/rateBooking/rateBooking.selectors';
import type { LoadRatingInput, StoredRating, SubmitRatingInput } from '../../machines/myPages/rateBooking/rateBooking.types';
import { RatePanel } from '../../ui/myPages/booking/RatePanel';
import { RATE_EVENTS } from '../myPages/fixtures';
import { api, doneVisit, reasons, sessionId } from '../myPages/myPages.support';
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
  type PanelEnv,
} from './panels.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof rateBookingMachine;

interface Env extends PanelEnv {
  loadRating: ControllableActor<StoredRating, LoadRatingInput>;
  submitRating: ControllableActor<void, SubmitRatingInput>;
}

const booking = doneVisit();
const input = { api, sessionId, booking };

const render = (locale: Locale): Env =>
  renderPanel(rateBookingMachine, input, RatePanel, locale, {
    loadRating: controllableActor<StoredRating, LoadRatingInput>(),
    submitRating: controllableActor<void, SubmitRatingInput>(),
  });

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Rate the visit',
    loading: 'Loading…',
    sending: 'Sending…',
    submit: 'Send rating',
    missing: 'Please choose a rating.',
    feedback: 'Anything you want to tell us? (optional)',
    stars: (n: number) => `${n} of 5`,
    done: (n: number) => `Thank you! You rated the visit ${n} of 5.`,
  },
  sv: {
    ...COMMON.sv,
    title: 'Betygsätt besöket',
    loading: 'Hämtar…',
    sending: 'Skickar…',
    submit: 'Skicka betyget',
    missing: 'Välj ett betyg.',
    feedback: 'Vill du berätta något för oss? (valfritt)',
    stars: (n: number) => `${n} av 5`,
    done: (n: number) => `Tack! Du gav besöket ${n} av 5.`,
  },
};

const panel = () => screen.getByTestId('rate-panel');
const text = (env: Env) => TEXT[env.locale];
const feedback = (env: Env) => within(panel()).getByLabelText(text(env).feedback) as HTMLTextAreaElement;

const executors = {
  'rating.changed': ({ rating }, env) => press(within(panel()).getByLabelText(text(env).stars(rating))),
  'feedback.changed': ({ value }, env) => {
    feedback(env).focus();
    fireEvent.change(feedback(env), { target: { value } });
  },
  'reason.selected': ({ reasonId }) => press(within(panel()).getByLabelText(reasons.find((reason) => reason.id === reasonId)!.label)),
  'rating.submitted': (_, env) => press(buttonIn(panel(), text(env).submit)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('loadRating', 'submitRating');

const screenKey = screenKeyBy(selectRateBooking);

/** On every screen: the heading, the focus, stars always sent, the page told once a rating is sent. */
function expectPanel(s: RateBookingSnapshot, env: Env, step: StepInfo<Machine>): void {
  expectFrame(panel(), selectRateBooking(s), text(env).title, env);
  expectFocus<Machine>(panel(), step, screenKey);
  for (const sent of env.submitRating.inputs) expect(sent.rating).toBeGreaterThanOrEqual(1);
  expect(changesTold(env)).toBe(s.matches('rated') && env.submitRating.inputs.length > 0 ? 1 : 0);
}

/** The form: the stars, the reasons and the words as chosen, Send and Close. */
function expectForm(s: RateBookingSnapshot, env: Env, disabled: boolean): void {
  for (const stars of [1, 2, 3, 4, 5]) {
    const radio = within(panel()).getByLabelText(text(env).stars(stars)) as HTMLInputElement;
    expect(radio.checked).toBe(s.context.rating === stars);
    expect(radio.disabled).toBe(disabled);
  }
  for (const reason of reasons) expect((within(panel()).getByLabelText(reason.label) as HTMLInputElement).checked).toBe(s.context.reasonId === reason.id);
  expect(feedback(env).value).toBe(s.context.feedback);
  expect(buttonNames(panel()).slice(-2)).toEqual([text(env).submit, text(env).close]);
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).loading);
    expectNoAlert(panel());
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expect(env.loadRating.inputs.at(-1)).toEqual({ api, sessionId, bookingId: booking.id });
  },
  loadFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expectFailure(panel(), text(env).error, text(env).retry);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).close]);
  },
  'editing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env, false);
    expect(within(panel()).queryByRole('alert')).toBeNull();
  },
  'editing.missingRating': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env, false);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).missing);
  },
  'editing.failed': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env, false);
    // Sending again is the retry.
    expectFailure(panel(), text(env).error, null);
  },
  submitting: (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env, true);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).sending);
    expect(buttonIn(panel(), text(env).submit)).toHaveAttribute('aria-disabled', 'true');
    expect(env.submitRating.inputs.at(-1)).toMatchObject({ bookingId: booking.id, rating: s.context.rating });
  },
  refused: (s, env, step) => {
    expectPanel(s, env, step);
    expectRefusal(panel(), env.locale, s.context.refusalKey);
    expect(buttonNames(panel())).toEqual([text(env).close]);
    expectCloses(panel(), text(env).close, env);
  },
  rated: (s, env, step) => {
    expectPanel(s, env, step);
    const done = within(panel()).getByTestId('rate-done');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(text(env).done(s.context.rating!));
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


const CHECKED = 'already checked (a checked radio sends nothing)';
const SAME = 'the field already holds that text (typing it again changes nothing)';

describePanelModel('rating panel view', {
  machine: rateBookingMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: { ...selectRateBooking(s), reasons: undefined } }),
  unproducible: (s, event) => {
    const e = event as { type: string; rating?: number; reasonId?: string; value?: string };
    if (e.type === 'rating.changed' && s.context.rating === e.rating) return CHECKED;
    if (e.type === 'reason.selected' && s.context.reasonId === e.reasonId) return CHECKED;
    if (e.type === 'feedback.changed' && s.context.feedback === e.value) return SAME;
    return null;
  },
  input,
  events: RATE_EVENTS,
  render,
  unproducibleEdges: ['failed', 'idle', 'missingRating'].flatMap((state) => [
    `{"editing":"${state}"} ─ reason.selected: ${CHECKED}`,
    `{"editing":"${state}"} ─ feedback.changed: ${SAME}`,
    ...(state === 'missingRating' ? [] : [`{"editing":"${state}"} ─ rating.changed: ${CHECKED}`]),
  ]),
});
