import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { customer } from '../../api/contract/customer';
import { EID_POLL_INTERVAL_MS } from '../../machines/eidLogin/constants';
import { createInviteUserActors } from '../../machines/myPages/inviteUser/inviteUser.actors';
import { fakeApi } from '../support/fakeApi';
import type { EidOrder } from '../../api/contract/common';
import { EID_MESSAGE_KEYS } from '../../machines/eidLogin/eidLogin.messages';
import type { EidLoginInput, EidLoginResult } from '../../machines/eidLogin/eidLogin.types';
import { inviteUserMachine } from '../../machines/myPages/inviteUser/inviteUser.machine';
import { selectInviteUser, type InviteUserSnapshot } from '../../machines/myPages/inviteUser/inviteUser.selectors';
import type { CopyLinkInput, InviteUserInput, StartInvitationInput } from '../../machines/myPages/inviteUser/inviteUser.types';
import { COPIED_LABEL_MS } from '../../machines/shell/constants';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { INVITE_EVENTS } from './users.support';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { sessionId } from './myPages.support';
import { REQUEST, SIGNED, SIGNED_WITHOUT_ID, SIGN_CANCELLED, SIGN_ORDER, SIGN_PENDING, forbidden, signingWithFakes, ssnConflict } from './users.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof inviteUserMachine;

interface Env {
  startInvitation: ControllableActor<EidOrder, StartInvitationInput>;
  signOrder: ControllableActor<EidLoginResult, EidLoginInput>;
  copyLink: ControllableActor<void, CopyLinkInput>;
  announced: number;
}

function arrange() {
  const env: Env = { startInvitation: controllableActor(), signOrder: controllableActor(), copyLink: controllableActor(), announced: 0 };
  const machine = inviteUserMachine.provide({
    actors: {
      startInvitation: env.startInvitation.logic,
      // The e-ID chart is walked on its own (eidLogin model); here a fake that completes or is reported failed.
      signOrder: env.signOrder.logic as never,
      copyLink: env.copyLink.logic,
    },
    actions: {
      announceInvitation: () => {
        env.announced += 1;
      },
    },
  });
  return { machine, env, controls: { startInvitation: env.startInvitation, signOrder: env.signOrder, copyLink: env.copyLink } };
}

const input: InviteUserInput = { device: 'desktop', origin: 'https://hem.example', locale: 'sv' };
const LINK = 'https://hem.example/mina-sidor/inbjudan/inv-1';

/** Never shown as sent before the signature completed; the list told once, only then; signing only with the started order. */
function expectInvariants(snapshot: InviteUserSnapshot, env: Env): void {
  const view = selectInviteUser(snapshot);
  const sent = snapshot.matches('done');
  expect(view.link).toBe(sent ? LINK : null);
  expect(env.announced).toBe(sent ? 1 : 0);
  if (sent) expect(env.signOrder.inputs.length).toBeGreaterThan(0);
  for (const started of env.startInvitation.inputs) expect(started).toEqual({ request: REQUEST });
  for (const signing of env.signOrder.inputs) expect(signing).toMatchObject({ device: 'desktop', simulator: false, order: SIGN_ORDER });
}

const assertions: StateAssertions<Machine, Env> = {
  'editing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ step: 'form', fieldErrors: null, busy: false, canCancel: false, signOrder: null });
    expect(s.context.order).toBeNull();
  },
  'editing.refused': (s, env) => {
    expectInvariants(s, env);
    const view = selectInviteUser(s);
    expect(view.step).toBe('form');
    expect(view.fieldErrors?.map((error) => error.field)).toContain('ssn');
  },
  starting: (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ step: 'starting', busy: true, canCancel: false, canRetry: false });
    expect(env.startInvitation.inputs.at(-1)).toEqual({ request: REQUEST });
  },
  signing: (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ step: 'signing', canCancel: true, link: null });
    expect(s.context.order).toEqual(SIGN_ORDER);
    expect(env.signOrder.inputs.at(-1)).toMatchObject({ order: SIGN_ORDER, sameDevice: s.context.sameDevice });
  },
  signFailed: (s, env) => {
    expectInvariants(s, env);
    const view = selectInviteUser(s);
    expect(view).toMatchObject({ step: 'failed', canRetry: true, canCancel: true });
    expect(EID_MESSAGE_KEYS).toContain(view.failureKey);
  },
  startFailed: (s, env) => {
    expectInvariants(s, env);
    const view = selectInviteUser(s);
    expect(view).toMatchObject({ step: 'failed', canRetry: true, canCancel: true });
    expect(EID_MESSAGE_KEYS).toContain(view.failureKey);
  },
  refused: (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.notAccountOwner', canRetry: false, canCancel: true });
  },
  'done.idle': (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ step: 'done', copied: false, copyFailed: false, canCancel: false });
    expect(s.context.invitationId).toBe('inv-1');
  },
  'done.copying': (s, env) => {
    expectInvariants(s, env);
    expect(env.copyLink.inputs.at(-1)).toEqual({ link: LINK });
  },
  'done.copied': (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ copied: true, copyFailed: false });
  },
  'done.copyFailed': (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ copied: false, copyFailed: true, link: LINK });
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(selectInviteUser(s)).toMatchObject({ step: 'ended', canCancel: false, canRetry: false });
  },
};


describeModel('inviteUser model', {
  machine: inviteUserMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'an owner on a computer', input, events: INVITE_EVENTS }],
});

describe('inviteUser pinned', () => {
  function start(over: Partial<InviteUserInput> = {}) {
    const run = arrange();
    const clock = new SimulatedClock();
    const actor = createActor(run.machine, { input: { ...input, ...over }, clock, inspect: recorder.inspect }).start();
    return { ...run, actor, clock, view: () => selectInviteUser(actor.getSnapshot()) };
  }

  async function toSigning(run: ReturnType<typeof start>) {
    run.actor.send({ type: 'invite.submitted', request: REQUEST });
    run.env.startInvitation.resolve(SIGN_ORDER);
    await flush();
    expect(run.actor.getSnapshot().value).toBe('signing');
  }

  it('an invitation is never shown as sent before the signature completes', async () => {
    const run = start();
    await toSigning(run);
    run.actor.send(SIGN_PENDING as never);
    expect(run.view()).toMatchObject({ step: 'signing', link: null });
    run.actor.send(SIGN_CANCELLED as never);
    expect(run.view()).toMatchObject({ step: 'failed', failureKey: 'eid.rfa.rfa6', link: null });
    expect(run.env.announced).toBe(0);
    // A retry is a new invitation call (a new order); only its completed signature sends it.
    run.actor.send({ type: 'invite.retried' });
    expect(run.env.startInvitation.inputs).toHaveLength(2);
    run.env.startInvitation.resolve(SIGN_ORDER);
    await flush();
    run.env.signOrder.resolve(SIGNED_WITHOUT_ID);
    await flush();
    expect(run.view()).toMatchObject({ step: 'failed', link: null });
    run.actor.send({ type: 'invite.retried' });
    run.env.startInvitation.resolve(SIGN_ORDER);
    await flush();
    run.env.signOrder.resolve(SIGNED);
    await flush();
    expect(run.view()).toMatchObject({ step: 'done', link: LINK });
    expect(run.env.announced).toBe(1);
    run.actor.stop();
  });

  it('leaving the signing step cancels the order (the real e-ID chart, polling with the page’s client and so its session)', async () => {
    const calls = fakeApi();
    const { logic: signOrder, cancels } = signingWithFakes(createInviteUserActors(sessionFollowing(calls.client, () => sessionId)).signOrder);
    const run = arrange();
    const clock = new SimulatedClock();
    const machine = run.machine.provide({ actors: { signOrder } });
    const actor = createActor(machine, { input, clock, inspect: recorder.inspect }).start();
    actor.send({ type: 'invite.submitted', request: REQUEST });
    run.env.startInvitation.resolve(SIGN_ORDER);
    await flush();
    clock.increment(EID_POLL_INTERVAL_MS);
    // The poll is the invitation's, sent with the inviter's session.
    const poll = calls.pending(customer.invitationPoll);
    expect(poll.input).toMatchObject({ sessionId, body: { data: SIGN_ORDER.orderRef } });
    poll.resolve({ status: 'pending', orderRef: SIGN_ORDER.orderRef, hintCode: 'outstandingTransaction' });
    await flush();
    expect(cancels).toEqual([]);
    actor.send({ type: 'invite.cancelled' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(cancels).toEqual([SIGN_ORDER.orderRef]);
    // Leaving the flow (the panel closes) while signing does the same.
    actor.send({ type: 'invite.submitted', request: REQUEST });
    run.env.startInvitation.resolve({ ...SIGN_ORDER, orderRef: 'sign-2' });
    await flush();
    actor.stop();
    expect(cancels).toEqual([SIGN_ORDER.orderRef, 'sign-2']);
    expect(selectInviteUser(actor.getSnapshot()).link).toBeNull();
  });

  it('the form decides BankID here or the QR code; the device decides when it does not say', async () => {
    const phone = start({ device: 'mobile' });
    phone.actor.send({ type: 'invite.submitted', request: REQUEST, sameDevice: false });
    phone.env.startInvitation.resolve(SIGN_ORDER);
    await flush();
    expect(phone.env.signOrder.inputs.at(-1)).toMatchObject({ device: 'mobile', sameDevice: false, order: SIGN_ORDER });
    phone.actor.stop();
    const laptop = start();
    await toSigning(laptop);
    expect(laptop.env.signOrder.inputs.at(-1)).toMatchObject({ device: 'desktop', sameDevice: false });
    laptop.actor.stop();
  });

  it('the link is English under /en, and "Copied" shows for 1000 ms', async () => {
    const run = start({ locale: 'en' });
    await toSigning(run);
    run.env.signOrder.resolve(SIGNED);
    await flush();
    expect(run.view().link).toBe('https://hem.example/en/my-pages/invitation/inv-1');
    run.actor.send({ type: 'link.copied' });
    run.env.copyLink.resolve();
    await flush();
    expect(run.view().copied).toBe(true);
    run.clock.increment(COPIED_LABEL_MS - 1);
    expect(run.view().copied).toBe(true);
    run.clock.increment(1);
    expect(run.view().copied).toBe(false);
    run.actor.stop();
  });

  it('a refusal of the personal number shows on its field; not being the owner is a refusal of its own', async () => {
    const run = start();
    run.actor.send({ type: 'invite.submitted', request: REQUEST });
    run.env.startInvitation.reject(ssnConflict('myPages.refusals.alreadyHasAccess'));
    await flush();
    expect(run.view().fieldErrors).toEqual([{ field: 'ssn', message: 'myPages.refusals.alreadyHasAccess' }]);
    run.actor.send({ type: 'invite.submitted', request: REQUEST });
    expect(run.view().fieldErrors).toBeNull();
    run.env.startInvitation.reject(forbidden('myPages.refusals.notAccountOwner'));
    await flush();
    expect(run.view()).toMatchObject({ step: 'refused', refusalKey: 'myPages.refusals.notAccountOwner' });
    run.actor.stop();
  });
});
