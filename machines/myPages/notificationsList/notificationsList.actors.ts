import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../api/contract/pageSizes';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { RouterAdapter } from '../../router/router.types';
import { languageChangesOf, noLanguageChanges } from '../shared/languageChanges';
import type {
  ApplyChangeInput,
  LiveNotificationsInput,
  LoadPageInput,
  NotificationCountsAnswer,
  NotificationsListEvent,
  NotificationsPage,
} from './notificationsList.types';

/**
 * The list's calls, made with `api` (the page's client, which sends the
 * customer's session):
 * - `loadPage`: GET `/v2/customer/notifications`, 20 a page (spec §9), the first or the one after `cursor`. Never cached;
 * - `applyChange`: PATCH `…/read` or `…/read-all`, DELETE `…/delete` or `…/delete-all`, each answering the counts after it;
 * - given the page's router, `languageChanges`: its language switches as `language.changed`.
 */
export function createNotificationsListActors(api: ApiClient, router?: RouterAdapter) {
  return {
    languageChanges: router ? languageChangesOf(router) : noLanguageChanges,
    loadPage: fromPromise<NotificationsPage, LoadPageInput>(({ input }) =>
      api.call(customer.notifications, {
        query: { itemsPerPage: NOTIFICATIONS_PAGE_SIZE, ...(input.cursor === null ? {} : { cursor: input.cursor }) },
      }),
    ),
    applyChange: fromPromise<NotificationCountsAnswer, ApplyChangeInput>(({ input }) => {
      const { change } = input;
      switch (change.kind) {
        case 'read':
          return api.call(customer.readNotifications, { body: { ids: change.ids } });
        case 'readAll':
          return api.call(customer.readAllNotifications);
        case 'delete':
          return api.call(customer.deleteNotifications, { body: { ids: change.ids } });
        case 'deleteAll':
          return api.call(customer.deleteAllNotifications);
      }
    }),
  };
}

/** What the tab's socket hears, for as long as the list runs: upserts and counts. */
export const liveNotifications = fromCallback<EventObject, LiveNotificationsInput>(({ input, sendBack }) => {
  if (input.live === null) return undefined;
  const subscriptions = [
    input.live.on('notification.upserted', ({ notification }) =>
      sendBack({ type: 'notification.upserted', notification } satisfies NotificationsListEvent),
    ),
    input.live.on('counts.changed', ({ totalNotifications, unreadNotifications }) =>
      sendBack({ type: 'counts.changed', totalNotifications, unreadNotifications } satisfies NotificationsListEvent),
    ),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
