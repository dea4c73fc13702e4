import type { SessionSnapshot } from './session.selectors';
import type { SessionContext } from './session.types';

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
  // Written out rather than imported from the chart's context module, which the page's first load then need not carry.
  context: {
    ready: false,
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
  } satisfies Omit<SessionContext, 'api' | 'router'>,
  matches: () => false,
  hasTag: () => false,
  can: () => false,
} as unknown as SessionSnapshot;
