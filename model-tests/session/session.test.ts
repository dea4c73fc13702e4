import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { AccountChoice, AuthStatus } from '../../api/contract/auth';
import { customerSchema } from '../../api/contract/customer';
import type { Customer, CustomerAccount } from '../../api/contract/customer';
import { ApiRequestError, BadRequestError, UnauthorizedError } from '../../api/errors';
import { DEFAULT_ERROR_KEY } from '../../machines/shell/constants';
import {
  emptySession,
  initialSessionContext,
  primaryPostalCode,
  withMainAccountEmail,
} from '../../machines/session/session.context';
import { sessionMachine } from '../../machines/session/session.machine';
import { selectRegistration, selectSession } from '../../machines/session/session.selectors';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import type {
  BroadcastSessionParams,
  ChooseAccountInput,
  ExchangeHandoffInput,
  HandoffResult,
  LoadCustomerInput,
  LogoutInput,
  RegisterCustomerInput,
  RegisterCustomerResult,
  RegistrationRequest,
  SessionInput,
  SessionTokenResult,
  SwitchAccountInput,
} from '../../machines/session/session.types';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { controllableActor, flush } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
/** The walks provide the chart's navigation as spies (`redirectHome`, `removeQueryToken`); the pinned specs below use a fake router. */
const router = fakeRouterAdapter();
type Machine = typeof sessionMachine;

interface Env {
  loadCustomer: ControllableActor<Customer, LoadCustomerInput>;
  chooseAccount: ControllableActor<SessionTokenResult, ChooseAccountInput>;
  switchAccount: ControllableActor<SessionTokenResult, SwitchAccountInput>;
  registerCustomer: ControllableActor<RegisterCustomerResult, RegisterCustomerInput>;
  logout: ControllableActor<unknown, LogoutInput>;
  exchangeHandoff: ControllableActor<HandoffResult, ExchangeHandoffInput>;
  rememberPostalCode: Mock;
  identifyAnalytics: Mock;
  removeSessionCookie: Mock;
  resetAnalytics: Mock;
  redirectHome: Mock;
  reloadPage: Mock;
  removeQueryToken: Mock;
  broadcastSession: Mock<(params: BroadcastSessionParams) => void>;
}

function arrange() {
  const env: Env = {
    loadCustomer: controllableActor<Customer, LoadCustomerInput>(),
    chooseAccount: controllableActor<SessionTokenResult, ChooseAccountInput>(),
    switchAccount: controllableActor<SessionTokenResult, SwitchAccountInput>(),
    registerCustomer: controllableActor<RegisterCustomerResult, RegisterCustomerInput>(),
    logout: controllableActor<unknown, LogoutInput>(),
    exchangeHandoff: controllableActor<HandoffResult, ExchangeHandoffInput>(),
    rememberPostalCode: vi.fn(),
    identifyAnalytics: vi.fn(),
    removeSessionCookie: vi.fn(),
    resetAnalytics: vi.fn(),
    redirectHome: vi.fn(),
    reloadPage: vi.fn(),
    removeQueryToken: vi.fn(),
    broadcastSession: vi.fn<(params: BroadcastSessionParams) => void>(),
  };
  const machine = sessionMachine.provide({
    actors: {
      loadCustomer: env.loadCustomer.logic,
      chooseAccount: env.chooseAccount.logic,
      switchAccount: env.switchAccount.logic,
      registerCustomer: env.registerCustomer.logic,
      logout: env.logout.logic,
      exchangeHandoff: env.exchangeHandoff.logic,
      // The other tabs and the 401 channel are events the tests send themselves.
      sessionChannels: fromCallback(() => {}),
    },
    actions: {
      rememberPostalCode: (_, params) => env.rememberPostalCode(params.postalCode),
      identifyAnalytics: (_, params) => env.identifyAnalytics(params.customerId),
      removeSessionCookie: () => env.removeSessionCookie(),
      resetAnalytics: () => env.resetAnalytics(),
      redirectHome: () => env.redirectHome(),
      reloadPage: () => env.reloadPage(),
      removeQueryToken: () => env.removeQueryToken(),
      broadcastSession: (_, params) => env.broadcastSession(params),
    },
  });
  return {
    machine,
    env,
    controls: {
      loadCustomer: env.loadCustomer,
      // Confirming the session with the server is the same call, invoked as `confirmSession`.
      confirmSession: env.loadCustomer,
      chooseAccount: env.chooseAccount,
      switchAccount: env.switchAccount,
      registerCustomer: env.registerCustomer,
      logout: env.logout,
      exchangeHandoff: env.exchangeHandoff,
    },
  };
}

// ---------------------------------------------------------------- fixtures

function account(id: string, firstName: string, email: string | null, type: CustomerAccount['type'] = 'private'): CustomerAccount {
  return {
    id,
    type,
    firstName,
    lastName: 'Andersson',
    email,
    mobilePhone: null,
    ...(type === 'business' ? { companyName: 'Städ AB', orgNumber: '556677-8899' } : {}),
    account: { firstName, lastName: 'Andersson', email },
  };
}

const mainAccount = account('acc-1', 'Anna', 'anna@example.se');
const company = account('acc-2', 'Anna', null, 'business');
const customer: Customer = customerSchema.parse({
  id: 'customer-1',
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna@example.se',
  mobilePhone: '+46 70 123 45 67',
  isPowerOfAttorney: false,
  isMainAccount: true,
  activeAccount: mainAccount,
  mainAccount,
  accounts: [mainAccount, company],
  addresses: [
    { id: 'addr-2', street: 'Sveavägen 1', zipCode: '11157', city: 'Stockholm', primary: false },
    { id: 'addr-1', street: 'Storgatan 2', zipCode: '41301', city: 'Göteborg', primary: true },
  ],
  notifications: { total: 3, unread: 1 },
});
const choices: AccountChoice[] = [
  { id: 'acc-1', type: 'private', name: 'Anna Andersson' },
  { id: 'acc-2', type: 'business', name: 'Städ AB', orgNumber: '556677-8899' },
];
const completeLogin: AuthStatus = { status: 'complete', orderRef: 'o-1', sessionToken: 'session-login', data: { newCustomer: false } };
const newCustomerLogin: AuthStatus = { status: 'complete', orderRef: 'o-1', sessionToken: 'temp-login', data: { newCustomer: true } };
const choiceLogin: AuthStatus = { status: 'choice', orderRef: 'o-1', sessionKey: 'key-login', data: { accounts: choices } };
const expiredLogin: AuthStatus = { status: 'expired', orderRef: 'o-1', hintCode: 'expiredTransaction' };
const registration: RegistrationRequest = {
  email: 'anna@example.se',
  mobilePhone: '+46 70 123 45 67',
  address: { street: 'Storgatan 2', zipCode: '41301', city: 'Göteborg' },
};
/** A refusal naming a field of the form (and one it has none for). */
const refusedFields = [
  { field: 'email', message: 'common.formErrors.email' },
  { field: 'firstName', message: 'common.formErrors.required' },
];

// ---------------------------------------------------------------- per-state assertions

function expectView(snapshot: SessionSnapshot, expected: Partial<ReturnType<typeof selectSession>>): void {
  expect(selectSession(snapshot)).toMatchObject(expected);
}

function expectLoggedInCustomer(snapshot: SessionSnapshot, env: Env): void {
  const { context } = snapshot;
  expect(context.customer).toEqual(withMainAccountEmail(customer));
  expect(context.sessionId).not.toBeNull();
  expect(context.tempSessionId).toBeNull();
  expectView(snapshot, { isReady: true, isLoggedIn: true, customer: context.customer, isNewCustomer: false, mustChooseAccount: false });
  // The area remembered, the customer identified (the server set the session's cookies).
  expect(env.rememberPostalCode).toHaveBeenLastCalledWith('41301');
  expect(env.identifyAnalytics).toHaveBeenLastCalledWith('customer-1');
  if (context.method !== 'current') {
    expect(env.broadcastSession).toHaveBeenLastCalledWith({ state: 'loggedIn', sessionId: context.sessionId });
  }
}

/** Identified, no customer: the temporary session is kept and never loads a customer. */
function expectNewCustomer(snapshot: SessionSnapshot, env: Env): void {
  const { context } = snapshot;
  expect(context).toMatchObject({ newCustomer: true, customer: null, sessionId: null, method: 'external' });
  expect(context.tempSessionId).not.toBeNull();
  expectView(snapshot, { isNewCustomer: true, isLoggedIn: false, isReady: true, busy: false, sessionId: context.tempSessionId });
  expect(env.loadCustomer.inputs.map((input) => input.sessionId)).not.toContain(context.tempSessionId);
}

/** Every logout ended in exactly one of "go home" or "reload", after clearing the cookie and analytics. */
function expectLogoutsFinished(env: Env): void {
  const leaves = env.redirectHome.mock.calls.length + env.reloadPage.mock.calls.length;
  expect(env.removeSessionCookie).toHaveBeenCalledTimes(leaves);
  expect(env.resetAnalytics).toHaveBeenCalledTimes(leaves);
}

const assertions: StateAssertions<Machine, Env> = {
  resolving: transient('resolving'),
  exchangingHandoff: (snapshot, env) => {
    const { context } = snapshot;
    expect(context.handoffCode).not.toBeNull();
    expect(env.exchangeHandoff.inputs.at(-1)).toEqual({ code: context.handoffCode });
    expectView(snapshot, { isReady: false, isLoggedIn: false, busy: true });
  },
  anonymous: (snapshot, env) => {
    expect(snapshot.context).toEqual({ ...emptySession(), router, ready: true });
    expectView(snapshot, {
      isReady: true,
      isLoggedIn: false,
      customer: null,
      showExpiredModal: false,
      isNewCustomer: false,
      mustChooseAccount: false,
      accounts: [],
      sessionId: null,
      busy: false,
    });
    expectLogoutsFinished(env);
    // Every broadcast logout came from a logout of this tab, which called the server when it had a session.
    const broadcastOut = env.broadcastSession.mock.calls.filter(([params]) => params.state === 'loggedOut').length;
    expect(env.logout.inputs.length).toBeLessThanOrEqual(broadcastOut);
  },
  loadingCustomer: (snapshot, env) => {
    const { context } = snapshot;
    expect(context.sessionId).not.toBeNull();
    expect(env.loadCustomer.inputs.at(-1)).toEqual({ sessionId: context.sessionId });
    expectView(snapshot, { busy: true, showExpiredModal: false, mustChooseAccount: false, isNewCustomer: false });
    // A temporary session never loads a customer.
    expect(context.tempSessionId).toBeNull();
  },
  'loggedIn.idle': (snapshot, env) => {
    expectLoggedInCustomer(snapshot, env);
    expectView(snapshot, { showExpiredModal: false, busy: false, accountErrorKey: null });
  },
  'loggedIn.confirming': (snapshot, env) => {
    expectLoggedInCustomer(snapshot, env);
    // The page stays as it is while the server is asked: nothing busy, no modal.
    expectView(snapshot, { showExpiredModal: false, busy: false, accountErrorKey: null });
    expect(env.loadCustomer.inputs.at(-1)).toEqual({ sessionId: snapshot.context.sessionId });
  },
  'loggedIn.switchFailed': (snapshot, env) => {
    expectLoggedInCustomer(snapshot, env);
    expectView(snapshot, { accountErrorKey: DEFAULT_ERROR_KEY, busy: false });
  },
  switchingAccount: (snapshot, env) => {
    expect(env.switchAccount.inputs.at(-1)).toEqual({ account: 'acc-2', sessionId: snapshot.context.sessionId });
    expectView(snapshot, { busy: true, isLoggedIn: true });
  },
  expiredModal: (snapshot) => {
    expect(snapshot.context.customer).not.toBeNull();
    expectView(snapshot, { showExpiredModal: true, isReady: true, busy: false });
  },
  'newCustomer.registering.editing': (snapshot, env) => {
    expectNewCustomer(snapshot, env);
    expect(selectRegistration(snapshot)).toEqual({ submitting: false, refusal: null, errorKey: null });
  },
  'newCustomer.registering.submitting': (snapshot, env) => {
    expectNewCustomer(snapshot, env);
    expect(selectRegistration(snapshot)).toEqual({ submitting: true, refusal: null, errorKey: null });
    // The form's answers, sent with the temporary session.
    expect(env.registerCustomer.inputs.at(-1)).toEqual({ request: registration, sessionId: snapshot.context.tempSessionId });
  },
  'newCustomer.registering.refused': (snapshot, env) => {
    expectNewCustomer(snapshot, env);
    expect(selectRegistration(snapshot)).toEqual({ submitting: false, refusal: refusedFields, errorKey: null });
  },
  'newCustomer.registering.failed': (snapshot, env) => {
    expectNewCustomer(snapshot, env);
    expect(selectRegistration(snapshot)).toEqual({ submitting: false, refusal: null, errorKey: DEFAULT_ERROR_KEY });
    expect(snapshot.context.registrationErrors).toEqual([]);
  },
  'choosingAccount.idle': (snapshot) => {
    const { context } = snapshot;
    expect(context.sessionKey).not.toBeNull();
    expect(context.accounts).toEqual(choices);
    expectView(snapshot, { mustChooseAccount: true, accounts: choices, isLoggedIn: false, busy: false, accountErrorKey: null });
  },
  'choosingAccount.submitting': (snapshot, env) => {
    expect(env.chooseAccount.inputs.at(-1)).toEqual({ account: 'acc-2', sessionKey: snapshot.context.sessionKey });
    expectView(snapshot, { mustChooseAccount: true, busy: true });
  },
  'choosingAccount.failed': (snapshot) => {
    expectView(snapshot, { mustChooseAccount: true, accounts: choices, accountErrorKey: DEFAULT_ERROR_KEY, busy: false });
  },
  'loggingOut.deciding': transient('loggingOut.deciding'),
  'loggingOut.calling': (snapshot, env) => {
    const { context } = snapshot;
    expect(env.logout.inputs.at(-1)).toEqual({ sessionId: context.sessionId ?? context.tempSessionId });
    expectView(snapshot, { busy: true, showExpiredModal: false });
  },
  loggedOut: transient('loggedOut'),
  syncedOut: transient('syncedOut'),
};

const events = [
  { type: 'login.completed', result: completeLogin },
  { type: 'login.completed', result: newCustomerLogin },
  { type: 'login.completed', result: choiceLogin },
  { type: 'login.completed', result: expiredLogin },
  { type: 'registration.submitted', request: registration },
  { type: 'registration.completed' },
  { type: 'account.chosen', account: 'acc-2' },
  { type: 'account.switched', account: 'acc-2' },
  { type: 'logout.requested', redirect: true },
  { type: 'logout.requested', redirect: false },
  { type: 'session.unauthorized' },
  { type: 'session.unauthorized', sessionId: 'session-stale' },
  { type: 'session.confirm' },
  { type: 'sync.received', state: 'loggedOut' },
  { type: 'sync.received', state: 'loggedIn', sessionId: 'session-other' },
  { type: 'sync.received', state: 'loggedIn', sessionId: 'session-cookie' },
  { type: 'xstate.done.actor.loadCustomer', output: customer },
  { type: 'xstate.error.actor.loadCustomer', error: new UnauthorizedError({ status: 401, sessionExpired: true }) },
  { type: 'xstate.done.actor.confirmSession', output: customer },
  // A refusal comes as `session.unauthorized` from the call layer; any other failure is left to the next call.
  { type: 'xstate.error.actor.confirmSession', error: new ApiRequestError({ status: 503 }) },
  { type: 'xstate.done.actor.chooseAccount', output: { sessionToken: 'session-chosen' } },
  { type: 'xstate.error.actor.chooseAccount', error: new Error('key expired') },
  { type: 'xstate.done.actor.switchAccount', output: { sessionToken: 'session-switched' } },
  { type: 'xstate.error.actor.switchAccount', error: new Error('switch refused') },
  { type: 'xstate.done.actor.registerCustomer', output: { sessionToken: 'session-registered' } },
  { type: 'xstate.error.actor.registerCustomer', error: new BadRequestError(refusedFields, { status: 400 }) },
  // A refusal of no field the form shows is a failure, as is any other error.
  { type: 'xstate.error.actor.registerCustomer', error: new BadRequestError([{ field: 'firstName', message: 'common.formErrors.required' }], { status: 400 }) },
  { type: 'xstate.error.actor.registerCustomer', error: new ApiRequestError({ status: 409 }) },
  { type: 'xstate.done.actor.exchangeHandoff', output: { sessionToken: 'session-handoff', temporary: false } },
  { type: 'xstate.done.actor.exchangeHandoff', output: { sessionToken: 'temp-handoff', temporary: true } },
  // Used, expired, another browser's code, or another person's session held here.
  { type: 'xstate.error.actor.exchangeHandoff', error: new UnauthorizedError({ status: 401 }) },
  { type: 'xstate.error.actor.exchangeHandoff', error: new ApiRequestError({ status: 409 }) },
  { type: 'xstate.done.actor.logout', output: { ok: true } },
  { type: 'xstate.error.actor.logout', error: new Error('already gone') },
];

describeModel('session model', {
  machine: sessionMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'no token', input: { router }, events },
    { name: 'cookie session', input: { router, cookieSessionId: 'session-cookie' }, events },
    { name: 'hand-off code over a cookie', input: { router, queryToken: { handoffCode: 'code-query' }, cookieSessionId: 'session-cookie' }, events },
    { name: 'hand-off code, no session', input: { router, queryToken: { handoffCode: 'code-query' } }, events },
    { name: 'session key in the query', input: { router, queryToken: { sessionKey: 'key-query', accounts: choices } }, events },
  ],
});

// ---------------------------------------------------------------- pinned

describe('session pinned', () => {
  function start(input: SessionInput) {
    const run = arrange();
    const actor = createActor(run.machine, { input, inspect: recorder.inspect }).start();
    return { actor, env: run.env };
  }

  /** A person who identified but is no customer: the temporary session `temp-query`. */
  function startNewCustomer() {
    const run = start({ router });
    run.actor.send({ type: 'login.completed', result: { ...newCustomerLogin, sessionToken: 'temp-query' } });
    return run;
  }

  async function loggedIn(input: SessionInput = { router, cookieSessionId: 'session-cookie' }) {
    const run = start(input);
    run.env.loadCustomer.resolve(customer);
    await flush();
    expect(run.actor.getSnapshot().matches('loggedIn')).toBe(true);
    return run;
  }

  it('an expired e-ID login never leads to a session', () => {
    const { actor, env } = start({ router });
    actor.send({ type: 'login.completed', result: expiredLogin });
    actor.send({ type: 'login.completed', result: { status: 'complete', orderRef: 'o-1' } });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(env.loadCustomer.inputs).toEqual([]);
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isLoggedIn: false, sessionId: null });
  });

  it('with no token it is anonymous and ready at once', () => {
    const { actor, env } = start({ router });
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isReady: true, isLoggedIn: false, busy: false });
    expect(env.loadCustomer.inputs).toEqual([]);
  });

  it('a hand-off code is exchanged on the server first; the session it begins loads, remembers the zip, identifies and tells the other tabs', async () => {
    const { actor, env } = start({ router, queryToken: { handoffCode: 'code-query' }, cookieSessionId: 'session-cookie' });
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isReady: false, busy: true });
    expect(env.exchangeHandoff.inputs).toEqual([{ code: 'code-query' }]);
    expect(env.loadCustomer.inputs).toEqual([]);
    env.exchangeHandoff.resolve({ sessionToken: 'session-handoff', temporary: false });
    await flush();
    expect(env.loadCustomer.inputs).toEqual([{ sessionId: 'session-handoff' }]);
    env.loadCustomer.resolve(customer);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: 'session-handoff', method: 'external', ready: true, handoffCode: null });
    expect(env.rememberPostalCode).toHaveBeenCalledWith('41301');
    expect(env.identifyAnalytics).toHaveBeenCalledWith('customer-1');
    expect(env.broadcastSession).toHaveBeenCalledWith({ state: 'loggedIn', sessionId: 'session-handoff' });
  });

  it('a code the server refuses (another person’s link, used, expired) plants nothing: the browser’s own session goes on', async () => {
    const { actor, env } = start({ router, queryToken: { handoffCode: 'code-attacker' }, cookieSessionId: 'session-cookie' });
    env.exchangeHandoff.reject(new UnauthorizedError({ status: 401 }));
    await flush();
    expect(env.loadCustomer.inputs).toEqual([{ sessionId: 'session-cookie' }]);
    env.loadCustomer.resolve(customer);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: 'session-cookie', method: 'current', handoffCode: null });
    expect(env.broadcastSession).not.toHaveBeenCalled();

    const anonymous = start({ router, queryToken: { handoffCode: 'code-attacker' } });
    anonymous.env.exchangeHandoff.reject(new ApiRequestError({ status: 409 }));
    await flush();
    expect(selectSession(anonymous.actor.getSnapshot())).toMatchObject({ isReady: true, isLoggedIn: false, sessionId: null });
    expect(anonymous.env.loadCustomer.inputs).toEqual([]);
  });

  it('a hand-off of a temporary session makes a new customer', async () => {
    const { actor, env } = start({ router, queryToken: { handoffCode: 'code-query' } });
    env.exchangeHandoff.resolve({ sessionToken: 'temp-handoff', temporary: true });
    await flush();
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isNewCustomer: true, sessionId: 'temp-handoff', isLoggedIn: false });
    expect(env.loadCustomer.inputs).toEqual([]);
  });

  it('a cookie session is not announced to the other tabs (they hold the same cookie)', async () => {
    const { env } = await loggedIn();
    expect(env.broadcastSession).not.toHaveBeenCalled();
  });

  it('remembers no area when the customer has no primary address', async () => {
    const run = start({ router, cookieSessionId: 'session-cookie' });
    run.env.loadCustomer.resolve({ ...customer, addresses: customer.addresses.map((a) => ({ ...a, primary: false })) });
    await flush();
    expect(run.env.rememberPostalCode).not.toHaveBeenCalled();
    expect(run.env.identifyAnalytics).toHaveBeenCalledWith('customer-1');
  });

  it('a 401 when logged in shows the expired-session modal; nothing is logged out yet', async () => {
    const { actor, env } = await loggedIn();
    actor.send({ type: 'session.unauthorized', sessionId: 'session-cookie' });
    expect(selectSession(actor.getSnapshot())).toMatchObject({ showExpiredModal: true, isLoggedIn: true });
    expect(env.logout.inputs).toEqual([]);
    expect(env.reloadPage).not.toHaveBeenCalled();
  });

  it('a 401 before the session is ready logs out silently (no modal, no redirect)', async () => {
    const { actor, env } = start({ router, cookieSessionId: 'session-cookie' });
    actor.send({ type: 'session.unauthorized' });
    expect(selectSession(actor.getSnapshot()).showExpiredModal).toBe(false);
    expect(env.logout.inputs).toEqual([{ sessionId: 'session-cookie' }]);
    env.logout.resolve({ ok: true });
    await flush();
    expect(env.reloadPage).toHaveBeenCalledTimes(1);
    expect(env.redirectHome).not.toHaveBeenCalled();
    expect(env.removeSessionCookie).toHaveBeenCalledTimes(1);
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isReady: true, isLoggedIn: false, showExpiredModal: false });
  });

  it('a page asks the server to confirm the session: the customer comes afresh, a refusal shows the modal, another failure changes nothing', async () => {
    const { actor, env } = await loggedIn();
    actor.send({ type: 'session.confirm' });
    expect(env.loadCustomer.inputs).toEqual([{ sessionId: 'session-cookie' }, { sessionId: 'session-cookie' }]);
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isLoggedIn: true, busy: false, showExpiredModal: false });
    // A second page asking meanwhile waits for the same answer.
    actor.send({ type: 'session.confirm' });
    expect(env.loadCustomer.inputs).toHaveLength(2);
    env.loadCustomer.resolve({ ...customer, email: 'anna.ny@example.se' });
    await flush();
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true);
    expect(selectSession(actor.getSnapshot()).customer?.email).toBe('anna.ny@example.se');

    actor.send({ type: 'session.confirm' });
    env.loadCustomer.reject(new ApiRequestError({ status: 503 }));
    await flush();
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true);

    // The browser's cookie is gone: the server refuses, the call layer says so.
    actor.send({ type: 'session.confirm' });
    actor.send({ type: 'session.unauthorized', sessionId: 'session-cookie' });
    expect(selectSession(actor.getSnapshot())).toMatchObject({ showExpiredModal: true, isLoggedIn: true });
    expect(env.logout.inputs).toEqual([]);
  });

  it('a 401 of an earlier session is ignored', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'session.unauthorized', sessionId: 'session-stale' });
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true);
  });

  it('failing to load the customer logs out without redirect', async () => {
    const { actor, env } = start({ router, cookieSessionId: 'session-cookie' });
    env.loadCustomer.reject(new UnauthorizedError({ status: 401 }));
    await flush();
    expect(env.logout.inputs).toEqual([{ sessionId: 'session-cookie' }]);
    env.logout.reject(new Error('gone'));
    await flush();
    expect(env.reloadPage).toHaveBeenCalledTimes(1);
    expect(env.redirectHome).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('from the modal: "log in" logs out without redirect and hides it; closing logs out with redirect', async () => {
    const first = await loggedIn();
    first.actor.send({ type: 'session.unauthorized' });
    first.actor.send({ type: 'expiredModal.loginRequested' });
    expect(selectSession(first.actor.getSnapshot()).showExpiredModal).toBe(false);
    first.env.logout.resolve({ ok: true });
    await flush();
    expect(first.env.reloadPage).toHaveBeenCalledTimes(1);
    expect(first.env.redirectHome).not.toHaveBeenCalled();

    const second = await loggedIn();
    second.actor.send({ type: 'session.unauthorized' });
    second.actor.send({ type: 'expiredModal.closed' });
    second.env.logout.resolve({ ok: true });
    await flush();
    expect(second.env.redirectHome).toHaveBeenCalledTimes(1);
    expect(second.env.reloadPage).not.toHaveBeenCalled();
  });

  it('logout calls the server, clears the cookie and analytics, tells the other tabs, goes home; failures ignored', async () => {
    const { actor, env } = await loggedIn();
    actor.send({ type: 'logout.requested', redirect: true });
    expect(env.logout.inputs).toEqual([{ sessionId: 'session-cookie' }]);
    env.logout.reject(new Error('server down'));
    await flush();
    expect(env.removeSessionCookie).toHaveBeenCalledTimes(1);
    expect(env.resetAnalytics).toHaveBeenCalledTimes(1);
    expect(env.broadcastSession).toHaveBeenLastCalledWith({ state: 'loggedOut' });
    expect(env.redirectHome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toEqual({ ...emptySession(), router, ready: true });
  });

  it('a logout in another tab clears this tab without calling logout again or re-broadcasting', async () => {
    const { actor, env } = await loggedIn();
    env.broadcastSession.mockClear();
    actor.send({ type: 'sync.received', state: 'loggedOut' });
    expect(env.logout.inputs).toEqual([]);
    expect(env.broadcastSession).not.toHaveBeenCalled();
    expect(env.removeSessionCookie).toHaveBeenCalledTimes(1);
    expect(env.resetAnalytics).toHaveBeenCalledTimes(1);
    expect(env.reloadPage).toHaveBeenCalledTimes(1);
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isReady: true, isLoggedIn: false, customer: null });
  });

  it('a login in another tab with another session reloads the customer; the same session is ignored', async () => {
    const { actor, env } = await loggedIn();
    actor.send({ type: 'sync.received', state: 'loggedIn', sessionId: 'session-cookie' });
    expect(env.loadCustomer.inputs).toHaveLength(1);
    actor.send({ type: 'sync.received', state: 'loggedIn', sessionId: 'session-other' });
    expect(env.loadCustomer.inputs.at(-1)).toEqual({ sessionId: 'session-other' });
    env.loadCustomer.resolve(customer);
    await flush();
    // The other tab already announced it.
    expect(env.broadcastSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: 'session-other', method: 'current' });
  });

  it('a temporary session is a new customer: kept, no customer loaded, until registration', async () => {
    const { actor, env } = startNewCustomer();
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isNewCustomer: true, sessionId: 'temp-query', isLoggedIn: false });
    expect(actor.getSnapshot().context).toMatchObject({ tempSessionId: 'temp-query', newCustomer: true, customer: null });
    expect(env.loadCustomer.inputs).toEqual([]);
    actor.send({ type: 'registration.completed' });
    expect(env.loadCustomer.inputs).toEqual([{ sessionId: 'temp-query' }]);
    env.loadCustomer.resolve(customer);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ tempSessionId: null, newCustomer: false, sessionId: 'temp-query' });
  });

  it('a new customer registers with the temporary session; the permanent one loads the customer', async () => {
    const { actor, env } = startNewCustomer();
    actor.send({ type: 'registration.submitted', request: registration });
    expect(env.registerCustomer.inputs).toEqual([{ request: registration, sessionId: 'temp-query' }]);
    expect(selectRegistration(actor.getSnapshot()).submitting).toBe(true);
    env.registerCustomer.resolve({ sessionToken: 'session-registered' });
    await flush();
    expect(env.loadCustomer.inputs).toEqual([{ sessionId: 'session-registered' }]);
    env.loadCustomer.resolve(customer);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: 'session-registered', tempSessionId: null, newCustomer: false, method: 'external' });
    expect(env.broadcastSession).toHaveBeenLastCalledWith({ state: 'loggedIn', sessionId: 'session-registered' });
  });

  it("a refusal of the form's fields is kept for the form; another answer is the default error; both may be retried", async () => {
    const { actor, env } = startNewCustomer();
    actor.send({ type: 'registration.submitted', request: registration });
    env.registerCustomer.reject(new BadRequestError(refusedFields, { status: 400 }));
    await flush();
    expect(actor.getSnapshot().matches({ newCustomer: { registering: 'refused' } })).toBe(true);
    expect(selectRegistration(actor.getSnapshot())).toEqual({ submitting: false, refusal: refusedFields, errorKey: null });

    actor.send({ type: 'registration.submitted', request: registration });
    expect(selectRegistration(actor.getSnapshot())).toEqual({ submitting: true, refusal: null, errorKey: null });
    env.registerCustomer.reject(new BadRequestError([{ field: 'body', message: 'nope' }], { status: 400 }));
    await flush();
    expect(selectRegistration(actor.getSnapshot())).toEqual({ submitting: false, refusal: null, errorKey: DEFAULT_ERROR_KEY });

    actor.send({ type: 'registration.submitted', request: registration });
    env.registerCustomer.reject(new ApiRequestError({ status: 409 }));
    await flush();
    expect(selectRegistration(actor.getSnapshot()).errorKey).toBe(DEFAULT_ERROR_KEY);
    expect(env.registerCustomer.inputs).toHaveLength(3);
    expect(env.loadCustomer.inputs).toEqual([]);
  });

  it('a new customer who identifies again (in the booking wizard) is whoever the new login names; the old temporary session goes', async () => {
    const { actor, env } = startNewCustomer();
    actor.send({ type: 'login.completed', result: choiceLogin });
    expect(actor.getSnapshot().matches('choosingAccount')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ tempSessionId: null, newCustomer: false, sessionKey: 'key-login' });
    expect(selectSession(actor.getSnapshot()).sessionId).toBeNull();

    const again = startNewCustomer();
    again.actor.send({ type: 'login.completed', result: completeLogin });
    expect(again.env.loadCustomer.inputs).toEqual([{ sessionId: 'session-login' }]);
    again.env.loadCustomer.resolve(customer);
    await flush();
    expect(again.actor.getSnapshot().context).toMatchObject({ sessionId: 'session-login', tempSessionId: null, newCustomer: false });
    void env;
  });

  it('a registration made elsewhere (the booking wizard) ends the form too', () => {
    const { actor, env } = startNewCustomer();
    actor.send({ type: 'registration.submitted', request: registration });
    actor.send({ type: 'registration.completed' });
    expect(env.loadCustomer.inputs).toEqual([{ sessionId: 'temp-query' }]);
    expect(selectRegistration(actor.getSnapshot())).toEqual({ submitting: false, refusal: null, errorKey: null });
  });

  it('takes a hand-off code out of the address, through the router; nothing else', () => {
    for (const [query, navigations] of [
      [{ sessionToken: 'code-query', tab: '2' }, [{ kind: 'setQuery', changes: { sessionToken: null }, history: 'replace' }]],
      [{ tab: '2' }, []],
    ] as const) {
      const adapter = fakeRouterAdapter({ path: '/en/my-pages', query });
      const machine = sessionMachine.provide({ actors: { sessionChannels: fromCallback(() => {}), exchangeHandoff: controllableActor<HandoffResult, ExchangeHandoffInput>().logic } });
      const actor = createActor(machine, { input: { router: adapter, queryToken: { handoffCode: 'code-query' } } }).start();
      expect(adapter.navigations).toEqual(navigations);
      actor.stop();
    }
  });

  it('a logout with redirect goes home in the page language, through the router', async () => {
    for (const [locale, home] of [['sv', '/'], ['en', '/en']] as const) {
      const adapter = fakeRouterAdapter({ path: '/mina-sidor' }, locale);
      const loadCustomer = controllableActor<Customer, LoadCustomerInput>();
      const logout = controllableActor<unknown, LogoutInput>();
      const machine = sessionMachine.provide({
        actors: { loadCustomer: loadCustomer.logic, logout: logout.logic, sessionChannels: fromCallback(() => {}) },
      });
      const actor = createActor(machine, { input: { router: adapter, cookieSessionId: 'session-cookie' } }).start();
      loadCustomer.resolve(customer);
      await flush();
      actor.send({ type: 'logout.requested', redirect: true });
      logout.resolve({ ok: true });
      await flush();
      expect(adapter.navigations).toEqual([{ kind: 'go', path: home, replace: false }]);
      actor.stop();
    }
  });

  it('an e-ID login result feeds the same paths: new customer, choice, session', async () => {
    const temp = start({ router });
    temp.actor.send({ type: 'login.completed', result: newCustomerLogin });
    expect(temp.actor.getSnapshot().context).toMatchObject({ tempSessionId: 'temp-login', newCustomer: true });

    const choose = start({ router });
    choose.actor.send({ type: 'login.completed', result: choiceLogin });
    expect(selectSession(choose.actor.getSnapshot())).toMatchObject({ mustChooseAccount: true, accounts: choices });
    choose.actor.send({ type: 'account.chosen', account: 'acc-2' });
    expect(choose.env.chooseAccount.inputs).toEqual([{ account: 'acc-2', sessionKey: 'key-login' }]);
    choose.env.chooseAccount.resolve({ sessionToken: 'session-chosen' });
    await flush();
    expect(choose.env.loadCustomer.inputs).toEqual([{ sessionId: 'session-chosen' }]);
    expect(choose.actor.getSnapshot().context).toMatchObject({ method: 'switchAccount', sessionKey: null, accounts: [] });

    const direct = start({ router });
    direct.actor.send({ type: 'login.completed', result: completeLogin });
    expect(direct.env.loadCustomer.inputs).toEqual([{ sessionId: 'session-login' }]);
  });

  it('a failed account choice can be retried', async () => {
    const { actor, env } = start({ router, queryToken: { sessionKey: 'key-query', accounts: choices } });
    actor.send({ type: 'account.chosen', account: 'acc-1' });
    env.chooseAccount.reject(new Error('refused'));
    await flush();
    expect(selectSession(actor.getSnapshot())).toMatchObject({ mustChooseAccount: true, accountErrorKey: DEFAULT_ERROR_KEY });
    actor.send({ type: 'account.chosen', account: 'acc-2' });
    expect(env.chooseAccount.inputs.at(-1)).toEqual({ account: 'acc-2', sessionKey: 'key-query' });
  });

  it('switching account obtains a new session then loads the customer; a failure keeps the session', async () => {
    const { actor, env } = await loggedIn();
    actor.send({ type: 'account.switched', account: 'acc-2' });
    expect(env.switchAccount.inputs).toEqual([{ account: 'acc-2', sessionId: 'session-cookie' }]);
    env.switchAccount.reject(new Error('refused'));
    await flush();
    expect(selectSession(actor.getSnapshot())).toMatchObject({ isLoggedIn: true, accountErrorKey: DEFAULT_ERROR_KEY });
    expect(actor.getSnapshot().context.sessionId).toBe('session-cookie');
    actor.send({ type: 'account.switched', account: 'acc-2' });
    env.switchAccount.resolve({ sessionToken: 'session-switched' });
    await flush();
    expect(env.loadCustomer.inputs.at(-1)).toEqual({ sessionId: 'session-switched' });
    env.loadCustomer.resolve(customer);
    await flush();
    expect(env.broadcastSession).toHaveBeenLastCalledWith({ state: 'loggedIn', sessionId: 'session-switched' });
    expect(selectSession(actor.getSnapshot()).accountErrorKey).toBeNull();
  });

  it('propagates the main account email to accounts without one', () => {
    const withEmails = withMainAccountEmail(customer);
    expect(withEmails.accounts.map((a) => [a.email, a.account.email])).toEqual([
      ['anna@example.se', 'anna@example.se'],
      ['anna@example.se', 'anna@example.se'],
    ]);
    const own = account('acc-3', 'Bo', 'bo@example.se');
    expect(withMainAccountEmail({ ...customer, accounts: [own] }).accounts[0]).toEqual(own);
    expect(primaryPostalCode(customer)).toBe('41301');
  });

  it('starts from a hand-off code to exchange (keeping the cookie session to fall back on), else the cookie', () => {
    expect(initialSessionContext({ router, queryToken: { handoffCode: 'q' }, cookieSessionId: 'c' })).toMatchObject({ handoffCode: 'q', sessionId: 'c', method: 'current' });
    expect(initialSessionContext({ router, cookieSessionId: 'c' })).toMatchObject({ sessionId: 'c', method: 'current', handoffCode: null });
    expect(initialSessionContext({ router, queryToken: { handoffCode: 't' } })).toMatchObject({ sessionId: null, tempSessionId: null, handoffCode: 't' });
    expect(initialSessionContext({ router })).toEqual({ ...emptySession(), router, ready: false });
  });
});
