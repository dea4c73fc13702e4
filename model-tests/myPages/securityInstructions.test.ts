import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { securityInstructionsMachine } from '../../machines/myPages/securityInstructions/securityInstructions.machine';
import { selectSecurityInstructions, type SecurityInstructionsSnapshot } from '../../machines/myPages/securityInstructions/securityInstructions.selectors';
import type {
  LoadedSecurity,
  LoadSecurityInput,
  SaveSecurityInput,
  SecurityInstructions,
} from '../../machines/myPages/securityInstructions/securityInstructions.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { CONFIRMED, CONFIRMED_SAVED, LEVELS, SAVED, SECURITY_CHANGES, SECURITY_EVENTS, SUMMER_HOUSE, UNCONFIRMED } from './account.fixtures';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof securityInstructionsMachine;

interface Env {
  loadSecurity: ControllableActor<LoadedSecurity, LoadSecurityInput>;
  saveSecurity: ControllableActor<SecurityInstructions, SaveSecurityInput>;
  confirmSecurity: ControllableActor<SecurityInstructions, LoadSecurityInput>;
}

function arrange() {
  const env: Env = { loadSecurity: controllableActor(), saveSecurity: controllableActor(), confirmSecurity: controllableActor() };
  const machine = securityInstructionsMachine.provide({
    actors: { loadSecurity: env.loadSecurity.logic, saveSecurity: env.saveSecurity.logic, confirmSecurity: env.confirmSecurity.logic },
  });
  return { machine, env, controls: { ...env } };
}

const input = { addressId: SUMMER_HOUSE.id };
const view = (s: SecurityInstructionsSnapshot) => selectSecurityInstructions(s);
const calls = { addressId: SUMMER_HOUSE.id };

/** Every call is for this address; a save sends exactly what the customer submitted. */
function expectInvariants(s: SecurityInstructionsSnapshot, env: Env): void {
  for (const sent of env.loadSecurity.inputs) expect(sent).toEqual(calls);
  for (const sent of env.confirmSecurity.inputs) expect(sent).toEqual(calls);
  for (const sent of env.saveSecurity.inputs) expect(sent).toEqual({ ...calls, changes: SECURITY_CHANGES });
  expect(view(s).busy).toBe(s.matches('loading') || s.matches('saving') || s.matches('confirming'));
}

/** A stored state: what is shown is what the server answered last. */
function expectStored(s: SecurityInstructionsSnapshot, step: string): void {
  expect(view(s)).toMatchObject({ step, levels: LEVELS, fieldErrors: [] });
  expect(view(s).level?.id ?? null).toBe(s.context.instructions?.protectionLevel ?? null);
}

const assertions: StateAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', errorKey: null });
  },
  loadFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', errorKey: 'common.errors.default' });
  },
  notSet: (s, env) => {
    expectInvariants(s, env);
    expectStored(s, 'notSet');
    expect(view(s).level).toBeNull();
  },
  'unconfirmed.idle': (s, env) => {
    expectInvariants(s, env);
    expectStored(s, 'unconfirmed');
    expect(view(s).instructions?.confirmedAt).toBeNull();
    expect(view(s).errorKey).toBeNull();
  },
  'unconfirmed.confirmFailed': (s, env) => {
    expectInvariants(s, env);
    expectStored(s, 'unconfirmed');
    expect(view(s).errorKey).toBe('common.errors.default');
  },
  confirming: (s, env) => {
    expectInvariants(s, env);
    expectStored(s, 'unconfirmed');
  },
  confirmed: (s, env) => {
    expectInvariants(s, env);
    expectStored(s, 'confirmed');
    expect([CONFIRMED.instructions.confirmedAt, CONFIRMED_SAVED.confirmedAt]).toContain(view(s).instructions?.confirmedAt);
  },
  'editing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', errorKey: null, fieldErrors: [] });
    expect(view(s).formValues).toEqual({
      protectionLevel: s.context.instructions?.protectionLevel ?? null,
      keyHandling: s.context.instructions?.keyHandling ?? null,
      instructions: s.context.instructions?.instructions ?? '',
    });
  },
  'editing.refused': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', formValues: SECURITY_CHANGES, fieldErrors: [{ field: 'body.protectionLevel', message: 'myPages.addresses.unknownProtectionLevel' }] });
  },
  'editing.failed': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', formValues: SECURITY_CHANGES, errorKey: 'common.errors.default', fieldErrors: [] });
  },
  saving: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'edit', formValues: SECURITY_CHANGES });
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
  },
};

describeModel('securityInstructions model', {
  machine: securityInstructionsMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'an address', input, events: SECURITY_EVENTS }],
});

describe('securityInstructions pinned', () => {
  it('saving never counts as confirming: saved instructions wait for the customer to confirm them', async () => {
    const { machine, env, controls } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    controls.loadSecurity.resolve(CONFIRMED);
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
    actor.send({ type: 'security.editRequested' });
    actor.send({ type: 'security.submitted', changes: SECURITY_CHANGES });
    controls.saveSecurity.resolve(SAVED);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ unconfirmed: 'idle' });
    expect(env.confirmSecurity.inputs).toEqual([]);
    actor.send({ type: 'security.confirmRequested' });
    controls.confirmSecurity.resolve(CONFIRMED_SAVED);
    await flush();
    expect(selectSecurityInstructions(actor.getSnapshot())).toMatchObject({ step: 'confirmed', instructions: CONFIRMED_SAVED });
    actor.stop();
  });

  it('leaving the form returns to what is stored, unconfirmed instructions still asking to be confirmed', async () => {
    const { machine, controls } = arrange();
    const actor = createActor(machine, { input }).start();
    controls.loadSecurity.resolve(UNCONFIRMED);
    await flush();
    actor.send({ type: 'security.editRequested' });
    actor.send({ type: 'security.editCancelled' });
    expect(actor.getSnapshot().value).toEqual({ unconfirmed: 'idle' });
    actor.stop();
  });
});
