import { selectSession, type SessionSnapshot } from '../session/session.selectors';
import type { SessionStandingEvent } from './notifications.types';

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
