import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, initialTransition, transition } from 'xstate';
import { bookingPageMachine } from '../../machines/booking/bookingPage/bookingPage.machine';
import { selectBookingPageView } from '../../machines/booking/bookingPage/bookingPage.selectors';
import type { BookingPageInput } from '../../machines/booking/bookingPage/bookingPage.types';
import type { FollowedSession, SessionStanding } from '../../machines/session/customerGate.types';
import type { RouterLocation } from '../../machines/router/router.types';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { annaCustomer } from '../support/customers';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof bookingPageMachine;

// ---------------------------------------------------------------- the session as it stands

const sessionRouter = fakeRouterAdapter();
const loading = initialTransition(sessionMachine, { router: sessionRouter, cookieSessionId: 'session-cookie' })[0];
const anonymous = initialTransition(sessionMachine, { router: sessionRouter })[0];
/** Session snapshots in each standing, taken from the session chart itself. */
const sessions: Record<SessionStanding, SessionSnapshot> = {
  pending: loading,
  loggedIn: transition(sessionMachine, loading, { type: 'xstate.done.actor.loadCustomer', output: annaCustomer() } as never)[0],
  identified: transition(sessionMachine, anonymous, {
    type: 'login.completed',
    result: { status: 'complete', orderRef: 'o', sessionToken: 'temporary', data: { newCustomer: true } },
  })[0],
  anonymous,
};

/** The site's session standing at `standing` (the walks tell the page of changes themselves). */
function sessionAt(standing: SessionStanding): FollowedSession {
  return { getSnapshot: () => sessions[standing], subscribe: () => ({ unsubscribe: () => {} }) };
}

const BOOKING = '/en/book/window-cleaning';
const WITH_CODE: Partial<RouterLocation> = { path: BOOKING, query: { areaCode: '11120' } };

function input(standing: SessionStanding, location: Partial<RouterLocation>): BookingPageInput {
  return { session: sessionAt(standing), router: fakeRouterAdapter(location) };
}

function arrange() {
  // The session's changes and the page's navigations are the walk's events.
  const machine = bookingPageMachine.provide({ actors: { watchSession: fromCallback(() => {}), watchPage: fromCallback(() => {}) } });
  return { machine, env: {} };
}

const assertions: StateAssertions<Machine, object> = {
  'starting.deciding': transient('starting.deciding'),
  'starting.askingPostalCode': (snapshot) => {
    expect(snapshot.context.postalCodeGiven).toBe(false);
    expect(selectBookingPageView(snapshot)).toEqual({ show: 'postalCode' });
  },
  'starting.waitingForSession': (snapshot) => {
    expect(snapshot.context.postalCodeGiven).toBe(true);
    expect(snapshot.context.standing).toBe('pending');
    expect(selectBookingPageView(snapshot)).toEqual({ show: 'waiting' });
  },
  booking: (snapshot) => {
    // The wizard runs only for a postal code, once the session has settled; it is for a customer only if one is logged in.
    expect(snapshot.context.postalCodeGiven).toBe(true);
    expect(snapshot.context.standing).not.toBe('pending');
    expect(selectBookingPageView(snapshot)).toEqual({ show: 'wizard', identified: snapshot.context.identified });
    if (snapshot.context.identified) expect(snapshot.context.standing).toBe('loggedIn');
  },
};

const events = [
  ...(['pending', 'loggedIn', 'identified', 'anonymous'] as const).map((standing) => ({ type: 'session.changed', standing })),
  // The page's postal-code form brings the code; another navigation does not.
  { type: 'page.opened', location: { path: BOOKING, query: { areaCode: '11120' }, hash: '' } },
  { type: 'page.opened', location: { path: BOOKING, query: {}, hash: '' } },
];

describeModel('booking page model', {
  machine: bookingPageMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'opened without a postal code, session loading', input: input('pending', { path: BOOKING }), events },
    { name: 'opened with a postal code, session loading', input: input('pending', WITH_CODE), events },
  ],
});

// ---------------------------------------------------------------- pinned

describe('booking page pinned', () => {
  it('a customer logged in before the page opened books as themselves at once, and a visitor as a visitor', () => {
    const customer = createActor(bookingPageMachine, { input: input('loggedIn', WITH_CODE), inspect: recorder.inspect }).start();
    expect(selectBookingPageView(customer.getSnapshot())).toEqual({ show: 'wizard', identified: true });
    const visitor = createActor(bookingPageMachine, { input: input('anonymous', WITH_CODE), inspect: recorder.inspect }).start();
    expect(selectBookingPageView(visitor.getSnapshot())).toEqual({ show: 'wizard', identified: false });
    // Identified with e-ID but with no account yet: the wizard identifies them again, as a visitor.
    const newCustomer = createActor(bookingPageMachine, { input: input('identified', WITH_CODE), inspect: recorder.inspect }).start();
    expect(selectBookingPageView(newCustomer.getSnapshot())).toEqual({ show: 'wizard', identified: false });
  });

  it('follows the real session: the wizard waits for it to settle, and a login made in the wizard does not start it again', () => {
    let snapshot = sessions.pending;
    const listeners = new Set<(next: SessionSnapshot) => void>();
    const session: FollowedSession = {
      getSnapshot: () => snapshot,
      subscribe(next) {
        listeners.add(next);
        return { unsubscribe: () => listeners.delete(next) };
      },
    };
    const settle = (standing: SessionStanding) => {
      snapshot = sessions[standing];
      listeners.forEach((listener) => listener(snapshot));
    };
    const page = createActor(bookingPageMachine, { input: { session, router: fakeRouterAdapter(WITH_CODE) }, inspect: recorder.inspect }).start();
    expect(selectBookingPageView(page.getSnapshot())).toEqual({ show: 'waiting' });
    settle('anonymous');
    expect(selectBookingPageView(page.getSnapshot())).toEqual({ show: 'wizard', identified: false });
    // The visitor logs in with BankID in the wizard: the wizard goes on, and the page stops following the session.
    settle('loggedIn');
    expect(selectBookingPageView(page.getSnapshot())).toEqual({ show: 'wizard', identified: false });
    expect(listeners.size).toBe(0);
  });

  it('a code given in the page’s form starts the wizard, and stays given when the wizard later takes it off the address', () => {
    const router = fakeRouterAdapter({ path: BOOKING });
    const page = createActor(bookingPageMachine, { input: { session: sessionAt('anonymous'), router }, inspect: recorder.inspect }).start();
    expect(selectBookingPageView(page.getSnapshot())).toEqual({ show: 'postalCode' });
    // Another navigation on the same page (a hash, a query of its own) brings no code.
    router.arrive({ query: { tab: 'x' } });
    expect(selectBookingPageView(page.getSnapshot())).toEqual({ show: 'postalCode' });
    router.arrive({ query: { areaCode: '11120' } });
    expect(selectBookingPageView(page.getSnapshot())).toEqual({ show: 'wizard', identified: false });
    expect(router.listeners()).toBe(0);
    router.arrive({ query: {} });
    expect(selectBookingPageView(page.getSnapshot())).toEqual({ show: 'wizard', identified: false });
  });
});
