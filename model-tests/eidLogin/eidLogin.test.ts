import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor, fromCallback, setup, type AnyActorLogic, type AnyEventObject } from 'xstate';
import type { AuthStatus } from '../../api/contract/auth';
import type { EidOrder } from '../../api/contract/common';
import { ApiRequestError, BadRequestError, UnhandledServerError } from '../../api/errors';
import { EID_POLL_INTERVAL_MS, EID_QR_REFRESH_INTERVAL_MS } from '../../machines/eidLogin/constants';
import { SESSION_SYSTEM_ID } from '../../machines/session/constants';
import { cancelLoginOnLeave } from '../../machines/eidLogin/eidLogin.actors';
import { eidLoginMachine, usesQr } from '../../machines/eidLogin/eidLogin.machine';
import {
  EID_MESSAGE_KEYS,
  eidErrorMessageKey,
  eidStatusMessageKey,
  eidWaitingMessageKey,
} from '../../machines/eidLogin/eidLogin.messages';
import type { EidMessageKey, EidMessageOptions } from '../../machines/eidLogin/eidLogin.messages';
import { selectEidLogin } from '../../machines/eidLogin/eidLogin.selectors';
import { bankIdAutoStartUrl, eidOpenUrl } from '../../machines/eidLogin/eidLogin.urls';
import type { EidLoginSnapshot } from '../../machines/eidLogin/eidLogin.selectors';
import type { CancelLoginInput, EidLoginInput } from '../../machines/eidLogin/eidLogin.types';
import { DelayClock } from '../support/delayClock';
import { flush } from '../support/fakeActors';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { alreadyInProgress, choice, complete, eidCallFakes, expired, order, pending, signing, startFailed, userCancel } from './eidLogin.support';
import type { EidCallFakes } from './eidLogin.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof eidLoginMachine;

interface Env extends EidCallFakes {
  /** Every cancelled order, in order. */
  cancels: CancelLoginInput[];
  /** Orders held (times `polling` was entered), and the cancels counted when the newest was taken. */
  holds: number;
  cancelsBeforeHold: number;
  openBankIdApp: Mock;
}

function arrange() {
  const env: Env = {
    ...eidCallFakes(),
    cancels: [],
    holds: 0,
    cancelsBeforeHold: 0,
    openBankIdApp: vi.fn(),
  };
  // The real holder, counting when it starts holding an order.
  const holder = cancelLoginOnLeave(({ orderRef }) => env.cancels.push({ orderRef }));
  const cancelLogin: typeof holder = {
    ...holder,
    start: (snapshot, scope) => {
      env.holds += 1;
      env.cancelsBeforeHold = env.cancels.length;
      holder.start?.(snapshot, scope);
    },
  };
  const machine = eidLoginMachine.provide({
    actors: { startLogin: env.startLogin.logic, pollStatus: env.pollStatus.logic, fetchQr: env.fetchQr.logic, cancelLogin },
    actions: { openBankIdApp: (_, params) => env.openBankIdApp(params.autoStartToken) },
  });
  return {
    machine,
    env,
    controls: { startLogin: env.startLogin, pollStatus: env.pollStatus, fetchQr: env.fetchQr },
    clock: new DelayClock(),
  };
}

/** Cancels of the order held now (or last). */
const cancelsOfLastOrder = (env: Env) => env.cancels.length - env.cancelsBeforeHold;

function expectAtMostOneCancelPerOrder(env: Env): void {
  expect(env.cancels.length).toBeLessThanOrEqual(env.holds);
}

function expectAutostartOnlyOnMobile(snapshot: EidLoginSnapshot, env: Env): void {
  if (snapshot.context.device === 'desktop') expect(env.openBankIdApp).not.toHaveBeenCalled();
  // At most once per order.
  expect(env.openBankIdApp.mock.calls.length).toBeLessThanOrEqual(env.holds);
}

function expectOpenOrder(snapshot: EidLoginSnapshot, env: Env): void {
  const { context } = snapshot;
  const view = selectEidLogin(snapshot);
  expect(context.order).toEqual(order);
  expect(['waitingForScan', 'waitingForApp', 'signing']).toContain(view.status);
  expect(view.autoStartUrl).toBe(bankIdAutoStartUrl(order.autoStartToken));
  expect(view).toMatchObject({ canCancel: true, canRetry: false, qrCode: context.qrCode });
  expect(view.messageKey).toBe(
    context.lastStatus ? eidStatusMessageKey(context.lastStatus, context) : eidWaitingMessageKey(context),
  );
  if (view.status === 'signing') expect(view.showQr).toBe(false);
  else expect(view.showQr).toBe(usesQr(context));
  expect(cancelsOfLastOrder(env)).toBe(0);
  expectAtMostOneCancelPerOrder(env);
  expectAutostartOnlyOnMobile(snapshot, env);
  // The autostart fired for this order when on a phone using BankID here.
  if (context.device === 'mobile' && env.openBankIdApp.mock.calls.length > 0) {
    expect(env.openBankIdApp).toHaveBeenLastCalledWith(order.autoStartToken);
  }
}

function expectSettled(snapshot: EidLoginSnapshot, env: Env): void {
  // The order ended at BankID: nothing to cancel.
  expect(cancelsOfLastOrder(env)).toBe(0);
  expectAtMostOneCancelPerOrder(env);
  expectAutostartOnlyOnMobile(snapshot, env);
}

const assertions: StateAssertions<Machine, Env> = {
  idle: (snapshot, env) => {
    expect(selectEidLogin(snapshot)).toMatchObject({
      status: 'idle',
      messageKey: null,
      showQr: false,
      autoStartUrl: null,
      canRetry: false,
      canCancel: false,
    });
    expect(snapshot.context).toMatchObject({ order: null, lastStatus: null, failureKey: null, result: null, qrCode: null });
    expect(cancelsOfLastOrder(env)).toBeLessThanOrEqual(1);
    expectAtMostOneCancelPerOrder(env);
  },
  starting: (snapshot, env) => {
    expect(selectEidLogin(snapshot)).toMatchObject({ status: 'starting', messageKey: null, showQr: false, canCancel: true });
    const { personalNumber } = snapshot.context;
    expect(env.startLogin.inputs.at(-1)).toEqual(personalNumber ? { ssn: personalNumber } : {});
    expect(snapshot.context.order).toBeNull();
    expectAtMostOneCancelPerOrder(env);
  },
  'polling.status.waiting': expectOpenOrder,
  'polling.status.checking': (snapshot, env) => {
    expectOpenOrder(snapshot, env);
    expect(env.pollStatus.inputs.at(-1)).toEqual({ orderRef: order.orderRef });
  },
  'polling.qr.deciding': transient('polling.qr.deciding'),
  opening: transient('opening'),
  'polling.qr.fetching': (snapshot, env) => {
    expect(usesQr(snapshot.context)).toBe(true);
    // Fetched with a token of this order (the order's, or a newer one a poll brought); the
    // status may have moved on while the fetch is under way (the next tick decides).
    expect([order.qrToken, pending.qrToken]).toContain(env.fetchQr.inputs.at(-1)?.qrToken);
  },
  'polling.qr.waiting': (snapshot) => {
    const view = selectEidLogin(snapshot);
    expect(view.qrCode).toBe(snapshot.context.qrCode);
    if (!usesQr(snapshot.context)) expect(view.showQr).toBe(false);
  },
  complete: (snapshot, env) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(complete);
    expect(selectEidLogin(snapshot)).toMatchObject({ status: 'complete', messageKey: null, showQr: false, canCancel: false, canRetry: false });
    expectSettled(snapshot, env);
  },
  choice: (snapshot, env) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(choice);
    expect(selectEidLogin(snapshot)).toMatchObject({ status: 'choice', messageKey: null, showQr: false });
    expectSettled(snapshot, env);
  },
  failed: (snapshot, env) => {
    const { context } = snapshot;
    expect(snapshot.status).toBe('active');
    expect(context.result).toBeNull();
    expect(context.lastStatus && ['expired', 'startFailed', 'userCancel']).toContain(context.lastStatus?.status);
    expect(selectEidLogin(snapshot)).toMatchObject({
      status: 'failed',
      messageKey: context.failureKey,
      showQr: false,
      autoStartUrl: null,
      canRetry: true,
      canCancel: true,
    });
    expect(EID_MESSAGE_KEYS).toContain(context.failureKey);
    expectSettled(snapshot, env);
  },
  error: (snapshot, env) => {
    const { context } = snapshot;
    expect(snapshot.status).toBe('active');
    expect(selectEidLogin(snapshot)).toMatchObject({ status: 'error', messageKey: context.failureKey, canRetry: true, showQr: false });
    expect(EID_MESSAGE_KEYS).toContain(context.failureKey);
    // A failed poll leaves the order open at BankID: it was cancelled, once. A failed start had no order.
    if (context.order) expect(cancelsOfLastOrder(env)).toBe(1);
    expectAtMostOneCancelPerOrder(env);
  },
};

const events = [
  { type: 'login.started', sameDevice: true },
  { type: 'login.started', sameDevice: false },
  { type: 'login.started' },
  { type: 'device.changed', sameDevice: true },
  { type: 'device.changed', sameDevice: false },
  { type: 'xstate.done.actor.startLogin', output: order },
  { type: 'xstate.error.actor.startLogin', error: alreadyInProgress },
  { type: 'xstate.error.actor.startLogin', error: new Error('network down') },
  ...[pending, signing, complete, choice, expired, startFailed, userCancel].map((output) => ({
    type: 'xstate.done.actor.pollStatus',
    output,
  })),
  { type: 'xstate.error.actor.pollStatus', error: new UnhandledServerError() },
  { type: 'xstate.done.actor.fetchQr', output: { qrCode: 'bankid.qr-code-1' } },
  { type: 'xstate.error.actor.fetchQr', error: new Error('qr failed') },
];

// Before the model: the log-in page's start is a pinned case of its own (the model walks a login started by a click).
describe('eidLogin on the log-in page', () => {
  it('starts at once on a computer, and a phone waits for the choice', () => {
    const desktopRun = arrange();
    const desktop = createActor(desktopRun.machine, { input: { device: 'desktop', autoStart: true }, inspect: recorder.inspect }).start();
    expect(desktop.getSnapshot().value).toBe('starting');
    expect(desktopRun.env.startLogin.inputs).toEqual([{}]);
    desktop.stop();
    const phoneRun = arrange();
    const phone = createActor(phoneRun.machine, { input: { device: 'mobile' }, inspect: recorder.inspect }).start();
    expect(phone.getSnapshot().value).toBe('idle');
    expect(phoneRun.env.startLogin.inputs).toEqual([]);
    phone.stop();
  });
});

describeModel('eidLogin model', {
  // Paths are generated from the chart with a holder that calls nothing (the graph walk runs no calls).
  machine: eidLoginMachine.provide({ actors: { cancelLogin: cancelLoginOnLeave(() => {}) } }),
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'desktop', input: { device: 'desktop' }, events },
    { name: 'mobile with a personal number', input: { device: 'mobile', personalNumber: '19900101-1239' }, events },
    // A sign order its flow started (an invitation): followed at once, BankID opened here on a phone using it.
    { name: 'a given order on a phone, BankID here', input: { device: 'mobile', order }, events },
    { name: 'a given order on a computer', input: { device: 'desktop', order }, events },
  ],
});

describe('eidLogin pinned', () => {
  /** Started on its own, or in the system of a site holding `session` (the tab's, under its system id), whose clock runs its delays. */
  function start(input: EidLoginInput, session?: AnyActorLogic) {
    const { machine, env } = arrange();
    const clock = new SimulatedClock();
    const site = session ? createActor(setup({}).createMachine({}), { clock, inspect: recorder.inspect }).start() : undefined;
    if (site) createActor(session!, { parent: site, systemId: SESSION_SYSTEM_ID }).start();
    const actor = createActor(machine, { input, clock, ...(site ? { parent: site } : { inspect: recorder.inspect }) }).start();
    return { actor, env, clock };
  }

  async function startOrder(input: EidLoginInput, sameDevice?: boolean, started: EidOrder = order, session?: AnyActorLogic) {
    const run = start(input, session);
    run.actor.send(sameDevice === undefined ? { type: 'login.started' } : { type: 'login.started', sameDevice });
    run.env.startLogin.resolve(started);
    await flush();
    return run;
  }

  async function poll(run: ReturnType<typeof start>, status: AuthStatus) {
    run.clock.increment(EID_POLL_INTERVAL_MS);
    run.env.pollStatus.resolve(status);
    await flush();
  }

  it('a given order (a signing) is followed at once and never started anew; BankID opens on a phone using it here', async () => {
    const phone = start({ device: 'mobile', order });
    expect(phone.actor.getSnapshot().matches('polling')).toBe(true);
    expect(phone.env.startLogin.inputs).toEqual([]);
    expect(phone.env.openBankIdApp).toHaveBeenCalledWith(order.autoStartToken);
    await poll(phone, pending);
    expect(phone.env.pollStatus.inputs).toEqual([{ orderRef: order.orderRef }]);
    phone.actor.stop();
    expect(phone.env.cancels).toEqual([{ orderRef: order.orderRef }]);

    const qrOnPhone = start({ device: 'mobile', order, sameDevice: false });
    expect(qrOnPhone.env.openBankIdApp).not.toHaveBeenCalled();
    expect(selectEidLogin(qrOnPhone.actor.getSnapshot())).toMatchObject({ status: 'waitingForScan', showQr: true });
    qrOnPhone.actor.stop();
  });

  it('tells the tab’s session of a resolved login (complete or choice), and of nothing else; without `tellsSession`, nobody', async () => {
    for (const [result, tellsSession] of [[complete, true], [choice, true], [complete, false]] as const) {
      const heard: unknown[] = [];
      const session = fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event)));
      const run = await startOrder({ device: 'desktop', tellsSession }, undefined, order, session);
      await poll(run, pending);
      expect(heard).toEqual([]);
      await poll(run, result);
      expect(heard).toEqual(tellsSession ? [{ type: 'login.completed', result }] : []);
    }
  });

  it('an expired order never leads to a session', async () => {
    const run = await startOrder({ device: 'desktop' });
    await poll(run, pending);
    await poll(run, expired);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.status).toBe('active');
    expect(snapshot.output).toBeUndefined();
    expect(snapshot.context.result).toBeNull();
    expect(selectEidLogin(snapshot)).toMatchObject({ status: 'failed', messageKey: 'eid.rfa.rfa8', canRetry: true });
    // No further polling, and the expired order is not cancelled.
    run.clock.increment(EID_POLL_INTERVAL_MS * 5);
    expect(run.env.pollStatus.inputs).toHaveLength(2);
    expect(run.env.cancels).toEqual([]);
    run.actor.stop();
  });

  it('polls every 2 s, not sooner, and stops polling and refreshing the QR code after complete', async () => {
    const run = await startOrder({ device: 'desktop' });
    run.clock.increment(EID_POLL_INTERVAL_MS - 1);
    expect(run.env.pollStatus.inputs).toHaveLength(0);
    run.clock.increment(1);
    expect(run.env.pollStatus.inputs).toEqual([{ orderRef: 'order-1' }]);
    run.env.pollStatus.resolve(complete);
    await flush();
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toEqual(complete);
    const fetches = run.env.fetchQr.inputs.length;
    run.clock.increment(EID_POLL_INTERVAL_MS * 10);
    expect(run.env.pollStatus.inputs).toHaveLength(1);
    expect(run.env.fetchQr.inputs).toHaveLength(fetches);
    run.actor.stop();
    expect(run.env.cancels).toEqual([]);
  });

  it('leaving the screen cancels the order exactly once', async () => {
    // Cancelled, then the screen unmounts.
    const cancelled = await startOrder({ device: 'desktop' });
    cancelled.actor.send({ type: 'login.cancelled' });
    expect(cancelled.actor.getSnapshot().value).toBe('idle');
    cancelled.actor.stop();
    expect(cancelled.env.cancels).toEqual([{ orderRef: 'order-1' }]);

    // Stopped while waiting between polls.
    const waiting = await startOrder({ device: 'desktop' });
    waiting.actor.stop();
    expect(waiting.env.cancels).toEqual([{ orderRef: 'order-1' }]);

    // Stopped while a poll is under way.
    const checking = await startOrder({ device: 'mobile' });
    checking.clock.increment(EID_POLL_INTERVAL_MS);
    expect(checking.actor.getSnapshot().matches({ polling: { status: 'checking' } })).toBe(true);
    checking.actor.stop();
    expect(checking.env.cancels).toEqual([{ orderRef: 'order-1' }]);

    // A failed poll cancels the order it can no longer follow; leaving afterwards adds nothing.
    const failedPoll = await startOrder({ device: 'desktop' });
    failedPoll.clock.increment(EID_POLL_INTERVAL_MS);
    failedPoll.env.pollStatus.reject(new UnhandledServerError());
    await flush();
    expect(failedPoll.actor.getSnapshot().value).toBe('error');
    failedPoll.actor.send({ type: 'login.cancelled' });
    failedPoll.actor.stop();
    expect(failedPoll.env.cancels).toEqual([{ orderRef: 'order-1' }]);

    // Settled orders are never cancelled.
    const settled = await startOrder({ device: 'desktop' });
    await poll(settled, userCancel);
    settled.actor.send({ type: 'login.cancelled' });
    settled.actor.stop();
    expect(settled.env.cancels).toEqual([]);

    // Nothing to cancel before the order exists.
    const early = start({ device: 'desktop' });
    early.actor.send({ type: 'login.started' });
    early.actor.stop();
    expect(early.env.cancels).toEqual([]);
  });

  it('a child login stopped by its parent cancels the order', async () => {
    const { machine, env } = arrange();
    const parent = createActor(machine, { input: { device: 'desktop' } });
    parent.start();
    parent.send({ type: 'login.started' });
    env.startLogin.resolve(order);
    await flush();
    expect(parent.getSnapshot().children.cancelLogin).toBeDefined();
    parent.stop();
    expect(env.cancels).toEqual([{ orderRef: 'order-1' }]);
  });

  it('retry after a failure starts a fresh order and polls the new orderRef', async () => {
    const run = await startOrder({ device: 'desktop', personalNumber: '19900101-1239' });
    await poll(run, startFailed);
    expect(selectEidLogin(run.actor.getSnapshot())).toMatchObject({ status: 'failed', messageKey: 'eid.rfa.rfa17b' });
    run.actor.send({ type: 'login.retried' });
    expect(run.env.startLogin.inputs).toEqual([{ ssn: '19900101-1239' }, { ssn: '19900101-1239' }]);
    expect(run.actor.getSnapshot().context).toMatchObject({ order: null, lastStatus: null, qrCode: null, failureKey: null });
    const second: EidOrder = { orderRef: 'order-2', autoStartToken: 'autostart-2', qrToken: 'qr-token-9' };
    run.env.startLogin.resolve(second);
    await flush();
    expect(run.env.fetchQr.inputs.at(-1)).toEqual({ qrToken: 'qr-token-9' });
    run.clock.increment(EID_POLL_INTERVAL_MS);
    expect(run.env.pollStatus.inputs.at(-1)).toEqual({ orderRef: 'order-2' });
    run.actor.stop();
    expect(run.env.cancels).toEqual([{ orderRef: 'order-2' }]);
  });

  it('a start error retried starts again; alreadyInProgress shows RFA4', async () => {
    const run = start({ device: 'desktop', personalNumber: '19900101-1239' });
    run.actor.send({ type: 'login.started' });
    run.env.startLogin.reject(alreadyInProgress);
    await flush();
    expect(selectEidLogin(run.actor.getSnapshot())).toMatchObject({ status: 'error', messageKey: 'eid.rfa.rfa4', canRetry: true });
    run.actor.send({ type: 'login.retried' });
    expect(run.env.startLogin.inputs).toHaveLength(2);
    run.actor.stop();
  });

  it('refreshes the QR code every 1 s only while the status is pending or unset', async () => {
    const run = await startOrder({ device: 'desktop' });
    expect(run.env.fetchQr.inputs).toEqual([{ qrToken: 'qr-token-1' }]);
    run.env.fetchQr.resolve({ qrCode: 'frame-0' });
    await flush();
    expect(selectEidLogin(run.actor.getSnapshot())).toMatchObject({ qrCode: 'frame-0', showQr: true, status: 'waitingForScan' });
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS);
    expect(run.env.fetchQr.inputs).toHaveLength(2);
    run.env.fetchQr.resolve({ qrCode: 'frame-1' });
    await flush();
    // The poll answers pending with a new QR token: the next frame uses it.
    await poll(run, pending);
    run.env.fetchQr.resolve({ qrCode: 'frame-2' });
    await flush();
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS);
    expect(run.env.fetchQr.inputs.at(-1)).toEqual({ qrToken: 'qr-token-2' });
    run.env.fetchQr.resolve({ qrCode: 'frame-3' });
    await flush();
    // Scanned: the person is signing; the frame under way arrives, then the QR code stops.
    await poll(run, signing);
    run.env.fetchQr.resolve({ qrCode: 'frame-4' });
    await flush();
    expect(run.env.fetchQr.pendingCount()).toBe(0);
    const fetches = run.env.fetchQr.inputs.length;
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS);
    await flush();
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS * 5);
    expect(run.env.fetchQr.inputs).toHaveLength(fetches);
    expect(selectEidLogin(run.actor.getSnapshot())).toMatchObject({ status: 'signing', showQr: false, messageKey: 'eid.rfa.rfa9' });
    run.actor.stop();
  });

  it('resumes the QR code when the status turns pending again after signing started', async () => {
    const run = await startOrder({ device: 'desktop' });
    run.env.fetchQr.resolve({ qrCode: 'frame-0' });
    await flush();
    await poll(run, signing);
    // The frame fetched before the code was scanned arrives; then the refresh pauses.
    run.env.fetchQr.resolve({ qrCode: 'frame-1' });
    await flush();
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS);
    const paused = run.env.fetchQr.inputs.length;
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS);
    expect(run.env.fetchQr.inputs).toHaveLength(paused);
    await poll(run, pending);
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS);
    expect(run.env.fetchQr.inputs.length).toBeGreaterThan(paused);
    expect(run.env.fetchQr.inputs.at(-1)).toEqual({ qrToken: 'qr-token-2' });
    run.actor.stop();
  });

  it('a failed QR fetch skips a frame, not the login', async () => {
    const run = await startOrder({ device: 'desktop' });
    run.env.fetchQr.reject(new Error('qr failed'));
    await flush();
    expect(run.actor.getSnapshot().matches({ polling: { qr: 'waiting' } })).toBe(true);
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS);
    expect(run.env.fetchQr.inputs).toHaveLength(2);
    run.actor.stop();
  });

  it('fires the autostart once on mobile using BankID here, never on desktop or with another device', async () => {
    const mobile = await startOrder({ device: 'mobile' });
    expect(mobile.env.openBankIdApp.mock.calls).toEqual([['autostart-1']]);
    expect(selectEidLogin(mobile.actor.getSnapshot())).toMatchObject({ status: 'waitingForApp', showQr: false, messageKey: 'eid.rfa.rfa13' });
    expect(mobile.env.fetchQr.inputs).toEqual([]);
    await poll(mobile, pending);
    await poll(mobile, pending);
    expect(mobile.env.openBankIdApp).toHaveBeenCalledTimes(1);
    mobile.actor.stop();

    const desktopHere = await startOrder({ device: 'desktop' }, true);
    expect(desktopHere.env.openBankIdApp).not.toHaveBeenCalled();
    expect(selectEidLogin(desktopHere.actor.getSnapshot())).toMatchObject({
      status: 'waitingForApp',
      autoStartUrl: 'bankid:///?autostarttoken=autostart-1&redirect=null',
    });
    desktopHere.actor.stop();

    const mobileQr = await startOrder({ device: 'mobile' }, false);
    expect(mobileQr.env.openBankIdApp).not.toHaveBeenCalled();
    expect(selectEidLogin(mobileQr.actor.getSnapshot())).toMatchObject({ status: 'waitingForScan', showQr: true, messageKey: 'eid.rfa.rfa1' });
    mobileQr.actor.stop();
  });

  it('switching device mid-order starts or stops the QR code without a new order', async () => {
    const run = await startOrder({ device: 'mobile' });
    expect(run.env.fetchQr.inputs).toHaveLength(0);
    run.actor.send({ type: 'device.changed', sameDevice: false });
    expect(run.env.fetchQr.inputs).toEqual([{ qrToken: 'qr-token-1' }]);
    expect(selectEidLogin(run.actor.getSnapshot())).toMatchObject({ showQr: true, status: 'waitingForScan' });
    run.actor.send({ type: 'device.changed', sameDevice: true });
    expect(run.actor.getSnapshot().matches({ polling: { qr: 'waiting' } })).toBe(true);
    run.clock.increment(EID_QR_REFRESH_INTERVAL_MS * 3);
    expect(run.env.fetchQr.inputs).toHaveLength(1);
    expect(run.env.startLogin.inputs).toHaveLength(1);
    expect(run.env.openBankIdApp).toHaveBeenCalledTimes(1);
    expect(run.env.cancels).toEqual([]);
    run.actor.stop();
  });

  it('resolves choice with the session key and accounts as output', async () => {
    const run = await startOrder({ device: 'desktop' });
    await poll(run, choice);
    expect(run.actor.getSnapshot().output).toEqual(choice);
    expect(selectEidLogin(run.actor.getSnapshot()).status).toBe('choice');
  });

  it('declares one message key per recommended message', () => {
    expect(new Set(EID_MESSAGE_KEYS).size).toBe(EID_MESSAGE_KEYS.length);
    for (const key of EID_MESSAGE_KEYS) expect(key).toMatch(/^eid\.rfa\.rfa\d+[ab]?$/);
  });
});

describe('eidLogin messages: BankID recommended user messages', () => {
  const qr: EidMessageOptions = { device: 'desktop', sameDevice: false };
  const desktopHere: EidMessageOptions = { device: 'desktop', sameDevice: true };
  const phoneHere: EidMessageOptions = { device: 'mobile', sameDevice: true };
  const phoneQr: EidMessageOptions = { device: 'mobile', sameDevice: false };
  const status = (s: AuthStatus['status'], hintCode?: string) => ({ status: s, hintCode });

  const table: Array<[string, Pick<AuthStatus, 'status' | 'hintCode'>, EidMessageOptions, EidMessageKey | null]> = [
    ['RFA1 outstandingTransaction with a QR code', status('pending', 'outstandingTransaction'), qr, 'eid.rfa.rfa1'],
    ['RFA1 noClient', status('pending', 'noClient'), phoneHere, 'eid.rfa.rfa1'],
    ['RFA13 outstandingTransaction when autostarting', status('pending', 'outstandingTransaction'), phoneHere, 'eid.rfa.rfa13'],
    ['RFA15A started with BankID on this computer', status('pending', 'started'), desktopHere, 'eid.rfa.rfa15a'],
    ['RFA15B started on a phone', status('pending', 'started'), phoneHere, 'eid.rfa.rfa15b'],
    ['RFA15B started with a QR code', status('pending', 'started'), phoneQr, 'eid.rfa.rfa15b'],
    ['RFA9 userSign', status('pending', 'userSign'), qr, 'eid.rfa.rfa9'],
    ['RFA9 pendingUserSign', status('pendingUserSign'), phoneHere, 'eid.rfa.rfa9'],
    ['RFA21 pending without a hint', status('pending'), qr, 'eid.rfa.rfa21'],
    ['RFA21 pending with an unknown hint', status('pending', 'userMrtd'), qr, 'eid.rfa.rfa21'],
    ['RFA6 userCancel', status('userCancel', 'userCancel'), qr, 'eid.rfa.rfa6'],
    ['RFA6 userCancel without a hint', status('userCancel'), phoneHere, 'eid.rfa.rfa6'],
    ['RFA3 cancelled', status('userCancel', 'cancelled'), qr, 'eid.rfa.rfa3'],
    ['RFA8 expiredTransaction', status('expired', 'expiredTransaction'), qr, 'eid.rfa.rfa8'],
    ['RFA8 expired without a hint', status('expired'), phoneHere, 'eid.rfa.rfa8'],
    ['RFA16 certificateErr', status('startFailed', 'certificateErr'), qr, 'eid.rfa.rfa16'],
    ['RFA17B startFailed with a QR code', status('startFailed', 'startFailed'), qr, 'eid.rfa.rfa17b'],
    ['RFA17B startFailed on a phone with a QR code', status('startFailed'), phoneQr, 'eid.rfa.rfa17b'],
    ['RFA17A startFailed when autostarting', status('startFailed', 'startFailed'), phoneHere, 'eid.rfa.rfa17a'],
    ['RFA22 an unknown failure hint', status('expired', 'somethingNew'), qr, 'eid.rfa.rfa22'],
    ['no message when complete', status('complete'), qr, null],
    ['no message when choosing', status('choice'), qr, null],
  ];
  it.each(table)('%s', (_name, polled, options, expected) => {
    expect(eidStatusMessageKey(polled, options)).toBe(expected);
  });

  it('maps call failures: RFA4 alreadyInProgress, RFA5 internal errors, RFA3 cancelled, RFA22 anything else', () => {
    expect(eidErrorMessageKey(alreadyInProgress)).toBe('eid.rfa.rfa4');
    expect(eidErrorMessageKey(new ApiRequestError({ status: 409, data: { errorCode: 'alreadyInProgress' } }))).toBe('eid.rfa.rfa4');
    // As the server answers it.
    expect(eidErrorMessageKey(new ApiRequestError({ status: 409, data: { message: 'alreadyInProgress' } }))).toBe('eid.rfa.rfa4');
    expect(eidErrorMessageKey(new ApiRequestError({ status: 502, data: { message: 'eidUnavailable' } }))).toBe('eid.rfa.rfa5');
    expect(eidErrorMessageKey(new ApiRequestError({ status: 409, data: { message: 'somethingElse' } }))).toBe('eid.rfa.rfa22');
    expect(eidErrorMessageKey(new ApiRequestError({ status: 503, data: { errorCode: 'maintenance' } }))).toBe('eid.rfa.rfa5');
    expect(eidErrorMessageKey(new ApiRequestError({ status: 408, data: { errorCode: 'requestTimeout' } }))).toBe('eid.rfa.rfa5');
    expect(eidErrorMessageKey(new UnhandledServerError({ data: { errorCode: 'internalError' } }))).toBe('eid.rfa.rfa5');
    expect(eidErrorMessageKey(new UnhandledServerError())).toBe('eid.rfa.rfa5');
    expect(eidErrorMessageKey(new ApiRequestError({ reason: 'network' }))).toBe('eid.rfa.rfa5');
    expect(eidErrorMessageKey(new ApiRequestError({ status: 400, data: { errorCode: 'cancelled' } }))).toBe('eid.rfa.rfa3');
    expect(eidErrorMessageKey(new BadRequestError([{ field: 'ssn', message: 'invalidSsn' }], { status: 400 }))).toBe('eid.rfa.rfa22');
    expect(eidErrorMessageKey(new BadRequestError([{ field: 'ssn', message: 'constructor' }], { status: 400 }))).toBe('eid.rfa.rfa22');
    expect(eidErrorMessageKey(new Error('boom'))).toBe('eid.rfa.rfa22');
    expect(eidErrorMessageKey('not an error')).toBe('eid.rfa.rfa22');
  });

  it('never carries BankID details: only keys come out', () => {
    const withDetails = new ApiRequestError({ status: 400, data: { errorCode: 'invalidParameters', details: 'Incorrect personalNumber' } });
    expect(eidErrorMessageKey(withDetails)).toBe('eid.rfa.rfa22');
    for (const [, polled, options] of table) {
      const key = eidStatusMessageKey(polled, options);
      if (key !== null) expect(EID_MESSAGE_KEYS).toContain(key);
    }
  });

  it('builds the autostart URL BankID documents', () => {
    expect(bankIdAutoStartUrl('46f6aa68-9fc4-4b0f-8f1b-4f4f4a9f7b2c')).toBe(
      'bankid:///?autostarttoken=46f6aa68-9fc4-4b0f-8f1b-4f4f4a9f7b2c&redirect=null',
    );
    // The simulator's test app opens in a tab of its own: BankID's redirect means nothing there.
    expect(eidOpenUrl('46f6aa68-9fc4-4b0f-8f1b-4f4f4a9f7b2c', true)).toBe('/eid-simulator?autostarttoken=46f6aa68-9fc4-4b0f-8f1b-4f4f4a9f7b2c');
  });
});
