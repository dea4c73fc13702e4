import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingNoteMachine } from '../../machines/myPages/bookingNote/bookingNote.machine';
import { NOTE_MAX_LENGTH } from '../../machines/myPages/bookingNote/bookingNote.rules';
import { selectBookingNote, type BookingNoteSnapshot } from '../../machines/myPages/bookingNote/bookingNote.selectors';
import type { SaveNoteInput } from '../../machines/myPages/bookingNote/bookingNote.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { NOTE_EVENTS, TOO_LONG_NOTE } from './fixtures';
import { bookedVisit } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof bookingNoteMachine;

interface Env {
  saveNote: ControllableActor<void, SaveNoteInput>;
  announced: number;
}

function arrange() {
  const env: Env = { saveNote: controllableActor(), announced: 0 };
  const machine = bookingNoteMachine.provide({
    actors: { saveNote: env.saveNote.logic },
    actions: {
      announceChange: () => {
        env.announced += 1;
      },
    },
  });
  return { machine, env, controls: { saveNote: env.saveNote } };
}

const booking = bookedVisit({ note: 'Key under the mat' });
const input = { booking };
const view = (s: BookingNoteSnapshot) => selectBookingNote(s);

function expectInvariants(env: Env): void {
  for (const sent of env.saveNote.inputs) {
    expect(sent.note.length).toBeLessThanOrEqual(NOTE_MAX_LENGTH);
    expect(sent.note).toBe(sent.note.trim());
  }
}

const assertions: StateAssertions<Machine, Env> = {
  'editing.idle': (s, env) => {
    expectInvariants(env);
    expect(view(s)).toMatchObject({ step: 'edit', fieldError: null, errorKey: null, note: s.context.note });
  },
  'editing.tooLong': (s, env) => {
    expectInvariants(env);
    expect(view(s).fieldError).toEqual({ message: 'common.formErrors.maxLength', values: { max: NOTE_MAX_LENGTH } });
  },
  'editing.failed': (s, env) => {
    expectInvariants(env);
    expect(view(s)).toMatchObject({ step: 'edit', errorKey: 'common.errors.default' });
  },
  saving: (s, env) => {
    expectInvariants(env);
    expect(view(s).busy).toBe(true);
    expect(env.saveNote.inputs.at(-1)).toEqual({ bookingId: booking.id, note: s.context.note.trim() });
  },
  saved: (s, env) => {
    expectInvariants(env);
    expect(view(s).step).toBe('saved');
    expect(env.announced).toBeGreaterThan(0);
  },
  refused: (s, env) => {
    expectInvariants(env);
    expect(view(s)).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.noteTooLate' });
  },
  ended: (s, env) => {
    expectInvariants(env);
    expect(view(s).step).toBe('ended');
  },
};


describeModel('bookingNote model', {
  machine: bookingNoteMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a coming visit with a note', input, events: NOTE_EVENTS }],
});

describe('bookingNote pinned', () => {
  it('starts from the stored note and never sends one that is too long', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    expect(selectBookingNote(actor.getSnapshot()).note).toBe('Key under the mat');
    actor.send({ type: 'note.changed', value: TOO_LONG_NOTE });
    actor.send({ type: 'note.submitted' });
    expect(env.saveNote.inputs).toEqual([]);
    actor.send({ type: 'note.changed', value: ' Ring twice ' });
    actor.send({ type: 'note.submitted' });
    env.saveNote.resolve();
    await flush();
    expect(env.saveNote.inputs.map((sent) => sent.note)).toEqual(['Ring twice']);
    expect(env.announced).toBe(1);
    actor.stop();
  });
});
