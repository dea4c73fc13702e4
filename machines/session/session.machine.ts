import { enqueueActions } from 'xstate';
import { initialSessionContext, primaryPostalCode } from './session.context';
import { accountOf, registrationOf, required, sessionSetup } from './session.setup';

/** Another tab logged out, or logged in with another session: this tab follows. */
const followOtherTabs = {
  'sync.received': [
    { guard: 'isSyncedLogout' as const, target: '#session.syncedOut' },
    { guard: 'isOtherSession' as const, target: '#session.loadingCustomer', reenter: true, actions: 'assignSyncedSession' as const },
  ],
};

/**
 * A BankID login made on this tab (the log-in page, the booking wizard): a
 * new customer keeps the temporary session to register with, a person with
 * several accounts chooses one, anyone else is loaded. Heard with nobody
 * logged in, and from a new customer who has not registered yet (who may
 * identify again in the wizard, or be someone else at the same browser).
 */
const loginCompleted = {
  'login.completed': [
    { guard: 'isNewCustomerLogin' as const, target: '#session.newCustomer', actions: 'assignLogin' as const },
    { guard: 'isChoiceLogin' as const, target: '#session.choosingAccount', actions: 'assignLogin' as const },
    { guard: 'isSessionLogin' as const, target: '#session.loadingCustomer', actions: 'assignLogin' as const },
  ],
};

/**
 * The customer session (spec §4, calls.md §4). It starts from a hand-off
 * code in the URL (exchanged on the server; if refused, the browser's own
 * session goes on) or the `sessionId` cookie the server set: a temporary
 * session makes a new customer (until registered), a session key an account
 * choice, a session loads the customer; none is anonymous. The server keeps
 * the session's secret in an HttpOnly cookie; the chart knows its reference. A new customer registers here
 * (`newCustomer.registering`: a refusal shows on the form's fields, any other
 * failure is the default error). An e-ID login result, a chosen or switched
 * account and a registration take the same paths. A 401 on a customer call
 * shows the expired-session modal when logged in, otherwise logs out without
 * redirect; failing to load the customer does too. Logout calls the server
 * (failure ignored), clears the session, tells the other tabs, and goes home
 * or reloads; the state is then empty but ready. A tab told that another
 * logged out clears its state without calling logout again.
 *
 * Runs with the calls the edge provides (`createSessionActors(api)`):
 * - actors `exchangeHandoff({ code })` → `{ sessionToken, temporary }`, `loadCustomer({ sessionId })` → `Customer`, `chooseAccount({ account, sessionKey })`,
 *   `switchAccount({ account, sessionId })` and `registerCustomer({ request, sessionId })` → `{ sessionToken }`, `logout({ sessionId })`,
 *   and `sessionChannels` (tabs in sync, the 401 channel), invoked for the chart's whole life;
 * - actions provided at the edge `rememberPostalCode({ postalCode })`,
 *   `identifyAnalytics({ customerId })`, `removeSessionCookie()`, `resetAnalytics()`, `reloadPage()`;
 *   `broadcastSession({ state, sessionId? })` posts through the channels; `redirectHome()` and
 *   `removeQueryToken()` navigate through the router adapter of the input.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input),
  // A hand-off code in the URL has been read into the context: out of the address with it.
  entry: 'removeQueryToken',
  // The other tabs and the call layer's 401s, heard for as long as the session runs.
  invoke: { id: 'channels', src: 'sessionChannels' },
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'hasHandoffCode', target: 'exchangingHandoff' },
        { guard: 'hasSessionKey', target: 'choosingAccount' },
        { guard: 'hasSession', target: 'loadingCustomer' },
        { target: 'anonymous' },
      ],
    },
    // A hand-off link (`?sessionToken=<code>`): the server begins the session only in the browser the code was issued for.
    exchangingHandoff: {
      invoke: {
        id: 'exchangeHandoff',
        src: 'exchangeHandoff',
        input: ({ context }) => ({ code: required(context.handoffCode, 'hand-off code') }),
        onDone: [
          {
            guard: { type: 'isTemporaryHandoff', params: ({ event }) => ({ result: event.output }) },
            target: 'newCustomer',
            actions: { type: 'assignHandoff', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'loadingCustomer', actions: { type: 'assignHandoff', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'resolving', actions: 'clearHandoffCode' },
      },
    },
    // Nobody logged in; a 401 here has no session to end and is ignored.
    anonymous: {
      entry: 'markReady',
      on: {
        ...loginCompleted,
        'sync.received': { guard: 'isOtherSession', target: 'loadingCustomer', actions: 'assignSyncedSession' },
      },
    },
    loadingCustomer: {
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        input: ({ context }) => ({ sessionId: required(context.sessionId, 'session id') }),
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) },
            // Remember the area, identify, and tell the other tabs of a new session (the server has set its cookies).
            enqueueActions(({ context, enqueue }) => {
              const sessionId = required(context.sessionId, 'session id');
              const customer = required(context.customer, 'customer');
              const postalCode = primaryPostalCode(customer);
              if (postalCode !== null) enqueue({ type: 'rememberPostalCode', params: { postalCode } });
              enqueue({ type: 'identifyAnalytics', params: { customerId: customer.id } });
              if (context.method !== 'current') enqueue({ type: 'broadcastSession', params: { state: 'loggedIn', sessionId } });
            }),
          ],
        },
        onError: { target: 'loggingOut', actions: 'logoutWithoutRedirect' },
      },
      on: {
        'session.unauthorized': { guard: 'isCurrentSession', target: 'loggingOut', actions: 'logoutWithoutRedirect' },
        ...followOtherTabs,
      },
    },
    loggedIn: {
      tags: ['loggedIn'],
      entry: 'markReady',
      initial: 'idle',
      on: {
        'account.switched': 'switchingAccount',
        'logout.requested': { target: 'loggingOut', actions: 'assignLogoutRedirect' },
        'session.unauthorized': { guard: 'isCurrentSession', target: 'expiredModal' },
        // The tab's state may outlive the session (its cookie gone, ended elsewhere): ask the server before a page trusts it.
        'session.confirm': '.confirming',
        ...followOtherTabs,
      },
      states: {
        idle: {},
        // The switch failed; the session and customer are unchanged.
        switchFailed: {},
        // The server is asked for the customer: a refusal arrives as `session.unauthorized` (the modal); any other failure leaves it to the next call.
        confirming: {
          invoke: {
            id: 'confirmSession',
            src: 'loadCustomer',
            input: ({ context }) => ({ sessionId: required(context.sessionId, 'session id') }),
            onDone: { target: 'idle', actions: { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) } },
            onError: { target: 'idle' },
          },
          // Asked again meanwhile (another page): the answer under way will do.
          on: { 'session.confirm': { actions: [] } },
        },
      },
    },
    switchingAccount: {
      tags: ['loggedIn'],
      invoke: {
        id: 'switchAccount',
        src: 'switchAccount',
        input: ({ context, event }) => ({ account: accountOf(event), sessionId: required(context.sessionId, 'session id') }),
        onDone: {
          target: 'loadingCustomer',
          actions: { type: 'assignNewSession', params: ({ event }) => ({ sessionId: event.output.sessionToken, method: 'switchAccount' }) },
        },
        onError: { target: 'loggedIn.switchFailed' },
      },
      on: {
        'session.unauthorized': { guard: 'isCurrentSession', target: 'expiredModal' },
        ...followOtherTabs,
      },
    },
    // The session expired under a logged-in customer (spec §2 "Expired-session modal").
    expiredModal: {
      tags: ['expiredModal'],
      on: {
        // The edge has navigated to the login route (referrer = current path); hide and end quietly.
        'expiredModal.loginRequested': { target: 'loggingOut', actions: 'logoutWithoutRedirect' },
        'expiredModal.closed': { target: 'loggingOut', actions: 'logoutWithRedirect' },
        ...followOtherTabs,
      },
    },
    // Identified but no customer yet: the temporary session is kept for registering.
    newCustomer: {
      entry: 'markReady',
      on: {
        'registration.completed': { target: 'loadingCustomer', actions: 'assignRegistered' },
        ...loginCompleted,
        'logout.requested': { target: 'loggingOut', actions: 'assignLogoutRedirect' },
        'session.unauthorized': { guard: 'isCurrentSession', target: 'loggingOut', actions: 'logoutWithoutRedirect' },
        ...followOtherTabs,
      },
      initial: 'registering',
      states: {
        // The registration form (spec §4); a registration made elsewhere (`registration.completed`) ends it too.
        registering: {
          initial: 'editing',
          states: {
            editing: { on: { 'registration.submitted': 'submitting' } },
            submitting: {
              entry: 'clearRegistrationErrors',
              invoke: {
                id: 'registerCustomer',
                src: 'registerCustomer',
                input: ({ context, event }) => ({
                  request: registrationOf(event),
                  sessionId: required(context.tempSessionId, 'temporary session'),
                }),
                onDone: {
                  target: '#session.loadingCustomer',
                  actions: { type: 'assignNewSession', params: ({ event }) => ({ sessionId: event.output.sessionToken, method: 'external' }) },
                },
                onError: [
                  {
                    guard: { type: 'isRegistrationRefused', params: ({ event }) => ({ error: event.error }) },
                    target: 'refused',
                    actions: { type: 'assignRegistrationRefusal', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'failed' },
                ],
              },
            },
            // The server refused fields of the form: they show on those fields until changed.
            refused: { on: { 'registration.submitted': 'submitting' } },
            // Any other failure: the default error, until the next try.
            failed: { on: { 'registration.submitted': 'submitting' } },
          },
        },
      },
    },
    choosingAccount: {
      entry: 'markReady',
      initial: 'idle',
      on: {
        'logout.requested': { target: 'loggingOut', actions: 'assignLogoutRedirect' },
        ...followOtherTabs,
      },
      states: {
        idle: { on: { 'account.chosen': 'submitting' } },
        submitting: {
          invoke: {
            id: 'chooseAccount',
            src: 'chooseAccount',
            input: ({ context, event }) => ({
              account: accountOf(event),
              sessionKey: required(context.sessionKey, 'session key'),
            }),
            onDone: {
              target: '#session.loadingCustomer',
              actions: { type: 'assignNewSession', params: ({ event }) => ({ sessionId: event.output.sessionToken, method: 'switchAccount' }) },
            },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'account.chosen': 'submitting' } },
      },
    },
    loggingOut: {
      initial: 'deciding',
      states: {
        // An account choice has no server session to end.
        deciding: { always: [{ guard: 'hasServerSession', target: 'calling' }, { target: '#session.loggedOut' }] },
        calling: {
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ sessionId: required(context.sessionId ?? context.tempSessionId, 'session') }),
            // Failures are ignored: the session ends here either way.
            onDone: { target: '#session.loggedOut' },
            onError: { target: '#session.loggedOut' },
          },
        },
      },
    },
    loggedOut: {
      entry: [
        'removeSessionCookie',
        'resetAnalytics',
        { type: 'broadcastSession', params: { state: 'loggedOut' } },
        enqueueActions(({ context, enqueue }) => enqueue(context.redirectAfterLogout ? 'redirectHome' : 'reloadPage')),
        'clearSession',
      ],
      always: { target: 'anonymous' },
    },
    // Another tab logged out: the server session is gone, so no call and no broadcast.
    syncedOut: {
      entry: ['removeSessionCookie', 'resetAnalytics', 'reloadPage', 'clearSession'],
      always: { target: 'anonymous' },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
