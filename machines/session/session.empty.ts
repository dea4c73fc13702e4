import type { SessionContext } from './session.types';

/** The session fields that are empty when nobody is logged in (`ready`, the client and the router are not among them). */
export type SessionFields = Omit<SessionContext, 'ready' | 'api' | 'router'>;

/**
 * Nobody logged in. A module of its own, with no runtime imports: the
 * pending session every page reads before the chart runs
 * (`PENDING_SESSION`) takes it without the chart's context code.
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
