import type { SnapshotFrom } from 'xstate';
import type { AccountChoice } from '../../api/contract/auth';
import type { Customer } from '../../api/contract/customer';
import type { FieldError } from '../../api/contract/endpoint';
import { DEFAULT_ERROR_KEY } from '../shell/constants';
import type { SessionStandingEvent } from '../notifications/notifications.types';
import type { SessionMachine } from './session.machine';
import { emptySession, type SessionContext } from './session.types';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** What the shell, the header menus, the modal and the account choice read. */
export interface SessionView {
  /** The session is resolved (logged in, anonymous, new customer or choosing an account). */
  isReady: boolean;
  isLoggedIn: boolean;
  customer: Customer | null;
  /** The expired-session modal is open. */
  showExpiredModal: boolean;
  /** Identified but no customer yet: the registration form shows. */
  isNewCustomer: boolean;
  /** An account must be chosen among `accounts` before the session exists. */
  mustChooseAccount: boolean;
  /** The accounts to choose among (empty unless choosing). */
  accounts: AccountChoice[];
  /** The session id to send (`X-SessionId`, socket auth): the permanent one, else the temporary one. */
  sessionId: string | null;
  /** A call is under way (exchanging a hand-off code, loading the customer, switching or choosing, logging out). */
  busy: boolean;
  /** Message key when choosing or switching an account failed; null otherwise. */
  accountErrorKey: string | null;
}

export function selectSession(snapshot: SessionSnapshot): SessionView {
  const { context } = snapshot;
  const choosing = snapshot.matches('choosingAccount');
  const accountFailed = snapshot.matches({ choosingAccount: 'failed' }) || snapshot.matches({ loggedIn: 'switchFailed' });
  return {
    isReady: context.ready,
    isLoggedIn: context.customer !== null,
    customer: context.customer,
    showExpiredModal: snapshot.hasTag('expiredModal'),
    isNewCustomer: snapshot.matches('newCustomer'),
    mustChooseAccount: choosing,
    accounts: choosing ? context.accounts : [],
    sessionId: callSessionOf(snapshot),
    busy:
      snapshot.matches('exchangingHandoff') ||
      snapshot.matches('loadingCustomer') ||
      snapshot.matches('switchingAccount') ||
      snapshot.matches({ choosingAccount: 'submitting' }) ||
      snapshot.matches('loggingOut'),
    accountErrorKey: accountFailed ? DEFAULT_ERROR_KEY : null,
  };
}

/** What the registration form reads while a new customer registers. */
interface RegistrationView {
  /** The registration is being sent: the form's buttons are disabled. */
  submitting: boolean;
  /** Field errors of the server's refusal, to show on the form's fields; null unless refused. */
  refusal: readonly FieldError[] | null;
  /** Message key of a failure that no field shows; null otherwise. */
  errorKey: string | null;
}

export function selectRegistration(snapshot: SessionSnapshot): RegistrationView {
  const refused = snapshot.matches({ newCustomer: { registering: 'refused' } });
  return {
    submitting: snapshot.matches({ newCustomer: { registering: 'submitting' } }),
    refusal: refused ? snapshot.context.registrationErrors : null,
    errorKey: snapshot.matches({ newCustomer: { registering: 'failed' } }) ? DEFAULT_ERROR_KEY : null,
  };
}

/**
 * The session the page's customer calls carry (`X-SessionId`, the socket's
 * auth): the logged-in one, else a new customer's temporary one (until
 * registration makes it a customer's); none when nobody is logged in.
 */
export function callSessionOf(snapshot: SessionSnapshot): string | null {
  return snapshot.context.sessionId ?? snapshot.context.tempSessionId ?? null;
}

/**
 * The session before its chart runs, as the charts that follow the session
 * and the views read it: not ready, nobody logged in, in no state and with
 * no tag. That is how the chart itself reads until its first call answers
 * (a returning customer, a hand-off link); a visitor's is ready at once, so
 * pages that wait for a ready session wait for its code as well.
 */
export const PENDING_SESSION: SessionSnapshot = {
  status: 'active',
  value: 'pending',
  // From `session.types.ts`, which has no runtime imports: the page's first load does not carry the chart's context code.
  context: { ready: false, ...emptySession() } satisfies Omit<SessionContext, 'api' | 'router'>,
  matches: () => false,
  hasTag: () => false,
  can: () => false,
} as unknown as SessionSnapshot;

/**
 * What the notification socket needs of the session (spec §4, §6): only a
 * logged-in main account gets live counts. A session that is changing
 * (logging out, switching account, loading a new customer, expired) counts
 * as none, so the socket of the old session closes before the new one opens.
 * The session id is the permanent one, else the temporary one (spec §4).
 */
export function sessionStanding(snapshot: SessionSnapshot): SessionStandingEvent {
  const view = selectSession(snapshot);
  const customer = view.customer;
  if (!snapshot.matches('loggedIn') || customer === null || view.sessionId === null) return { type: 'session.cleared' };
  if (!customer.isMainAccount) return { type: 'session.subAccount' };
  return {
    type: 'session.mainAccount',
    sessionId: view.sessionId,
    totalNotifications: customer.notifications.total,
    unreadNotifications: customer.notifications.unread,
  };
}

/** Two standings are the same for the socket when they name the same kind and session (the counts come from the socket). */
export function standingKey(standing: SessionStandingEvent): string {
  return standing.type === 'session.mainAccount' ? `${standing.type}:${standing.sessionId}` : standing.type;
}
