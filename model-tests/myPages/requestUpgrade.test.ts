import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { customer } from '../../api/contract/customer';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import { createRequestUpgradeActors } from '../../machines/myPages/requestUpgrade/requestUpgrade.actors';
import { requestUpgradeMachine } from '../../machines/myPages/requestUpgrade/requestUpgrade.machine';
import { upgradeRequestOf } from '../../machines/myPages/requestUpgrade/requestUpgrade.rules';
import { selectRequestUpgrade, type RequestUpgradeSnapshot } from '../../machines/myPages/requestUpgrade/requestUpgrade.selectors';
import type { RequestUpgradeInput, SendUpgradeRequestInput } from '../../machines/myPages/requestUpgrade/requestUpgrade.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { UPGRADES } from './fixtures';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof requestUpgradeMachine;

interface Env {
  send: ControllableActor<void, SendUpgradeRequestInput>;
}

function arrange() {
  const env: Env = { send: controllableActor<void, SendUpgradeRequestInput>() };
  const machine = requestUpgradeMachine.provide({ actors: { sendUpgradeRequest: env.send.logic } });
  return { machine, env, controls: { sendUpgradeRequest: env.send } };
}

// Fixtures -------------------------------------------------------------------

const input: RequestUpgradeInput = { subscriptionId: 'sub-1', upgrades: UPGRADES };

/** Every request sent named an offered upgrade of this subscription. */
function expectSentOffered(env: Env): void {
  for (const sent of env.send.inputs) {
    expect(UPGRADES.map((upgrade) => upgrade.id)).toContain(sent.upgradeId);
    expect(sent.subscriptionId).toBe('sub-1');
    if (sent.comment !== undefined) expect(sent.comment).toBe(sent.comment.trim());
  }
}

function expectView(snapshot: RequestUpgradeSnapshot, expected: Partial<ReturnType<typeof selectRequestUpgrade>>): void {
  const { upgradeId, comment } = snapshot.context;
  expect(selectRequestUpgrade(snapshot)).toEqual({
    upgrades: UPGRADES,
    chosen: UPGRADES.find((upgrade) => upgrade.id === upgradeId) ?? null,
    comment,
    busy: false,
    message: null,
    canRetry: false,
    ...expected,
  });
}

// Assertions -----------------------------------------------------------------

const assertions: StateAssertions<Machine, Env> = {
  choosing: (snapshot, env) => {
    expectSentOffered(env);
    expectView(snapshot, { step: 'choosing' });
    expect(snapshot.context.upgradeId).toBeNull();
    expect(snapshot.context.comment).toBe('');
  },
  commenting: (snapshot, env) => {
    expectSentOffered(env);
    expectView(snapshot, { step: 'commenting' });
    expect(snapshot.context.upgradeId).not.toBeNull();
  },
  submitting: (snapshot, env) => {
    expectSentOffered(env);
    expectView(snapshot, { step: 'submitting', busy: true });
    expect(env.send.inputs.at(-1)).toEqual(upgradeRequestOf(snapshot.context));
  },
  refused: (snapshot, env) => {
    expectSentOffered(env);
    expectView(snapshot, { step: 'refused', message: 'myPages.subscriptions.upgrade.refused' });
  },
  failed: (snapshot, env) => {
    expectSentOffered(env);
    expectView(snapshot, { step: 'failed', message: 'common.errors.default', canRetry: true });
  },
  requested: (snapshot, env) => {
    expectSentOffered(env);
    expectView(snapshot, { step: 'requested' });
    expect(env.send.inputs.at(-1)).toEqual(upgradeRequestOf(snapshot.context));
  },
};

// Scenarios ------------------------------------------------------------------

const events = [
  { type: 'upgrade.chosen', upgradeId: 'up-windows' },
  { type: 'upgrade.chosen', upgradeId: 'up-hour' },
  { type: 'upgrade.chosen', upgradeId: 'not-offered' },
  { type: 'comment.changed', value: ' Fridays if possible ' },
  { type: 'xstate.done.actor.sendUpgradeRequest', output: undefined },
  { type: 'xstate.error.actor.sendUpgradeRequest', error: new ApiRequestError({ status: 409 }) },
  { type: 'xstate.error.actor.sendUpgradeRequest', error: new BadRequestError([{ field: 'body.upgradeId', message: 'notOffered' }], { status: 400 }) },
  { type: 'xstate.error.actor.sendUpgradeRequest', error: new ApiRequestError({ reason: 'network' }) },
];

describeModel('requestUpgrade model', {
  machine: requestUpgradeMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a subscription with two upgrades', input, events }],
});

// Pinned ---------------------------------------------------------------------

describe('requestUpgrade pinned', () => {
  function start() {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    return { actor, env, view: () => selectRequestUpgrade(actor.getSnapshot()) };
  }

  it('never sends without an offered upgrade chosen', () => {
    const run = start();
    run.actor.send({ type: 'request.submitted' });
    run.actor.send({ type: 'upgrade.chosen', upgradeId: 'not-offered' });
    run.actor.send({ type: 'request.submitted' });
    expect(run.view().step).toBe('choosing');
    expect(run.env.send.inputs).toEqual([]);
    run.actor.stop();
  });

  it('sends the chosen upgrade with the trimmed comment, and a retry after a failure sends the same', async () => {
    const run = start();
    run.actor.send({ type: 'upgrade.chosen', upgradeId: 'up-hour' });
    run.actor.send({ type: 'comment.changed', value: '  Fridays  ' });
    run.actor.send({ type: 'request.submitted' });
    run.env.send.reject(new ApiRequestError({ reason: 'timeout' }));
    await flush();
    run.actor.send({ type: 'request.retried' });
    run.env.send.resolve();
    await flush();
    expect(run.view().step).toBe('requested');
    const sent = { subscriptionId: 'sub-1', upgradeId: 'up-hour', comment: 'Fridays' };
    expect(run.env.send.inputs).toEqual([sent, sent]);
    run.actor.stop();
  });

  it('an empty comment is not sent; the actors call through their client, naming the subscription and the upgrade', async () => {
    const fake = fakeApi();
    const actor = createActor(requestUpgradeMachine.provide({ actors: createRequestUpgradeActors(fake.client) }), { input }).start();
    actor.send({ type: 'upgrade.chosen', upgradeId: 'up-windows' });
    actor.send({ type: 'comment.changed', value: '   ' });
    actor.send({ type: 'request.submitted' });
    const call = fake.pending(customer.requestUpgrade);
    expect(call.input).toEqual({ params: { id: 'sub-1' }, body: { upgradeId: 'up-windows' } });
    call.resolve({ ok: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('requested');
    actor.stop();
  });
});
