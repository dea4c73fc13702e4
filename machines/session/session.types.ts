import type { ActorRef, Snapshot } from 'xstate';
import type { z } from 'zod';
import type { AccountChoice, AuthStatus } from '../../api/contract/auth';
import type { Customer } from '../../api/contract/customer';
import type { registrationSchema } from '../../api/contract/customerAccount';
import type { FieldError } from '../../api/contract/endpoint';
import type { RouterAdapter } from '../router/router.types';

/**
 * How the current session was obtained (spec §3 "method"): `current` — the
 * one the browser already held (cookie, or another tab's); `external` — a
 * token given from outside (the URL, an e-ID login, a registration);
 * `switchAccount` — choosing or switching an account.
 */
export type SessionMethod = 'current' | 'external' | 'switchAccount';

/** What one tab tells the others (spec §4: customer state is synchronised across tabs). */
type SessionSyncState = 'loggedIn' | 'loggedOut';

/**
 * What the edge read from the URL (spec §2). `handoffCode` is the
 * `?sessionToken=` of a link into the site: a one-time hand-off code,
 * exchanged on the server for a session only in the browser it was issued
 * for (`exchangeHandoff`), never taken as a session itself. `sessionKey`
 * (with the `accounts` to offer) means an account must be chosen first.
 */
interface SessionQueryToken {
  handoffCode?: string;
  sessionKey?: string;
  accounts?: AccountChoice[];
}

/**
 * Input: the router adapter it navigates through (home after a logout, the token taken out of the
 * address), and what the edge read from the URL query and the `sessionId`
 * cookie. The query wins.
 */
export interface SessionInput {
  router: RouterAdapter;
  queryToken?: SessionQueryToken;
  cookieSessionId?: string;
}

/** Context of the customer session (spec §3 "Customer session state"). */
export interface SessionContext {
  router: RouterAdapter;
  /**
   * The permanent session, as the page knows it: its reference (the
   * `sessionId` cookie the server sets), sent as `X-SessionId`; the secret
   * travels in the HttpOnly cookie.
   */
  sessionId: string | null;
  /** The temporary session of a new customer, until registration answers a permanent one. */
  tempSessionId: string | null;
  /** The logged-in customer, main-account email propagated to the accounts; kept while a new session loads. */
  customer: Customer | null;
  method: SessionMethod | null;
  /** True once the session has been resolved (logged in, anonymous, new customer or choosing); stays true. */
  ready: boolean;
  /** The person identified but is no customer yet and must register. */
  newCustomer: boolean;
  /** Key to pass to `chooseAccount` while an account must be chosen. */
  sessionKey: string | null;
  /** The accounts offered while choosing. */
  accounts: AccountChoice[];
  /** What the running logout does last: go home (true) or reload the page (false). */
  redirectAfterLogout: boolean;
  /** The field errors of the last refused registration (`newCustomer.registering.refused`); empty otherwise. */
  registrationErrors: readonly FieldError[];
  /** A hand-off code from the URL, until exchanged (or refused). */
  handoffCode: string | null;
}

/** What a new customer sends to register: exactly `customer.register`'s body (the name comes from the e-ID). */
export type RegistrationRequest = z.output<typeof registrationSchema>;

/**
 * Events:
 * - `login.completed`: the e-ID login resolved (`complete` with `sessionToken`,
 *   `data.newCustomer` for a temporary session; or `choice` with `sessionKey`, `data.accounts`).
 * - `registration.submitted`: the new customer sent the registration form (`request`, already valid).
 * - `registration.completed`: the new customer registered elsewhere (the booking wizard) with the temporary session, which is now a customer's.
 * - `account.chosen`: the account picked after a `choice` (account id).
 * - `account.switched`: act as another of the customer's accounts (account id).
 * - `logout.requested`: log out; `redirect` goes home afterwards, otherwise the page reloads.
 * - `session.unauthorized`: a customer call answered 401 (the edge forwards the api 401 channel);
 *   `sessionId` is the session the call carried, so a stale 401 is ignored.
 * - `expiredModal.loginRequested` / `expiredModal.closed`: the expired-session modal's buttons.
 * - `sync.received`: another tab logged out, or logged in with `sessionId`.
 * - `session.confirm`: a page that trusts the tab's logged-in state (a customer page, the log-in page
 *   sending the customer back) asks the server whether the session still holds; a refusal ends it as any 401 does.
 */
export type SessionEvent =
  | { type: 'login.completed'; result: AuthStatus }
  | { type: 'registration.submitted'; request: RegistrationRequest }
  | { type: 'registration.completed' }
  | { type: 'account.chosen'; account: string }
  | { type: 'account.switched'; account: string }
  | { type: 'logout.requested'; redirect: boolean }
  | { type: 'session.unauthorized'; sessionId?: string }
  | { type: 'expiredModal.loginRequested' }
  | { type: 'expiredModal.closed' }
  | { type: 'sync.received'; state: SessionSyncState; sessionId?: string }
  | { type: 'session.confirm' };

/** Input of `loadCustomer` (GET /v1/customer with `X-SessionId: sessionId`). */
export interface LoadCustomerInput {
  sessionId: string;
}

/** Input of `chooseAccount` (POST /v2/auth/choose-account). */
export interface ChooseAccountInput {
  account: string;
  sessionKey: string;
}

/** Input of `switchAccount` (POST /v2/auth/switch-account with `X-SessionId: sessionId`). */
export interface SwitchAccountInput {
  account: string;
  sessionId: string;
}

/** Input of `registerCustomer` (POST /v1/customer with the temporary session as `X-SessionId`). */
export interface RegisterCustomerInput {
  request: RegistrationRequest;
  /** The temporary session of the person who identified. */
  sessionId: string;
}

/** Output of `registerCustomer`: the permanent session (the customer is loaded as after any login). */
export interface RegisterCustomerResult {
  sessionToken: string;
}

/** Output of `chooseAccount` and `switchAccount`: the new session. */
export interface SessionTokenResult {
  sessionToken: string;
}

/** Input of `exchangeHandoff` (POST /v1/auth/handoff/exchange). */
export interface ExchangeHandoffInput {
  code: string;
}

/** Output of `exchangeHandoff`: the session begun in this browser; `temporary` for a person who must register. */
export interface HandoffResult {
  sessionToken: string;
  temporary: boolean;
}

/** Input of `logout` (POST /v1/auth/logout with `X-SessionId: sessionId`); its failures are ignored. */
export interface LogoutInput {
  sessionId: string;
}

/** Params of `broadcastSession`. */
export interface BroadcastSessionParams {
  state: SessionSyncState;
  /** The new session, with `loggedIn`. */
  sessionId?: string;
}

/** What the chart tells its channels: post the session state to the other tabs. */
export type SessionChannelEvent = { type: 'sync.publish' } & BroadcastSessionParams;

/** What another flow may tell the session of (the booking wizard: a login made there, a customer registered with a booking). */
export type SessionReceiver = ActorRef<
  Snapshot<unknown>,
  Extract<SessionEvent, { type: 'login.completed' } | { type: 'registration.completed' }>
>;

/** The session fields that are empty when nobody is logged in (`ready`, the client and the router are not among them). */
export type SessionFields = Omit<SessionContext, 'ready' | 'api' | 'router'>;

/**
 * Nobody logged in. Here, in a module with no runtime imports: the pending
 * session every page reads before the chart runs (`PENDING_SESSION`) takes
 * it without the chart's context code.
 */
export function emptySession(): SessionFields {
  return {
    sessionId: null,
    tempSessionId: null,
    customer: null,
    method: null,
    newCustomer: false,
    sessionKey: null,
    accounts: [],
    redirectAfterLogout: false,
    registrationErrors: [],
    handoffCode: null,
  };
}
