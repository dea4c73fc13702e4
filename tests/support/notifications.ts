import { createActor, fromCallback } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import type { SessionSource, SessionStandingEvent } from '../../machines/notifications/notifications.types';
import { fakeRouterAdapter } from './fakeRouterAdapter';

/** A session nobody reads: the actor below hears the session's standing from the test. */
const unreadSession: SessionSource = {
  getSnapshot: () => {
    throw new Error('the test tells the notifications actor the session itself');
  },
  subscribe: () => ({ unsubscribe: () => {} }),
};

/** The standing the real session link would report for this customer, logged in with `sessionId`. */
export function standingOf(customer: Customer | null, sessionId = 's-1'): SessionStandingEvent {
  if (customer === null) return { type: 'session.cleared' };
  if (!customer.isMainAccount) return { type: 'session.subAccount' };
  return {
    type: 'session.mainAccount',
    sessionId,
    totalNotifications: customer.notifications.total,
    unreadNotifications: customer.notifications.unread,
  };
}

/**
 * A running notifications actor for views that read the live counts (the
 * account menu), without a session link or a socket: the test tells it the
 * session's standing and plays the socket's events.
 */
export function notificationsActor(standing: SessionStandingEvent = { type: 'session.cleared' }) {
  const actor = createActor(
    notificationsMachine.provide({ actors: { sessionLink: fromCallback(() => {}), notificationsSocket: fromCallback(() => {}) } }),
    { input: { session: unreadSession, router: fakeRouterAdapter() } },
  ).start();
  actor.send(standing);
  return actor;
}
