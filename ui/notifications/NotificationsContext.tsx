import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { selectNotifications, type NotificationsView } from '../../machines/notifications/notifications.selectors';
import { useSessionNotifications } from '../session/SessionContext';
import type { NotificationsActor } from '../../machines/site/site.types';

export type { NotificationsActor };

const NotificationsContext = createContext<NotificationsActor | null>(null);

/** Gives views a notifications actor started elsewhere (a test's). */
export function ProvideNotifications({ actor, children }: { actor: NotificationsActor; children: ReactNode }) {
  return <NotificationsContext.Provider value={actor}>{children}</NotificationsContext.Provider>;
}

/**
 * The tab's notifications actor (the account menu and the notifications
 * page listen to it): the one the site actor starts beside the session.
 * Only where a customer is logged in, which only a running session reports.
 */
export function useNotificationsActor(): NotificationsActor {
  const provided = useContext(NotificationsContext);
  const running = useSessionNotifications();
  const actor = provided ?? running;
  if (!actor) throw new Error('useNotificationsActor() before the session runs');
  return actor;
}

/** The live counts as the account menu and the notifications page show them. */
export function useNotifications(): NotificationsView {
  return useSelector(useNotificationsActor(), selectNotifications);
}
