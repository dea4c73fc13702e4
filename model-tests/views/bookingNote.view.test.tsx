import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { bookingNoteMachine } from '../../machines/myPages/bookingNote/bookingNote.machine';
import { NOTE_MAX_LENGTH } from '../../machines/myPages/bookingNote/bookingNote.rules';
import { selectBookingNote, type BookingNoteSnapshot } from '../../machines/myPages/bookingNote/bookingNote.selectors';
import type { SaveNoteInput } from '../../machines/myPages/bookingNote/bookingNote.types';
import { NotePanel } from '../../ui/myPages/booking/NotePanel';
import { NOTE_EVENTS } from '../myPages/fixtures';
import { bookedVisit } from '../myPages/myPages.support';
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

type Machine = typeof bookingNoteMachine;

interface Env extends PanelEnv {
  saveNote: ControllableActor<void, SaveNoteInput>;
}

const booking = bookedVisit({ note: 'Key under the mat' });
const input = { booking };

const render = (locale: Locale): Env => renderPanel(bookingNoteMachine, input, NotePanel, locale, { saveNote: controllableActor<void, SaveNoteInput>() });

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: { ...COMMON.en, title: 'A note for the staff', label: 'Note', save: 'Save note', saving: 'Saving…', saved: 'Your note is saved.', edit: 'Edit the note', tooLong: 'This is too long.' },
  sv: {
    ...COMMON.sv,
    title: 'Ett meddelande till personalen',
    label: 'Meddelande',
    save: 'Spara meddelandet',
    saving: 'Sparar…',
    saved: 'Ditt meddelande är sparat.',
    edit: 'Ändra meddelandet',
    tooLong: 'Texten är för lång.',
  },
};

const panel = () => screen.getByTestId('note-panel');
const text = (env: Env) => TEXT[env.locale];
const field = (env: Env) => within(panel()).getByLabelText(text(env).label) as HTMLTextAreaElement;

const executors = {
  'note.changed': ({ value }, env) => {
    field(env).focus();
    fireEvent.change(field(env), { target: { value } });
  },
  'note.submitted': (_, env) => press(buttonIn(panel(), text(env).save)),
  'note.edited': (_, env) => press(buttonIn(panel(), text(env).edit)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('saveNote');

const screenKey = screenKeyBy(selectBookingNote);

/** On every screen: the heading, the focus, nothing too long sent, the page told once saved. */
function expectPanel(s: BookingNoteSnapshot, env: Env, step: StepInfo<Machine>): void {
  expectFrame(panel(), selectBookingNote(s), text(env).title, env);
  expectFocus<Machine>(panel(), step, screenKey);
  for (const sent of env.saveNote.inputs) expect(sent.note.length).toBeLessThanOrEqual(NOTE_MAX_LENGTH);
  expect(changesTold(env)).toBe(step.trail.filter((state, index) => state.matches('saved') && !step.trail[index - 1]?.matches('saved')).length);
}

/** The form: the note as typed, Save and Close. */
function expectForm(s: BookingNoteSnapshot, env: Env): void {
  expect(field(env).value).toBe(s.context.note);
  expect(buttonNames(panel()).slice(-2)).toEqual([text(env).save, text(env).close]);
}

const assertions: ViewAssertions<Machine, Env> = {
  'editing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env);
    expectNoAlert(panel());
    expect(field(env)).not.toHaveAttribute('aria-invalid', 'true');
    expect(panel()).not.toHaveTextContent(text(env).tooLong);
  },
  'editing.tooLong': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env);
    expect(panel()).toHaveTextContent(text(env).tooLong);
  },
  'editing.failed': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env);
    // Saving again is the retry.
    expectFailure(panel(), text(env).error, null);
  },
  saving: (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(s, env);
    expect(field(env)).toHaveAttribute('readonly');
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).saving);
    expect(buttonIn(panel(), text(env).save)).toHaveAttribute('aria-disabled', 'true');
    expect(env.saveNote.inputs.at(-1)).toEqual({ bookingId: booking.id, note: s.context.note.trim() });
  },
  saved: (s, env, step) => {
    expectPanel(s, env, step);
    const done = within(panel()).getByTestId('note-done');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(text(env).saved);
    expect(buttonNames(panel())).toEqual([text(env).edit, text(env).close]);
  },
  refused: (s, env, step) => {
    expectPanel(s, env, step);
    expectRefusal(panel(), env.locale, s.context.refusalKey);
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


const SAME = 'the field already holds that text (typing it again changes nothing)';

describePanelModel('note panel view', {
  machine: bookingNoteMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: selectBookingNote(s) }),
  unproducible: (s, event) => (event.type === 'note.changed' && s.context.note === (event as { value?: string }).value ? SAME : null),
  input,
  events: NOTE_EVENTS,
  render,
  unproducibleEdges: [`{"editing":"failed"} ─ note.changed: ${SAME}`, `{"editing":"idle"} ─ note.changed: ${SAME}`, `{"editing":"tooLong"} ─ note.changed: ${SAME}`],
});
