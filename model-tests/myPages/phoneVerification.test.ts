import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { phoneVerificationMachine } from '../../machines/myPages/phoneVerification/phoneVerification.machine';
import { selectPhoneVerification, type PhoneVerificationSnapshot } from '../../machines/myPages/phoneVerification/phoneVerification.selectors';
import type { SendCodeInput, SendCodeResult, VerifiedInformation, VerifyCodeInput } from '../../machines/myPages/phoneVerification/phoneVerification.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, transient, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { CODE_SENT, codeRefused, NEW_PHONE, OLD_PHONE, PHONE_EVENTS, tooManyCodes, VERIFIED } from './account.fixtures';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof phoneVerificationMachine;

interface Env {
  sendCode: ControllableActor<SendCodeResult, SendCodeInput>;
  verifyCode: ControllableActor<VerifiedInformation, VerifyCodeInput>;
  /** A code was verified (the server answered the new number). */
  verified: boolean;
}

function arrange() {
  const env: Env = { sendCode: controllableActor(), verifyCode: controllableActor(), verified: false };
  const machine = phoneVerificationMachine.provide({ actors: { sendCode: env.sendCode.logic, verifyCode: env.verifyCode.logic } });
  const verifyCode = {
    resolve: (output: unknown) => {
      env.verified = true;
      env.verifyCode.resolve(output as VerifiedInformation);
    },
    reject: (error: unknown) => env.verifyCode.reject(error),
  };
  // Sending again runs the same call under its own invoke id.
  return { machine, env, controls: { sendCode: env.sendCode, resendCode: env.sendCode, verifyCode } };
}

const fresh = { phone: OLD_PHONE };
const resumed = { phone: OLD_PHONE, pendingPhone: NEW_PHONE };
const view = (s: PhoneVerificationSnapshot) => selectPhoneVerification(s);

/** On every step: the number shown is the one on file until a code is verified; codes go only to the number asked for. */
function expectInvariants(s: PhoneVerificationSnapshot, env: Env): void {
  expect(view(s).phone).toBe(env.verified ? NEW_PHONE : OLD_PHONE);
  for (const sent of env.sendCode.inputs) expect(sent).toEqual({ phone: NEW_PHONE });
  for (const sent of env.verifyCode.inputs) expect(sent).toEqual({ code: '123456' });
}

/** A screen where the customer waits for or types the code: it says where the code went. */
function expectCodeScreen(s: PhoneVerificationSnapshot, env: Env, expected: Partial<ReturnType<typeof view>> = {}): void {
  expectInvariants(s, env);
  expect(view(s)).toMatchObject({
    step: 'code',
    pendingPhone: NEW_PHONE,
    codeErrorKey: null,
    attemptsLeft: null,
    resent: false,
    tooManyCodes: false,
    errorKey: null,
    busy: false,
    canCancel: true,
    ...expected,
  });
}

function expectRestart(s: PhoneVerificationSnapshot, env: Env, reason: string): void {
  expectInvariants(s, env);
  expect(view(s)).toMatchObject({ step: 'restart', restartReason: reason, pendingPhone: null, busy: false, canCancel: true });
  expect(s.can({ type: 'code.submitted', code: '123456' })).toBe(false);
}

const assertions: StateAssertions<Machine, Env> = {
  starting: transient('starting'),
  idle: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'idle', busy: false, canCancel: false });
  },
  'editing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'editing', phoneErrorKey: null, busy: false, canCancel: true });
  },
  'editing.unchanged': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'editing', unchanged: true, phoneErrorKey: null, pendingPhone: null, busy: false });
  },
  'editing.refused': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'editing', phoneErrorKey: 'common.formErrors.tel', requestedPhone: NEW_PHONE });
  },
  sending: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'editing', busy: true, working: 'sending', canCancel: true });
    expect(env.sendCode.pendingCount()).toBeGreaterThan(0);
  },
  sendFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'sendProblem', errorKey: 'myPages.personalInformation.codeNotSent', tooManyCodes: false });
    expect(s.can({ type: 'retry.requested' })).toBe(true);
  },
  sendRefused: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ step: 'sendProblem', errorKey: null, tooManyCodes: true });
    expect(s.can({ type: 'retry.requested' })).toBe(true);
  },
  'awaitingCode.idle': (s, env) => expectCodeScreen(s, env),
  'awaitingCode.resent': (s, env) => expectCodeScreen(s, env, { resent: true }),
  'awaitingCode.wrongCode': (s, env) => expectCodeScreen(s, env, { codeErrorKey: 'common.formErrors.wrongCode', attemptsLeft: 2 }),
  'awaitingCode.malformed': (s, env) => expectCodeScreen(s, env, { codeErrorKey: 'common.formErrors.wrongCodeFormat' }),
  'awaitingCode.verifyFailed': (s, env) => expectCodeScreen(s, env, { errorKey: 'common.errors.default' }),
  'awaitingCode.resendFailed': (s, env) => expectCodeScreen(s, env, { errorKey: 'myPages.personalInformation.codeNotSent' }),
  'awaitingCode.resendRefused': (s, env) => expectCodeScreen(s, env, { tooManyCodes: true }),
  resending: (s, env) => expectCodeScreen(s, env, { busy: true, working: 'resending' }),
  verifying: (s, env) => {
    expectCodeScreen(s, env, { busy: true, working: 'verifying', canCancel: false });
    expect(env.verifyCode.inputs.at(-1)).toEqual({ code: '123456' });
  },
  codeExpired: (s, env) => expectRestart(s, env, 'codeExpired'),
  attemptsExhausted: (s, env) => expectRestart(s, env, 'attemptsExhausted'),
  nothingPending: (s, env) => expectRestart(s, env, 'nothingPending'),
  done: (s, env) => {
    expectInvariants(s, env);
    expect(env.verified).toBe(true);
    expect(view(s)).toMatchObject({ step: 'done', phone: NEW_PHONE, pendingPhone: null, busy: false, canCancel: false });
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).step).toBe('ended');
    expect(s.can({ type: 'phone.editRequested' })).toBe(false);
  },
};

describeModel('phoneVerification model', {
  machine: phoneVerificationMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'a number on file, no change pending', input: fresh, events: PHONE_EVENTS },
    { name: 'a change pending since an earlier visit', input: resumed, events: PHONE_EVENTS },
  ],
});

describe('phoneVerification pinned', () => {
  const start = (input: typeof fresh | typeof resumed = fresh) => {
    const { machine, env, controls } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    return { actor, env, controls, phone: () => selectPhoneVerification(actor.getSnapshot()).phone };
  };

  it('never shows the new number before its code is verified: not when the code is sent, resent, wrong, expired or cancelled', async () => {
    const { actor, env, controls, phone } = start();
    actor.send({ type: 'phone.editRequested' });
    actor.send({ type: 'phone.submitted', phone: NEW_PHONE });
    expect(phone()).toBe(OLD_PHONE);
    controls.sendCode.resolve(CODE_SENT);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'idle' });
    expect(phone()).toBe(OLD_PHONE);
    actor.send({ type: 'code.resendRequested' });
    controls.resendCode.resolve(CODE_SENT);
    await flush();
    expect(phone()).toBe(OLD_PHONE);
    actor.send({ type: 'code.submitted', code: '000000' });
    controls.verifyCode.reject(codeRefused('common.formErrors.wrongCode'));
    await flush();
    expect(phone()).toBe(OLD_PHONE);
    actor.send({ type: 'code.submitted', code: '111111' });
    controls.verifyCode.reject(codeRefused('common.formErrors.codeExpired'));
    await flush();
    expect(actor.getSnapshot().value).toBe('codeExpired');
    expect(phone()).toBe(OLD_PHONE);
    actor.send({ type: 'flow.cancelled' });
    expect(phone()).toBe(OLD_PHONE);
    expect(env.verified).toBe(false);
    actor.stop();
  });

  it('shows the number the server verified, and only then', async () => {
    const { actor, controls, phone } = start(resumed);
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'idle' });
    actor.send({ type: 'code.submitted', code: '123456' });
    expect(phone()).toBe(OLD_PHONE);
    controls.verifyCode.resolve({ ...VERIFIED, phone: '+46 73 000 00 00' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(phone()).toBe('+46 73 000 00 00');
    actor.stop();
  });

  it('says nothing of tries left when the server does not tell them', async () => {
    const { actor, controls } = start(resumed);
    actor.send({ type: 'code.submitted', code: '123456' });
    controls.verifyCode.reject(codeRefused('common.formErrors.wrongCode'));
    await flush();
    expect(selectPhoneVerification(actor.getSnapshot())).toMatchObject({ codeErrorKey: 'common.formErrors.wrongCode', attemptsLeft: null });
    actor.stop();
  });

  it('cannot be cancelled while a code is checked: its answer decides which number is on file', () => {
    const { actor } = start(resumed);
    actor.send({ type: 'code.submitted', code: '123456' });
    actor.send({ type: 'flow.cancelled' });
    expect(actor.getSnapshot().value).toBe('verifying');
    actor.stop();
  });

  it('a refused send (429) offers a retry that sends to the same number', async () => {
    const { actor, env, controls } = start();
    actor.send({ type: 'phone.editRequested' });
    actor.send({ type: 'phone.submitted', phone: NEW_PHONE });
    controls.sendCode.reject(tooManyCodes());
    await flush();
    expect(actor.getSnapshot().value).toBe('sendRefused');
    actor.send({ type: 'retry.requested' });
    expect(env.sendCode.inputs.map((sent) => sent.phone)).toEqual([NEW_PHONE, NEW_PHONE]);
    actor.stop();
  });
});
