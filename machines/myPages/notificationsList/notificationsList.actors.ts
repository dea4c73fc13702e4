import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../api/contract/customer';
import { customer } from '../../../api/calls/customer';
import type {
  ApplyChangeInput,
  LiveNotificationsInput,
  LoadPageInput,
  NotificationCountsAnswer,
  NotificationsListEvent,
  NotificationsPage,
} from './notificationsList.types';

const session = (sessionId: string | null) => (sessionId ? { sessionId } : {});

/** GET `/v2/customer/notifications`: 20 a page (spec §9), the first or the one after `cursor`. Never cached. */
export const loadPage = fromPromise<NotificationsPage, LoadPageInput>(({ input }) =>
  input.api.call(customer.notifications, {
    ...session(input.sessionId),
    query: { itemsPerPage: NOTIFICATIONS_PAGE_SIZE, ...(input.cursor === null ? {} : { cursor: input.cursor }) },
  }),
);

/** PATCH `…/read` or `…/read-all`, DELETE `…/delete` or `…/delete-all`: each answers the counts after it. */
export const applyChange = fromPromise<NotificationCountsAnswer, ApplyChangeInput>(({ input }) => {
  const calls = { ...session(input.sessionId) };
  const { change } = input;
  switch (change.kind) {
    case 'read':
      return input.api.call(customer.readNotifications, { ...calls, body: { ids: change.ids } });
    case 'readAll':
      return input.api.call(customer.readAllNotifications, calls);
    case 'delete':
      return input.api.call(customer.deleteNotifications, { ...calls, body: { ids: change.ids } });
    case 'deleteAll':
      return input.api.call(customer.deleteAllNotifications, calls);
  }
});

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
