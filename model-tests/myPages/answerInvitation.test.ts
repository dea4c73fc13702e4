import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { EidOrder } from '../../api/contract/common';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { customer } from '../../api/contract/customer';
import { EID_POLL_INTERVAL_MS } from '../../machines/eidLogin/constants';
import { EID_MESSAGE_KEYS } from '../../machines/eidLogin/eidLogin.messages';
import type { EidLoginInput, EidLoginResult } from '../../machines/eidLogin/eidLogin.types';
import { createAnswerInvitationActors } from '../../machines/myPages/answerInvitation/answerInvitation.actors';
import { answerInvitationMachine } from '../../machines/myPages/answerInvitation/answerInvitation.machine';
import { selectAnswerInvitation, type AnswerInvitationSnapshot } from '../../machines/myPages/answerInvitation/answerInvitation.selectors';
import type {
  AnswerInvitationInput,
  InvitationCallInput,
  InvitationSummary,
  StartApprovalInput,
} from '../../machines/myPages/answerInvitation/answerInvitation.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { ANSWER_EVENTS } from './users.support';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { INVITATION, SSN, SIGNED, SIGN_CANCELLED, SIGN_ORDER, signingWithFakes } from './users.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof answerInvitationMachine;

interface Env {
  loadInvitation: ControllableActor<InvitationSummary, InvitationCallInput>;
  startApproval: ControllableActor<EidOrder, StartApprovalInput>;
  signOrder: ControllableActor<EidLoginResult, EidLoginInput>;
  rejectInvitation: ControllableActor<void, InvitationCallInput>;
}

function arrange() {
  const env: Env = {
    loadInvitation: controllableActor(),
    startApproval: controllableActor(),
    signOrder: controllableActor(),
    rejectInvitation: controllableActor(),
  };
  const machine = answerInvitationMachine.provide({
    actors: {
      loadInvitation: env.loadInvitation.logic,
      startApproval: env.startApproval.logic,
      signOrder: env.signOrder.logic as never,
      rejectInvitation: env.rejectInvitation.logic,
    },
  });
  return { machine, env, controls: { ...env } };
}

/** Maja, who has no account yet: her temporary session. */
const sessionId = 'temporary-maja';
const input: AnswerInvitationInput = { invitationId: 'inv-1', device: 'desktop' };
const call = { invitationId: 'inv-1' };

/** Approved only by a completed signature; never both approved and rejected; every call names this invitation. */
function expectInvariants(snapshot: AnswerInvitationSnapshot, env: Env): void {
  if (snapshot.matches('approved')) {
    expect(env.signOrder.inputs.length).toBeGreaterThan(0);
    expect(env.rejectInvitation.inputs).toEqual([]);
  }
  if (snapshot.matches('rejected')) expect(env.rejectInvitation.inputs.length).toBeGreaterThan(0);
  for (const loaded of env.loadInvitation.inputs) expect(loaded).toEqual(call);
  for (const started of env.startApproval.inputs) expect(started).toEqual({ ...call, ssn: SSN });
  for (const rejected of env.rejectInvitation.inputs) expect(rejected).toEqual(call);
}

const view = (s: AnswerInvitationSnapshot) => selectAnswerInvitation(s);

const assertions: StateAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: true, errorKey: null, invitation: null });
  },
  loadFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'loading', busy: false, errorKey: 'common.errors.default' });
  },
  'ready.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'ready', invitation: INVITATION, fieldErrors: null, signOrder: null });
  },
  'ready.refused': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).fieldErrors?.[0]?.field).toBe('ssn');
  },
  starting: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'starting', busy: true });
  },
  signing: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('signing');
    expect(env.signOrder.inputs.at(-1)).toMatchObject({ order: SIGN_ORDER, device: 'desktop', sameDevice: false });
  },
  signFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('signFailed');
    expect(EID_MESSAGE_KEYS).toContain(view(s).failureKey);
  },
  startFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('signFailed');
    expect(EID_MESSAGE_KEYS).toContain(view(s).failureKey);
  },
  confirmingRejection: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'confirmReject', errorKey: null });
  },
  rejecting: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'rejecting', busy: true, errorKey: null });
  },
  rejectFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'rejecting', busy: false, errorKey: 'common.errors.default' });
  },
  approved: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'approved', invitation: INVITATION });
  },
  rejected: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('rejected');
  },
  notFound: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'notFound', refusalKey: null });
  },
  expired: (s, env) => {
    expectInvariants(s, env);
    expect(['myPages.refusals.invitationExpired', 'myPages.refusals.invitationWithdrawn']).toContain(view(s).refusalKey);
  },
  refused: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.invitationAnswered' });
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
  },
};


describeModel('answerInvitation model', {
  machine: answerInvitationMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'the invited person, no account yet', input, events: ANSWER_EVENTS }],
});

describe('answerInvitation pinned', () => {
  function start() {
    const run = arrange();
    const actor = createActor(run.machine, { input, inspect: recorder.inspect }).start();
    return { ...run, actor, view: () => selectAnswerInvitation(actor.getSnapshot()) };
  }

  async function ready(run: ReturnType<typeof start>) {
    run.env.loadInvitation.resolve(INVITATION);
    await flush();
  }

  it('is approved only when the signature completes: a cancelled signing is not an approval', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'approval.submitted', ssn: SSN });
    run.env.startApproval.resolve(SIGN_ORDER);
    await flush();
    run.actor.send(SIGN_CANCELLED as never);
    expect(run.view()).toMatchObject({ step: 'signFailed', failureKey: 'eid.rfa.rfa6' });
    run.actor.send({ type: 'approval.retried' });
    expect(run.env.startApproval.inputs).toHaveLength(2);
    run.env.startApproval.resolve(SIGN_ORDER);
    await flush();
    expect(run.view().step).toBe('signing');
    run.env.signOrder.resolve(SIGNED);
    await flush();
    expect(run.view().step).toBe('approved');
    run.actor.stop();
  });

  it('declining asks once more, and "No" keeps the invitation open', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'rejection.requested' });
    expect(run.env.rejectInvitation.inputs).toEqual([]);
    run.actor.send({ type: 'rejection.dismissed' });
    expect(run.view().step).toBe('ready');
    run.actor.send({ type: 'rejection.requested' });
    run.actor.send({ type: 'rejection.confirmed' });
    expect(run.env.rejectInvitation.inputs).toEqual([call]);
    run.env.rejectInvitation.resolve();
    await flush();
    expect(run.view().step).toBe('rejected');
    run.actor.stop();
  });

  it('leaving the signing step cancels the order (the real e-ID chart, polling with the page’s client and so the temporary session)', async () => {
    const calls = fakeApi();
    const { logic: signOrder, cancels } = signingWithFakes(createAnswerInvitationActors(sessionFollowing(calls.client, () => sessionId)).signOrder);
    const run = arrange();
    const clock = new SimulatedClock();
    const actor = createActor(run.machine.provide({ actors: { signOrder } }), { input, clock, inspect: recorder.inspect }).start();
    run.env.loadInvitation.resolve(INVITATION);
    await flush();
    actor.send({ type: 'approval.submitted', ssn: SSN });
    run.env.startApproval.resolve(SIGN_ORDER);
    await flush();
    clock.increment(EID_POLL_INTERVAL_MS);
    expect(calls.pending(customer.approvePoll).input).toMatchObject({ sessionId, body: { data: SIGN_ORDER.orderRef } });
    actor.send({ type: 'approval.cancelled' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(cancels).toEqual([SIGN_ORDER.orderRef]);
    actor.stop();
  });
});
