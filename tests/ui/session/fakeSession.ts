import { vi } from 'vitest';
import type { SessionView } from '../../../machines/session/session.selectors';
import type { SessionEvent } from '../../../machines/session/session.types';

/**
 * Stands in for `ui/session/SessionContext` in these tests:
 * `vi.mock('../../../ui/session/SessionContext', () => import('./fakeSession'))`.
 * A test sets `fakeSession.view` and reads the events from `fakeSession.send`.
 */
export const fakeSession = {
  view: anonymousView(),
  send: vi.fn<(event: SessionEvent) => void>(),
};

export function anonymousView(overrides: Partial<SessionView> = {}): SessionView {
  return {
    isReady: true,
    isLoggedIn: false,
    customer: null,
    showExpiredModal: false,
    isNewCustomer: false,
    mustChooseAccount: false,
    accounts: [],
    sessionId: null,
    busy: false,
    accountErrorKey: null,
    ...overrides,
  };
}

/** Resets the fake before each test: a ready, anonymous session and a fresh `send`. */
export function resetSession(view: Partial<SessionView> = {}) {
  fakeSession.view = anonymousView(view);
  fakeSession.send = vi.fn<(event: SessionEvent) => void>();
}

export function useSession() {
  return fakeSession;
}

/** No notifications actor runs beside the fake: a test provides one (`ProvideNotifications`). */
export function useSessionNotifications() {
  return null;
}
