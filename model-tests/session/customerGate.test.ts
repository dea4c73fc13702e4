import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, initialTransition, transition } from 'xstate';
import type { Locale } from '../../api/contract/content.schemas';
import type { Customer } from '../../api/contract/customer';
import type { RouterAdapter, RouterLocation } from '../../machines/router/router.types';
import { standingOf } from '../../machines/session/customerGate.actors';
import { customerGateMachine } from '../../machines/session/customerGate.machine';
import type { CustomerGateInput, GatedPage, GatedSession, SessionStanding } from '../../machines/session/customerGate.types';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import type { LoadCustomerInput, LogoutInput } from '../../machines/session/session.types';
import { controllableActor, flush } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { fakeRouterAdapter, type Navigation } from '../../tests/support/fakeRouterAdapter';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { annaCustomer } from '../support/customers';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof customerGateMachine;
const api = fakeApi().client;

// ---------------------------------------------------------------- the session as it stands

const customer = annaCustomer();

/** Session snapshots in each standing, taken from the session chart itself. */
const sessionRouter = fakeRouterAdapter();
const loading = initialTransition(sessionMachine, { api, router: sessionRouter, cookieSessionId: 'session-cookie' })[0];
const anonymous = initialTransition(sessionMachine, { api, router: sessionRouter })[0];
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
  return { getSnapshot: () => sessions[standing], subscribe: () => ({ unsubscribe: () => {} }) };
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
}

function arrange() {
  navigations = [];
  const env: Env = { navigations };
  // The session's changes are the walk's events.
  const machine = customerGateMachine.provide({ actors: { watchSession: fromCallback(() => {}) } });
  return { machine, env };
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
  admitted: ({ context }, env) => {
    expect(admits(context.page, context.standing) || (context.page === 'logIn' && context.standing === 'loggedIn')).toBe(true);
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

const events = (['pending', 'loggedIn', 'identified', 'anonymous'] as const).map((standing) => ({ type: 'session.changed', standing }));

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
    { name: 'page behind login, anonymous', input: input('customer', 'anonymous', { path: '/en/my-pages/bookings', query: { tab: 'past' } }), events },
    { name: 'page behind login, session loading', input: input('customer', 'pending', { path: '/en/my-pages/bookings' }), events },
    { name: 'invitation, anonymous', input: input('identified', 'anonymous', { path: INVITATION }), events },
    { name: 'log-in page with an invitation as referrer, identified', input: input('logIn', 'identified', { path: '/en/my-pages', query: { referrer: INVITATION } }), events },
  ],
});

// ---------------------------------------------------------------- pinned

describe('customer gate pinned', () => {
  function start(gateInput: CustomerGateInput) {
    navigations = [];
    const actor = createActor(customerGateMachine, { input: gateInput, inspect: recorder.inspect }).start();
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

  it('a customer already logged in on the log-in page goes back to the referrer at once', () => {
    const { actor, navigations: made } = start(input('logIn', 'loggedIn', { path: '/en/my-pages', query: { referrer: REFERRER } }));
    expect(actor.getSnapshot().value).toBe('returning');
    expect(made).toEqual([BACK]);
  });

  it('keeps the referrer safe: another host, a scheme or the log-in page itself is no referrer', () => {
    for (const referrer of ['//evil.example/x', '/.//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/en/my-pages', '/en/my-pages?referrer=%2F']) {
      const { actor, navigations: made } = start(input('logIn', 'loggedIn', { path: '/en/my-pages', query: { referrer } }));
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

  it('follows the real session actor: nothing while it loads, the page once logged in, the log-in page after a logout', async () => {
    navigations = [];
    const load = controllableActor<Customer, LoadCustomerInput>();
    const logout = controllableActor<unknown, LogoutInput>();
    const session = createActor(
      sessionMachine.provide({ actors: { sessionChannels: fromCallback(() => {}), loadCustomer: load.logic, logout: logout.logic } }),
      { input: { api, router: sessionRouter, cookieSessionId: 'session-cookie' } },
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
