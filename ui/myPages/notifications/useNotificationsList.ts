import { useSelector } from '@xstate/react';
import { notificationsListMachine } from '../../../machines/myPages/notificationsList/notificationsList.machine';
import { selectNotificationsList } from '../../../machines/myPages/notificationsList/notificationsList.selectors';
import type { NotificationsListEvent } from '../../../machines/myPages/notificationsList/notificationsList.types';
import { useNotificationsActor } from '../../notifications/NotificationsContext';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../devtools/inspector/siteActors';

/**
 * Starts the notifications page's list chart for the customer's session,
 * listening to the tab's notifications actor for live upserts and counts.
 */
export function useNotificationsList(sessionId: string | null) {
  const api = useApi();
  const live = useNotificationsActor();
  const actor = useSiteActorRef(notificationsListMachine, { input: { api, sessionId, live } });
  const view = useSelector(actor, selectNotificationsList);
  return { view, send: (event: NotificationsListEvent) => actor.send(event) };
}
