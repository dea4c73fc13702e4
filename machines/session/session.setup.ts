import { assign, sendTo, setup } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import { routePath } from '../../api/routes';
import { SESSION_QUERY_PARAM } from './constants';
import { sessionChannels } from './session.actors';
import { unprovided } from '../unprovided';
import {
  emptySession,
  isChoiceLogin,
  isNewCustomerLogin,
  isSessionLogin,
  permanentSession,
  registrationRefusal,
  sessionFromHandoff,
  sessionFromLogin,
  withMainAccountEmail,
} from './session.context';
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
  SessionChannelEvent,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionMethod,
  SessionTokenResult,
  SwitchAccountInput,
} from './session.types';

/** The value, or a thrown error naming what was missing (a chart defect, not a user error). */
export function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`session: no ${what}`);
  return value;
}

/** The registration form's answers of the event that entered `submitting`. */
export function registrationOf(event: SessionEvent): RegistrationRequest {
  if (event.type === 'registration.submitted') return event.request;
  throw new Error(`session: ${event.type} carries no registration`);
}

/** The account of the event that entered the state (`account.chosen` / `account.switched`). */
export function accountOf(event: SessionEvent): string {
  if (event.type === 'account.chosen' || event.type === 'account.switched') return event.account;
  throw new Error(`session: ${event.type} names no account`);
}

/**
 * The session chart's implementations: types, its actors (the calls and the
 * channels, `session.actors.ts`), the actions the edge provides (the cookie,
 * analytics, the remembered area code, the reload; no-ops here), the
 * navigation through the router adapter of its input, the internal
 * assignments and the guards.
 * The chart is in `session.machine.ts`.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as 'loggedIn' | 'expiredModal',
  },
  actors: {
    /** Edge (`createSessionActors(api)`): the calls. */
    loadCustomer: unprovided<Customer, LoadCustomerInput>('session', 'loadCustomer'),
    chooseAccount: unprovided<SessionTokenResult, ChooseAccountInput>('session', 'chooseAccount'),
    switchAccount: unprovided<SessionTokenResult, SwitchAccountInput>('session', 'switchAccount'),
    registerCustomer: unprovided<RegisterCustomerResult, RegisterCustomerInput>('session', 'registerCustomer'),
    logout: unprovided<unknown, LogoutInput>('session', 'logout'),
    sessionChannels,
    exchangeHandoff: unprovided<HandoffResult, ExchangeHandoffInput>('session', 'exchangeHandoff'),
  },
  actions: {
    markReady: assign({ ready: true }),
    // A login replaces whatever the tab held before it (a new customer's temporary session, too).
    assignLogin: assign(({ event }) => (event.type === 'login.completed' ? { ...emptySession(), ...sessionFromLogin(event.result) } : {})),
    assignRegistered: assign(({ context, event }) =>
      event.type === 'registration.completed' && context.tempSessionId ? permanentSession(context.tempSessionId, 'external') : {},
    ),
    assignRegistrationRefusal: assign((_, params: { error: unknown }) => ({ registrationErrors: registrationRefusal(params.error) ?? [] })),
    clearRegistrationErrors: assign({ registrationErrors: [] }),
    assignSyncedSession: assign(({ event }) =>
      event.type === 'sync.received' && event.sessionId ? permanentSession(event.sessionId, 'current') : {},
    ),
    assignNewSession: assign((_, params: { sessionId: string; method: SessionMethod }) =>
      permanentSession(params.sessionId, params.method),
    ),
    assignCustomer: assign((_, params: { customer: Customer }) => ({ customer: withMainAccountEmail(params.customer) })),
    assignLogoutRedirect: assign({
      redirectAfterLogout: ({ event }) => event.type === 'logout.requested' && event.redirect,
    }),
    logoutWithRedirect: assign({ redirectAfterLogout: true }),
    logoutWithoutRedirect: assign({ redirectAfterLogout: false }),
    clearSession: assign(() => emptySession()),
    assignHandoff: assign((_, params: { result: HandoffResult }) => sessionFromHandoff(params.result)),
    /** The code was refused (used, expired, another browser's, or another person's session is kept): the browser's own session, if any, goes on. */
    clearHandoffCode: assign({ handoffCode: null }),
    /** Edge: store the zip code as the visitor's area code. */
    rememberPostalCode: (_, _params: { postalCode: string }) => {},
    /** Edge: send the customer id to analytics. */
    identifyAnalytics: (_, _params: { customerId: string }) => {},
    /** Edge: forget the session's reference (the `sessionId` cookie); the server has ended the session and its HttpOnly cookie. */
    removeSessionCookie: () => {},
    /** Edge: reset the analytics identity. */
    resetAnalytics: () => {},
    /** The home page in the page's language. */
    redirectHome: ({ context }) => context.router.go(routePath('home', context.router.locale())),
    /** A hand-off code in the URL is read once, then removed from the address (spec §2): never in history, a bookmark or a shared link. */
    removeQueryToken: ({ context }) => {
      if (context.router.location().query[SESSION_QUERY_PARAM] === undefined) return;
      context.router.setQuery({ [SESSION_QUERY_PARAM]: null }, { history: 'replace' });
    },
    /** Edge: reload the current page. */
    reloadPage: () => {},
    /** Post the session state to the other tabs (through `sessionChannels`). */
    broadcastSession: sendTo('channels', (_, params: BroadcastSessionParams): SessionChannelEvent => ({ type: 'sync.publish', ...params })),
  },
  guards: {
    hasHandoffCode: ({ context }) => context.handoffCode !== null,
    isTemporaryHandoff: (_, params: { result: HandoffResult }) => params.result.temporary,
    hasSessionKey: ({ context }) => context.sessionKey !== null,
    hasSession: ({ context }) => context.sessionId !== null,
    hasServerSession: ({ context }) => (context.sessionId ?? context.tempSessionId) !== null,
    isNewCustomerLogin: ({ event }) => event.type === 'login.completed' && isNewCustomerLogin(event.result),
    isChoiceLogin: ({ event }) => event.type === 'login.completed' && isChoiceLogin(event.result),
    isSessionLogin: ({ event }) => event.type === 'login.completed' && isSessionLogin(event.result),
    // A 401 of a call made with an earlier session says nothing about this one.
    isCurrentSession: ({ context, event }) =>
      event.type === 'session.unauthorized' &&
      (event.sessionId === undefined || event.sessionId === (context.sessionId ?? context.tempSessionId)),
    isRegistrationRefused: (_, params: { error: unknown }) => registrationRefusal(params.error) !== null,
    isSyncedLogout: ({ event }) => event.type === 'sync.received' && event.state === 'loggedOut',
    isOtherSession: ({ context, event }) =>
      event.type === 'sync.received' &&
      event.state === 'loggedIn' &&
      event.sessionId !== undefined &&
      event.sessionId !== context.sessionId,
  },
});
