import { assign, setup } from 'xstate';
import { matchRoute, routePath, splitLocale, withLocalePrefix } from '../../api/routes';
import type { RouterAdapter } from '../router/router.types';
import { standingOf, watchSession } from './customerGate.actors';
import type { CustomerGateContext, CustomerGateEvent, CustomerGateInput } from './customerGate.types';
import { safeReferrer } from './referrer';

/** The log-in page's `?referrer=` if it is safe and not the log-in page itself (which would never leave). */
function referrerOf(router: RouterAdapter): string | null {
  const here = router.location();
  const referrer = safeReferrer(here.query.referrer);
  return referrer !== null && referrer.split(/[?#]/)[0] !== here.path ? referrer : null;
}

/** The current page in the page's language, without its query, as the log-in page's `referrer`. */
function currentPage(router: RouterAdapter): string {
  const locale = router.locale();
  const { path } = splitLocale(router.location().path);
  const route = matchRoute(path);
  return route ? routePath(route.name, locale, route.params) : withLocalePrefix(path, locale);
}

/**
 * The gate of the customer pages (spec §4): it follows the site's session
 * and navigates once it has settled. On the log-in page a customer who is
 * (or becomes) logged in goes back to the page's `?referrer=` (site paths
 * only); on a page behind login anyone who is not logged in goes to the
 * log-in page, with this page as its referrer. While the session is not
 * settled, nothing happens.
 *
 * Runs with the session actor and router adapter of its input:
 * actor `watchSession({ session, standing })` (sends `session.changed`);
 * actions `goToReferrer` and `goToLogIn` navigate (replacing the entry).
 */
export const customerGateMachine = setup({
  types: {
    context: {} as CustomerGateContext,
    events: {} as CustomerGateEvent,
    input: {} as CustomerGateInput,
  },
  actors: { watchSession },
  actions: {
    assignStanding: assign((_, params: { standing: CustomerGateContext['standing'] }) => ({ standing: params.standing })),
    goToReferrer: ({ context }) => {
      if (context.referrer !== null) context.router.go(context.referrer, { replace: true });
    },
    goToLogIn: ({ context }) => {
      const logIn = routePath('myPages', context.router.locale());
      context.router.go(`${logIn}?referrer=${encodeURIComponent(currentPage(context.router))}`, { replace: true });
    },
  },
  guards: {
    isPending: ({ context }) => context.standing === 'pending',
    mustReturn: ({ context }) => context.standing === 'loggedIn' && context.referrer !== null,
    isLoggedIn: ({ context }) => context.standing === 'loggedIn',
    isCustomerPage: ({ context }) => context.page === 'customer',
  },
}).createMachine({
  id: 'customerGate',
  context: ({ input }) => ({
    session: input.session,
    router: input.router,
    page: input.page,
    referrer: input.page === 'logIn' ? referrerOf(input.router) : null,
    standing: standingOf(input.session.getSnapshot()),
  }),
  invoke: { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session, standing: context.standing }) },
  on: {
    'session.changed': { target: '.deciding', actions: { type: 'assignStanding', params: ({ event }) => ({ standing: event.standing }) } },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isPending', target: 'waiting' },
        { guard: 'mustReturn', target: 'returning' },
        { guard: 'isLoggedIn', target: 'admitted' },
        { guard: 'isCustomerPage', target: 'sendingToLogIn' },
        { target: 'loggingIn' },
      ],
    },
    // The session is not settled yet.
    waiting: {},
    // A customer is logged in: the page shows.
    admitted: {},
    // The log-in page with nobody logged in: log in, register or choose an account there.
    loggingIn: {},
    // Logged in on the log-in page with a referrer: back there.
    returning: { entry: 'goToReferrer' },
    // Not logged in on a page behind login: to the log-in page, which brings the visitor back.
    sendingToLogIn: { entry: 'goToLogIn' },
  },
});

export type CustomerGateMachine = typeof customerGateMachine;
