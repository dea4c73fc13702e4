import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createNotificationsListActors } from '../../../machines/myPages/notificationsList/notificationsList.actors';
import { notificationsListMachine } from '../../../machines/myPages/notificationsList/notificationsList.machine';
import { selectNotificationsList } from '../../../machines/myPages/notificationsList/notificationsList.selectors';
import type { NotificationsListEvent } from '../../../machines/myPages/notificationsList/notificationsList.types';
import { useNotificationsActor } from '../../notifications/NotificationsContext';
import { useApi } from '../../shell/ApiContext';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { useSiteActorRef } from '../../site/siteActors';
import { useOptionalSnackbar } from '../../shell/Snackbar/SnackbarContext';
import { DEFAULT_ERROR_NOTICE } from '../../../machines/shell/snackbar/announce';

/**
 * Starts the notifications page's list chart, its calls made with the
 * page's client (which sends the customer's session), listening to the
 * tab's notifications actor for live upserts and counts; a language switch
 * reads them again (the server words them in the page's language). A
 * failed change is said in the site's snackbar.
 */
export function useNotificationsList() {
  const api = useApi();
  const router = useRouterAdapter();
  const live = useNotificationsActor();
  const snackbar = useOptionalSnackbar();
  const machine = useMemo(
    () =>
      notificationsListMachine.provide({
        actors: createNotificationsListActors(api, router),
        actions: { announceDefaultError: () => snackbar?.show(DEFAULT_ERROR_NOTICE) },
      }),
    [api, router, snackbar],
  );
  const actor = useSiteActorRef(machine, { input: { live } });
  const view = useSelector(actor, selectNotificationsList);
  return { view, send: (event: NotificationsListEvent) => actor.send(event) };
}
