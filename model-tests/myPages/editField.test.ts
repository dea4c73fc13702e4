import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editFieldMachine } from '../../machines/myPages/editField/editField.machine';
import { selectEditField, type EditFieldSnapshot } from '../../machines/myPages/editField/editField.selectors';
import type { SaveFieldInput } from '../../machines/myPages/editField/editField.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { EDIT_FIELD_EVENTS, NEW_EMAIL, PERSONAL_INFORMATION, PRIMARY_ADDRESS } from './account.fixtures';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof editFieldMachine;

interface Env {
  save: ControllableActor<string | null, SaveFieldInput>;
  /** A save succeeded (the server stored the new value). */
  saved: boolean;
}

function arrange() {
  const env: Env = { save: controllableActor(), saved: false };
  const machine = editFieldMachine.provide({ actors: { save: env.save.logic } });
  const save = {
    resolve: (output: unknown) => {
      env.saved = true;
      env.save.resolve(output as string);
    },
    reject: (error: unknown) => env.save.reject(error),
  };
  return { machine, env, controls: { save } };
}

const OLD_EMAIL = PERSONAL_INFORMATION.email;
const input = { value: OLD_EMAIL };
const view = (s: EditFieldSnapshot) => selectEditField(s);

/** The value shown is the stored one until the server saved the new one; only the submitted value is sent. */
function expectInvariants(s: EditFieldSnapshot, env: Env): void {
  expect(view(s).value).toBe(env.saved ? NEW_EMAIL : OLD_EMAIL);
  for (const sent of env.save.inputs) expect(sent).toEqual({ targetId: null, value: NEW_EMAIL });
}

const assertions: StateAssertions<Machine, Env> = {
  viewing: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'view', busy: false, errorKey: null, fieldErrorKey: null });
  },
  'editing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', busy: false, errorKey: null, fieldErrorKey: null, formValue: s.context.value });
  },
  'editing.refused': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', fieldErrorKey: 'common.formErrors.email', errorKey: null, formValue: NEW_EMAIL });
  },
  'editing.failed': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', fieldErrorKey: null, errorKey: 'common.errors.default', formValue: NEW_EMAIL });
  },
  saving: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', busy: true });
    expect(env.save.pendingCount()).toBeGreaterThan(0);
  },
  saved: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'saved', value: NEW_EMAIL, busy: false });
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
  },
};

describeModel('editField model', {
  machine: editFieldMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'the email on file', input, events: EDIT_FIELD_EVENTS }],
});

describe('editField pinned', () => {
  it('cancelling forgets what was typed; the form starts from the stored value again', async () => {
    const { machine, controls } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    actor.send({ type: 'field.editRequested' });
    actor.send({ type: 'field.submitted', value: NEW_EMAIL });
    controls.save.reject(new Error('offline'));
    await flush();
    expect(selectEditField(actor.getSnapshot()).formValue).toBe(NEW_EMAIL);
    actor.send({ type: 'field.cancelled' });
    actor.send({ type: 'field.editRequested' });
    expect(selectEditField(actor.getSnapshot())).toMatchObject({ formValue: OLD_EMAIL, value: OLD_EMAIL });
    actor.stop();
  });

  it('saves for the value it belongs to (an address) and shows what the server stored', async () => {
    const { machine, env, controls } = arrange();
    const actor = createActor(machine, { input: { value: PRIMARY_ADDRESS.instructions ?? null, targetId: PRIMARY_ADDRESS.id } }).start();
    actor.send({ type: 'field.editRequested' });
    actor.send({ type: 'field.submitted', value: 'Door code 9876, cat indoors' });
    expect(env.save.inputs.at(-1)).toEqual({ targetId: PRIMARY_ADDRESS.id, value: 'Door code 9876, cat indoors' });
    controls.save.resolve('Door code 9876, cat indoors');
    await flush();
    expect(selectEditField(actor.getSnapshot())).toMatchObject({ step: 'saved', value: 'Door code 9876, cat indoors' });
    actor.stop();
  });
});
