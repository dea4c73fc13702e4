import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { notificationsMachine, type NotificationsMachine } from '../../machines/notifications/notifications.machine';
import { selectNotifications, type NotificationsView } from '../../machines/notifications/notifications.selectors';
import type { SessionSource } from '../../machines/notifications/notifications.types';
import { useRouterAdapter } from '../shell/RouterAdapter';

export type NotificationsActor = ActorRefFrom<NotificationsMachine>;

const NotificationsContext = createContext<NotificationsActor | null>(null);

/**
 * Runs the tab's live notification counts (`notificationsMachine`) beside
 * the session it follows: started when the page mounts in the browser (never
 * on the server, where nothing starts), stopped when it unmounts. The socket
 * opens only for a logged-in main account, and its code loads only then.
 */
export function NotificationsProvider({ session, children }: { session: SessionSource; children: ReactNode }) {
  const router = useRouterAdapter();
  const actor = useActorRef(notificationsMachine, { input: { session, router } });
  return <NotificationsContext.Provider value={actor}>{children}</NotificationsContext.Provider>;
}

/** Gives views a notifications actor started elsewhere (a test's). */
export function ProvideNotifications({ actor, children }: { actor: NotificationsActor; children: ReactNode }) {
  return <NotificationsContext.Provider value={actor}>{children}</NotificationsContext.Provider>;
}

/** The tab's notifications actor (the notifications page listens to it). */
export function useNotificationsActor(): NotificationsActor {
  const actor = useContext(NotificationsContext);
  if (!actor) throw new Error('useNotificationsActor() outside <NotificationsProvider>');
  return actor;
}

/** The live counts as the account menu and the notifications page show them. */
export function useNotifications(): NotificationsView {
  return useSelector(useNotificationsActor(), selectNotifications);
}
