import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Locale } from '../../i18n/locales';
import { rateBookingMachine } from '../../machines/myPages/rateBooking/rateBooking.machine';
import type { RateRequest, StoredRating } from '../../machines/myPages/rateBooking/rateBooking.types';
import { RatePanel } from '../../ui/myPages/booking/RatePanel';
import { changeFakes } from '../myPages/bookingChange.support';
import { RATE_EVENTS } from '../myPages/fixtures';
import { doneVisit, reasons } from '../myPages/myPages.support';
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

type Machine = typeof rateBookingMachine;
type Snapshot = SnapshotFrom<Machine>;
type Env = ChangePanelEnv<StoredRating, RateRequest, null>;

const booking = doneVisit();
const input = { booking };

const render = (locale: Locale): Env => renderPanel(rateBookingMachine, input, RatePanel, locale, changeFakes<StoredRating, RateRequest, null>());

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Rate the visit',
    doneTitle: 'Rate the visit',
    loading: 'Loading…',
    committing: 'Sending…',
    request: 'Send rating',
    keep: 'Close',
    missing: 'Please choose a rating.',
    feedback: 'Anything you want to tell us? (optional)',
    stars: (n: number) => `${n} of 5`,
    done: (n: number) => `Thank you! You rated the visit ${n} of 5.`,
  },
  sv: {
    ...COMMON.sv,
    title: 'Betygsätt besöket',
    doneTitle: 'Betygsätt besöket',
    loading: 'Hämtar…',
    committing: 'Skickar…',
    request: 'Skicka betyget',
    keep: 'Stäng',
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
  'change.requested': (_, env) => press(buttonIn(panel(), text(env).request)),
  'change.back': (_, env) => press(buttonIn(panel(), text(env).back)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
  // Rating has no confirmation: nothing on screen sends it.
  'change.confirmed': () => {
    throw new Error('the rating panel has no confirmation');
  },
} satisfies EventExecutors<Machine, Env>;

const KIND = { name: 'rate', confirms: false, refusalsAreFinal: true, bookingId: booking.id };

/** Every screen as every change panel shows it; on the form, the stars, the reasons and the words as chosen, usable only while choosing. */
function expectPanel(s: Snapshot, env: Env, step: StepInfo<Machine>): void {
  expectChangePanel<Machine>(panel(), s, env as never, step, text(env), KIND);
  for (const sent of env.commitChange.inputs) expect(sent.rating).toBeGreaterThanOrEqual(1);
  if (!s.matches('choosing') && !s.matches('committing') && !s.matches('commitFailed')) return;
  const usable = s.matches('choosing');
  for (const stars of [1, 2, 3, 4, 5]) {
    const radio = within(panel()).getByLabelText(text(env).stars(stars)) as HTMLInputElement;
    expect(radio.checked).toBe(s.context.choice.rating === stars);
    expect(radio.disabled).toBe(!usable);
  }
  expectReasons(panel(), reasons, s.context.choice.reasonId, usable);
  expect(feedback(env).value).toBe(s.context.choice.feedback);
  expect(feedback(env).readOnly).toBe(!usable);
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
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).missing);
  },
  committing: (s, env, step) => {
    expectPanel(s, env, step);
    expect(env.commitChange.inputs.at(-1)).toMatchObject({ bookingId: booking.id, rating: s.context.choice.rating });
  },
  commitFailed: expectPanel,
  refused: expectPanel,
  done: (s, env, step) => {
    expect(within(panel()).getByTestId('rate-done')).toHaveTextContent(text(env).done(s.context.choice.rating!));
    expectPanel(s, env, step);
  },
  ended: expectPanel,
};

const CHECKED = 'already checked (a checked radio sends nothing)';
const SAME = 'the field already holds that text (typing it again changes nothing)';

describePanelModel('rating panel view', {
  machine: rateBookingMachine,
  executors,
  invokes: changeInvokes<Env>(),
  assertions,
  serialize: (s) => ({ value: s.value, context: { ...s.context, options: undefined, changesTo: undefined } }),
  unproducible: (s, event) => {
    const e = event as { type: string; rating?: number; reasonId?: string; value?: string };
    if (e.type === 'rating.changed' && s.context.choice.rating === e.rating) return CHECKED;
    if (e.type === 'reason.selected' && s.context.choice.reasonId === e.reasonId) return CHECKED;
    if (e.type === 'feedback.changed' && s.context.choice.feedback === e.value) return SAME;
    return null;
  },
  input,
  events: RATE_EVENTS,
  render,
  unproducibleEdges: ['idle', 'incomplete'].flatMap((state) => [
    `{"choosing":"${state}"} ─ reason.selected: ${CHECKED}`,
    `{"choosing":"${state}"} ─ feedback.changed: ${SAME}`,
    ...(state === 'incomplete' ? [] : [`{"choosing":"${state}"} ─ rating.changed: ${CHECKED}`]),
  ]),
});
