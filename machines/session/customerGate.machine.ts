import { assign, setup } from 'xstate';
import { IDENTIFIED_ROUTES, matchRoute, routePath, splitLocale, withLocalePrefix } from '../../api/routes';
import type { RouterAdapter, RouterLocation } from '../router/router.types';
import { confirmSession } from './customerGate.actors';
import { standingOf, watchPage, watchSession } from './followSession';
import type { CustomerGateContext, CustomerGateEvent, CustomerGateInput } from './customerGate.types';
import { returnPath } from '../../api/sitePath';

/** The log-in page's `?referrer=` if it is safe and not the log-in page itself (which would never leave). */
function referrerOf(here: RouterLocation): string | null {
  const referrer = returnPath(here.query.referrer) ?? null;
  return referrer !== null && referrer.split(/[?#]/)[0] !== here.path ? referrer : null;
}

/** Whether a navigation ended on the log-in page (`my{product}`) rather than somewhere it sent the visitor. */
function isLogInPage(location: RouterLocation): boolean {
  return matchRoute(splitLocale(location.path).path)?.name === 'myPages';
}

/** A referrer a person without an account may go back to (`IDENTIFIED_ROUTES`: an invitation). */
function admitsIdentified(referrer: string): boolean {
  const route = matchRoute(splitLocale(referrer.split(/[?#]/)[0] ?? '').path);
  return route !== undefined && IDENTIFIED_ROUTES.includes(route.name);
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
 * log-in page, with this page as its referrer. A person identified with
 * e-ID who has no account yet (a temporary session) is admitted to a page
 * that admits them (`identified`: an invitation), and sent back from the
 * log-in page to such a referrer instead of registering. While the session
 * is not settled, nothing happens. A tab that was already logged in when the
 * page opened is believed only once the server has confirmed the session:
 * the session's cookie may be gone (the server then sends every page behind
 * login to the log-in page, which must not send the customer back) or the
 * session ended elsewhere while the page's reads are still cached; a refusal
 * shows the expired-session modal.
 *
 * Runs with the session actor and router adapter of its input:
 * actors `watchSession({ session, standing })` (sends `session.changed`),
 * `watchPage({ router })` (sends `page.opened` after each navigation) and
 * `confirmSession({ session })` (the standing once the server has answered);
 * actions `goToReferrer` and `goToLogIn` navigate (replacing the entry).
 */
export const customerGateMachine = setup({
  types: {
    context: {} as CustomerGateContext,
    events: {} as CustomerGateEvent,
    input: {} as CustomerGateInput,
  },
  actors: { watchSession, confirmSession, watchPage },
  actions: {
    assignStanding: assign((_, params: { standing: CustomerGateContext['standing'] }) => ({ standing: params.standing })),
    // The log-in page opened again with another referrer: a tab logged in meanwhile is to be confirmed afresh.
    assignReopened: assign(({ context }, params: { referrer: string | null }) => ({
      referrer: params.referrer,
      confirmed: context.standing !== 'loggedIn',
    })),
    assignConfirmed: assign((_, params: { standing: CustomerGateContext['standing'] }) => ({ standing: params.standing, confirmed: true })),
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
    isUnconfirmed: ({ context }) => context.standing === 'loggedIn' && !context.confirmed,
    mustReturn: ({ context }) =>
      context.referrer !== null &&
      (context.standing === 'loggedIn' || (context.standing === 'identified' && admitsIdentified(context.referrer))),
    isAdmitted: ({ context }) =>
      context.standing === 'loggedIn' || (context.standing === 'identified' && context.page === 'identified'),
    isPageBehindLogin: ({ context }) => context.page !== 'logIn',
    isNewReferrer: ({ context }, params: { location: RouterLocation }) =>
      context.page === 'logIn' && isLogInPage(params.location) && referrerOf(params.location) !== context.referrer,
  },
}).createMachine({
  id: 'customerGate',
  context: ({ input }) => ({
    session: input.session,
    router: input.router,
    page: input.page,
    referrer: input.page === 'logIn' ? referrerOf(input.router.location()) : null,
    standing: standingOf(input.session.getSnapshot()),
    // Only a tab logged in before this page needs the server's word: a session that settles here was just loaded or logged in.
    confirmed: standingOf(input.session.getSnapshot()) !== 'loggedIn',
  }),
  invoke: [
    { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session, standing: context.standing }) },
    // The same log-in page may open again (the server sends a page behind login there): its referrer is read anew.
    { id: 'watchPage', src: 'watchPage', input: ({ context }) => ({ router: context.router }) },
  ],
  on: {
    'page.opened': {
      guard: { type: 'isNewReferrer', params: ({ event }) => ({ location: event.location }) },
      target: '.deciding',
      actions: { type: 'assignReopened', params: ({ event }) => ({ referrer: referrerOf(event.location) }) },
    },
    'session.changed': { target: '.deciding', actions: { type: 'assignStanding', params: ({ event }) => ({ standing: event.standing }) } },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isPending', target: 'waiting' },
        { guard: 'isUnconfirmed', target: 'confirming' },
        { guard: 'mustReturn', target: 'returning' },
        { guard: 'isAdmitted', target: 'admitted' },
        { guard: 'isPageBehindLogin', target: 'sendingToLogIn' },
        { target: 'loggingIn' },
      ],
    },
    // The session is not settled yet.
    waiting: {},
    // Logged in before this page opened: the server confirms the session before the gate admits or sends back.
    confirming: {
      invoke: {
        id: 'confirmSession',
        src: 'confirmSession',
        input: ({ context }) => ({ session: context.session }),
        onDone: { target: 'deciding', actions: { type: 'assignConfirmed', params: ({ event }) => ({ standing: event.output }) } },
        // The session could not be asked: the page's own calls will tell.
        onError: { target: 'deciding', actions: { type: 'assignConfirmed', params: ({ context }) => ({ standing: context.standing }) } },
      },
      // Heard, and decided on once the server has answered.
      on: { 'session.changed': { actions: { type: 'assignStanding', params: ({ event }) => ({ standing: event.standing }) } } },
    },
    // A customer is logged in (or, on a page for identified persons, someone identified): the page shows.
    admitted: {},
    // The log-in page with nobody logged in: log in, register or choose an account there.
    loggingIn: {},
    // Logged in on the log-in page with a referrer (identified, with a referrer that admits them): back there.
    returning: { entry: 'goToReferrer' },
    // Not admitted to a page behind login: to the log-in page, which brings the visitor back.
    sendingToLogIn: { entry: 'goToLogIn' },
  },
});
