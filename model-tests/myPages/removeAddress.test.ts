import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { removeAddressMachine } from '../../machines/myPages/removeAddress/removeAddress.machine';
import { selectRemoveAddress, type RemoveAddressSnapshot } from '../../machines/myPages/removeAddress/removeAddress.selectors';
import type { RemoveInput } from '../../machines/myPages/removeAddress/removeAddress.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { REMOVE_EVENTS, SUMMER_HOUSE } from './account.fixtures';
import { conflict } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof removeAddressMachine;

interface Env {
  removeAddress: ControllableActor<void, RemoveInput>;
}

function arrange() {
  const env: Env = { removeAddress: controllableActor() };
  const machine = removeAddressMachine.provide({ actors: { removeAddress: env.removeAddress.logic } });
  return { machine, env, controls: { removeAddress: env.removeAddress } };
}

const input = { address: SUMMER_HOUSE };
const view = (s: RemoveAddressSnapshot) => selectRemoveAddress(s);

/** Only this address is ever removed; the chart is busy exactly while removing. */
function expectInvariants(s: RemoveAddressSnapshot, env: Env): void {
  for (const sent of env.removeAddress.inputs) expect(sent).toEqual({ addressId: SUMMER_HOUSE.id });
  expect(view(s).busy).toBe(s.matches('removing'));
}

const assertions: StateAssertions<Machine, Env> = {
  idle: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'idle', refusalKey: null, errorKey: null });
    expect(s.context.refusalKey).toBeNull();
  },
  confirming: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirm', errorKey: null });
  },
  removing: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirm' });
    expect(env.removeAddress.pendingCount()).toBeGreaterThan(0);
  },
  failed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirm', errorKey: 'common.errors.default' });
    expect(s.can({ type: 'retry.requested' })).toBe(true);
  },
  refused: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('refused');
    expect(['myPages.addresses.inUse', 'myPages.addresses.primary']).toContain(view(s).refusalKey);
  },
  removed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('removed');
    expect(env.removeAddress.inputs.length).toBeGreaterThan(0);
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
  },
};

describeModel('removeAddress model', {
  machine: removeAddressMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a saved address', input, events: REMOVE_EVENTS }],
});

describe('removeAddress pinned', () => {
  it('asks before removing: "Remove" alone calls nothing, and keeping the address calls nothing', () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    actor.send({ type: 'removal.requested' });
    actor.send({ type: 'removal.cancelled' });
    actor.send({ type: 'removal.requested' });
    expect(env.removeAddress.inputs).toEqual([]);
    actor.send({ type: 'removal.confirmed' });
    expect(env.removeAddress.inputs).toHaveLength(1);
    actor.stop();
  });

  it('names the reason the server keeps the address, and an unnamed 409 reads as in use', async () => {
    for (const [message, key] of [
      ['myPages.addresses.primary', 'myPages.addresses.primary'],
      ['somethingElse', 'myPages.addresses.inUse'],
    ] as const) {
      const { machine, controls } = arrange();
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'removal.requested' });
      actor.send({ type: 'removal.confirmed' });
      controls.removeAddress.reject(conflict(message));
      await flush();
      expect(selectRemoveAddress(actor.getSnapshot())).toMatchObject({ step: 'refused', refusalKey: key });
      actor.stop();
    }
  });
});
