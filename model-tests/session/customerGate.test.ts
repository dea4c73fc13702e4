import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, initialTransition, transition } from 'xstate';
import type { Locale } from '../../api/contract/content.schemas';
import type { Customer } from '../../api/contract/customer';
import type { RouterAdapter, RouterLocation } from '../../machines/router/router.types';
import { standingOf } from '../../machines/session/followSession';
import { customerGateMachine } from '../../machines/session/customerGate.machine';
import type { ConfirmSessionInput, CustomerGateInput, GatedPage, GatedSession, SessionStanding } from '../../machines/session/customerGate.types';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import type { LoadCustomerInput, LogoutInput } from '../../machines/session/session.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { fakeRouterAdapter, type Navigation } from '../../tests/support/fakeRouterAdapter';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { annaCustomer } from '../support/customers';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof customerGateMachine;

// ---------------------------------------------------------------- the session as it stands

const customer = annaCustomer();

/** Session snapshots in each standing, taken from the session chart itself. */
const sessionRouter = fakeRouterAdapter();
const loading = initialTransition(sessionMachine, { router: sessionRouter, cookieSessionId: 'session-cookie' })[0];
const anonymous = initialTransition(sessionMachine, { router: sessionRouter })[0];
const sessions: Record<SessionStanding, SessionSnapshot> = {
  pending: loading,
  loggedIn: transition(sessionMachine, loading, { type: 'xstate.done.actor.loadCustomer', output: customer } as never)[0],
  // Identified with e-ID, no account yet: the temporary session of a new customer.
  identified: transition(sessionMachine, anonymous, {
    type: 'login.completed',
    result: { status: 'complete', orderRef: 'o', sessionToken: 'temporary', data: { newCustomer: true } },
  })[0],
  anonymous,
};

/** The site's session actor standing at `standing` (the walks tell the gate of changes themselves). */
function sessionAt(standing: SessionStanding): GatedSession {
  return { getSnapshot: () => sessions[standing], subscribe: () => ({ unsubscribe: () => {} }), send: () => {} };
}

// ---------------------------------------------------------------- the router

/** What the paths' router asked for; each path starts a fresh list. */
let navigations: Navigation[] = [];

/** A router adapter at `location` whose navigations land in `navigations` (functions only, so the graph's states stay comparable). */
function routerAt(location: Partial<RouterLocation>, locale: Locale = 'en'): RouterAdapter {
  const fake = fakeRouterAdapter(location, locale);
  return {
    locale: fake.locale,
    location: fake.location,
    go: (path, options) => void navigations.push({ kind: 'go', path, replace: options?.replace ?? false }),
    setQuery: (changes, { history }) => void navigations.push({ kind: 'setQuery', changes, history }),
    listen: fake.listen,
    clearHash: fake.clearHash,
  };
}

const REFERRER = '/en/my-pages/bookings?tab=past';
const LOG_IN = { go: { kind: 'go', path: `/en/my-pages?referrer=${encodeURIComponent('/en/my-pages/bookings')}`, replace: true } } as const;
const BACK = { kind: 'go', path: REFERRER, replace: true } as const;
/** An invitation: a page a person without an account may reach. */
const INVITATION = '/en/my-pages/invitation/inv-1';
const INVITATION_LOG_IN = { kind: 'go', path: `/en/my-pages?referrer=${encodeURIComponent(INVITATION)}`, replace: true } as const;
const BACK_TO_INVITATION = { kind: 'go', path: INVITATION, replace: true } as const;

interface Env {
  navigations: Navigation[];
  /** The server's confirmations of the session, answered by the walk. */
  confirmSession: ControllableActor<SessionStanding, ConfirmSessionInput>;
}

function arrange() {
  navigations = [];
  const env: Env = { navigations, confirmSession: controllableActor<SessionStanding, ConfirmSessionInput>() };
  // The session's changes and the server's answers are the walk's events.
  const machine = customerGateMachine.provide({
    actors: { watchSession: fromCallback(() => {}), watchPage: fromCallback(() => {}), confirmSession: env.confirmSession.logic },
  });
  return { machine, env, controls: { confirmSession: env.confirmSession } };
}

/** Only the navigations the page may make: back to the referrer from the log-in page, to the log-in page from a page behind login. */
function expectOnlyPageNavigations(page: GatedPage, env: Env): void {
  const allowed = { logIn: [BACK, BACK_TO_INVITATION], customer: [LOG_IN.go], identified: [INVITATION_LOG_IN] }[page];
  for (const navigation of env.navigations) expect(allowed).toContainEqual(navigation);
}

/** Admitted to the page: a customer anywhere; someone identified without an account only on a page for them. */
const admits = (page: GatedPage, standing: SessionStanding) => standing === 'loggedIn' || (standing === 'identified' && page === 'identified');

const assertions: StateAssertions<Machine, Env> = {
  deciding: transient('deciding'),
  waiting: ({ context }, env) => {
    expect(context.standing).toBe('pending');
    expectOnlyPageNavigations(context.page, env);
  },
  confirming: ({ context }, env) => {
    // A tab logged in before this page opened: nothing is decided until the server has answered.
    expect(context.confirmed).toBe(false);
    expect(env.confirmSession.inputs.at(-1)).toEqual({ session: context.session });
    expectOnlyPageNavigations(context.page, env);
  },
  admitted: ({ context }, env) => {
    expect(admits(context.page, context.standing) || (context.page === 'logIn' && context.standing === 'loggedIn')).toBe(true);
    // A customer is admitted only with the server's word for the session.
    if (context.standing === 'loggedIn') expect(context.confirmed).toBe(true);
    // No referrer to go back to (or a page behind login, which has none).
    expect(context.referrer).toBeNull();
    expectOnlyPageNavigations(context.page, env);
  },
  loggingIn: ({ context }, env) => {
    expect(context.page).toBe('logIn');
    // Nobody, or someone without an account whose referrer (if any) does not admit them: they register here.
    expect(['anonymous', 'identified']).toContain(context.standing);
    if (context.standing === 'identified') expect(context.referrer).not.toBe(INVITATION);
    expectOnlyPageNavigations(context.page, env);
  },
  returning: ({ context }, env) => {
    expect(context.page).toBe('logIn');
    if (context.standing === 'identified') {
      expect(context.referrer).toBe(INVITATION);
      expect(env.navigations.at(-1)).toEqual(BACK_TO_INVITATION);
    } else {
      expect(context.standing).toBe('loggedIn');
      expect(context.confirmed).toBe(true);
      expect(env.navigations.at(-1)).toEqual(context.referrer === INVITATION ? BACK_TO_INVITATION : BACK);
    }
    expectOnlyPageNavigations(context.page, env);
  },
  sendingToLogIn: ({ context }, env) => {
    expect(context.page).not.toBe('logIn');
    expect(context.referrer).toBeNull();
    expect(admits(context.page, context.standing)).toBe(false);
    expect(env.navigations.at(-1)).toEqual(context.page === 'identified' ? INVITATION_LOG_IN : LOG_IN.go);
    expectOnlyPageNavigations(context.page, env);
  },
};

const events = [
  ...(['pending', 'loggedIn', 'identified', 'anonymous'] as const).map((standing) => ({ type: 'session.changed', standing })),
  { type: 'xstate.done.actor.confirmSession', output: 'loggedIn' },
  // Refused: the expired-session modal shows.
  { type: 'xstate.done.actor.confirmSession', output: 'pending' },
  { type: 'xstate.error.actor.confirmSession', error: new Error('the session could not be asked') },
  // The log-in page opened again: by the server with a referrer, without one, or a page it went back to.
  { type: 'page.opened', location: { path: '/en/my-pages', query: { referrer: REFERRER }, hash: '' } },
  { type: 'page.opened', location: { path: '/en/my-pages', query: {}, hash: '' } },
  { type: 'page.opened', location: { path: '/en/my-pages/bookings', query: { tab: 'past' }, hash: '' } },
];

function input(page: GatedPage, standing: SessionStanding, location: Partial<RouterLocation>): CustomerGateInput {
  return { session: sessionAt(standing), router: routerAt(location), page };
}

describeModel('customer gate model', {
  machine: customerGateMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'log-in page with a referrer, session loading', input: input('logIn', 'pending', { path: '/en/my-pages', query: { referrer: REFERRER } }), events },
    { name: 'log-in page without a referrer, logged in', input: input('logIn', 'loggedIn', { path: '/en/my-pages' }), events },
    { name: 'log-in page with a referrer, logged in', input: input('logIn', 'loggedIn', { path: '/en/my-pages', query: { referrer: REFERRER } }), events },
    { name: 'page behind login, logged in', input: input('customer', 'loggedIn', { path: '/en/my-pages/bookings' }), events },
    { name: 'page behind login, anonymous', input: input('customer', 'anonymous', { path: '/en/my-pages/bookings', query: { tab: 'past' } }), events },
    { name: 'page behind login, session loading', input: input('customer', 'pending', { path: '/en/my-pages/bookings' }), events },
    { name: 'invitation, anonymous', input: input('identified', 'anonymous', { path: INVITATION }), events },
    { name: 'log-in page with an invitation as referrer, identified', input: input('logIn', 'identified', { path: '/en/my-pages', query: { referrer: INVITATION } }), events },
  ],
});

// ---------------------------------------------------------------- pinned

describe('customer gate pinned', () => {
  /** The gate, with the server confirming a session that was logged in before the page opened. */
  function start(gateInput: CustomerGateInput) {
    navigations = [];
    const machine = customerGateMachine.provide({ actors: { confirmSession: fromPromise<SessionStanding, ConfirmSessionInput>(async () => 'loggedIn') } });
    const actor = createActor(machine, { input: gateInput, inspect: recorder.inspect }).start();
    return { actor, navigations };
  }

  it('the session states map to standings', () => {
    expect(standingOf(sessions.pending)).toBe('pending');
    expect(standingOf(sessions.loggedIn)).toBe('loggedIn');
    expect(standingOf(sessions.identified)).toBe('identified');
    expect(standingOf(sessions.anonymous)).toBe('anonymous');
  });

  it('a person without an account reaches an invitation, and no other page behind login', () => {
    const invitation = start(input('identified', 'identified', { path: INVITATION }));
    expect(invitation.actor.getSnapshot().value).toBe('admitted');
    expect(invitation.navigations).toEqual([]);
    const bookings = start(input('customer', 'identified', { path: '/en/my-pages/bookings' }));
    expect(bookings.actor.getSnapshot().value).toBe('sendingToLogIn');
    expect(bookings.navigations).toEqual([LOG_IN.go]);
  });

  it('after logging in without an account, the log-in page goes back to an invitation, and registers anyone else', () => {
    const toInvitation = start(input('logIn', 'identified', { path: '/en/my-pages', query: { referrer: INVITATION } }));
    expect(toInvitation.actor.getSnapshot().value).toBe('returning');
    expect(toInvitation.navigations).toEqual([BACK_TO_INVITATION]);
    const toBookings = start(input('logIn', 'identified', { path: '/en/my-pages', query: { referrer: REFERRER } }));
    expect(toBookings.actor.getSnapshot().value).toBe('loggingIn');
    expect(toBookings.navigations).toEqual([]);
  });

  it('a customer already logged in on the log-in page goes back to the referrer once the server has confirmed the session', async () => {
    const { actor, navigations: made } = start(input('logIn', 'loggedIn', { path: '/en/my-pages', query: { referrer: REFERRER } }));
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(made).toEqual([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('returning');
    expect(made).toEqual([BACK]);
  });

  it('keeps the referrer safe: another host, a scheme or the log-in page itself is no referrer', async () => {
    for (const referrer of ['//evil.example/x', '/.//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/en/my-pages', '/en/my-pages?referrer=%2F']) {
      const { actor, navigations: made } = start(input('logIn', 'loggedIn', { path: '/en/my-pages', query: { referrer } }));
      await flush();
      expect(actor.getSnapshot().value).toBe('admitted');
      expect(made).toEqual([]);
    }
  });

  it('a page behind login sends a visitor to the log-in page in its language, with the page (no query) as referrer', () => {
    navigations = [];
    const sv = routerAt({ path: '/mina-sidor/bokningar', query: { tab: 'past' } }, 'sv');
    createActor(customerGateMachine, { input: { session: sessionAt('anonymous'), router: sv, page: 'customer' } }).start();
    expect(navigations).toEqual([{ kind: 'go', path: `/mina-sidor?referrer=${encodeURIComponent('/mina-sidor/bokningar')}`, replace: true }]);
  });

  /** The real session chart, Oskar's customer loaded before the page opened; its calls are the test's to answer. */
  async function loggedInSession() {
    const load = controllableActor<Customer, LoadCustomerInput>();
    const session = createActor(sessionMachine.provide({ actors: { sessionChannels: fromCallback(() => {}), loadCustomer: load.logic } }), {
      input: { router: sessionRouter, cookieSessionId: 'session-cookie' },
    }).start();
    load.resolve(customer);
    await flush();
    return { session, load };
  }

  it('the browser lost its session cookie: the log-in page asks the server, shows the expired-session modal and never sends the customer back', async () => {
    const { session, load } = await loggedInSession();
    navigations = [];
    const gate = createActor(customerGateMachine, {
      input: { session, router: routerAt({ path: '/en/my-pages', query: { referrer: REFERRER } }), page: 'logIn' },
      inspect: recorder.inspect,
    }).start();
    expect(gate.getSnapshot().value).toBe('confirming');
    expect(load.inputs).toEqual([{ sessionId: 'session-cookie' }, { sessionId: 'session-cookie' }]);
    // The server refuses the call (no cookie): the call layer tells the session.
    session.send({ type: 'session.unauthorized', sessionId: 'session-cookie' });
    await flush();
    expect(session.getSnapshot().hasTag('expiredModal')).toBe(true);
    expect(gate.getSnapshot().value).toBe('waiting');
    expect(navigations).toEqual([]);
    gate.stop();
    session.stop();
  });

  it('the server sends a page behind login to the log-in page already open (the cookie gone): its referrer is read anew and the session asked, never a bounce', async () => {
    const { session, load } = await loggedInSession();
    const router = fakeRouterAdapter({ path: '/en/my-pages' });
    const gate = createActor(customerGateMachine, { input: { session, router, page: 'logIn' }, inspect: recorder.inspect }).start();
    load.resolve(customer);
    await flush();
    expect(gate.getSnapshot().value).toBe('admitted');
    router.arrive({ query: { referrer: REFERRER } });
    expect(gate.getSnapshot().value).toBe('confirming');
    expect(load.inputs).toHaveLength(3);
    session.send({ type: 'session.unauthorized', sessionId: 'session-cookie' });
    await flush();
    expect(gate.getSnapshot().value).toBe('waiting');
    expect(router.navigations).toEqual([]);
    gate.stop();
    session.stop();
  });

  it('a page behind login opened by a tab already logged in is admitted once the server has confirmed the session, and asks only once', async () => {
    const { session, load } = await loggedInSession();
    navigations = [];
    const gate = createActor(customerGateMachine, {
      input: { session, router: routerAt({ path: '/en/my-pages/bookings' }), page: 'customer' },
      inspect: recorder.inspect,
    }).start();
    expect(gate.getSnapshot().value).toBe('confirming');
    load.resolve(customer);
    await flush();
    expect(gate.getSnapshot().value).toBe('admitted');
    expect(load.inputs).toHaveLength(2);
    expect(navigations).toEqual([]);
    gate.stop();
    session.stop();
  });

  it('follows the real session actor: nothing while it loads, the page once logged in, the log-in page after a logout', async () => {
    navigations = [];
    const load = controllableActor<Customer, LoadCustomerInput>();
    const logout = controllableActor<unknown, LogoutInput>();
    const session = createActor(
      sessionMachine.provide({ actors: { sessionChannels: fromCallback(() => {}), loadCustomer: load.logic, logout: logout.logic } }),
      { input: { router: sessionRouter, cookieSessionId: 'session-cookie' } },
    ).start();
    const gate = createActor(customerGateMachine, {
      input: { session, router: routerAt({ path: '/en/my-pages/bookings' }), page: 'customer' },
      inspect: recorder.inspect,
    }).start();
    expect(gate.getSnapshot().value).toBe('waiting');
    load.resolve(customer);
    await flush();
    expect(gate.getSnapshot().value).toBe('admitted');
    session.send({ type: 'logout.requested', redirect: false });
    expect(gate.getSnapshot().value).toBe('waiting');
    expect(navigations).toEqual([]);
    logout.resolve({ ok: true });
    await flush();
    expect(gate.getSnapshot().value).toBe('sendingToLogIn');
    expect(navigations).toEqual([LOG_IN.go]);
    gate.stop();
    // Stopped, it hears the session no more.
    session.send({ type: 'login.completed', result: { status: 'complete', orderRef: 'o', sessionToken: 's', data: { newCustomer: false } } });
    expect(gate.getSnapshot().value).toBe('sendingToLogIn');
    session.stop();
  });
});
