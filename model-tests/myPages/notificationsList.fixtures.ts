import type { Notification } from '../../api/contract/customer';
import { ApiRequestError } from '../../api/errors';
import type { NotificationsListSnapshot } from '../../machines/myPages/notificationsList/notificationsList.selectors';
import type { NotificationCountsAnswer, NotificationsPage } from '../../machines/myPages/notificationsList/notificationsList.types';
import { notification } from '../notifications/notifications.support';
import { ownEvents, type TraversalEvent } from '../support/paths';

/** Anna's notifications: two on the first page (one unread), one more on the second. */
export const BOOKED: Notification = notification({ id: 'n-1', title: 'Booking confirmed', createdAt: '2026-11-20T09:00:00.000Z', read: false });
export const INVOICED: Notification = notification({
  id: 'n-2',
  type: 'invoiceCreated',
  title: 'Invoice issued',
  body: 'Invoice 100234 is due on 31 December.',
  createdAt: '2026-11-18T09:00:00.000Z',
  read: true,
  link: '/en/my-pages/invoices/inv-1',
});
export const OLDER: Notification = notification({
  id: 'n-3',
  type: 'bookingCancelled',
  title: 'Visit cancelled',
  body: 'The window cleaning on 1 October was cancelled.',
  createdAt: '2026-09-01T09:00:00.000Z',
  read: false,
  link: undefined,
});
/** Arrives live while the page is open. */
export const ARRIVED: Notification = notification({
  id: 'n-0',
  type: 'bookingRebooked',
  title: 'Visit moved',
  body: 'Your window cleaning moved to 4 December.',
  createdAt: '2026-11-21T09:00:00.000Z',
  read: false,
});

export const FIRST_PAGE: NotificationsPage = { items: [BOOKED, INVOICED], nextCursor: 'cursor-2', total: 3, unread: 2 };
/** Both on one page: nothing more to load. */
const ONE_PAGE: NotificationsPage = { ...FIRST_PAGE, nextCursor: null };
export const LAST_PAGE: NotificationsPage = { items: [OLDER], nextCursor: null, total: 3, unread: 2 };
const NO_PAGE: NotificationsPage = { items: [], nextCursor: null, total: 0, unread: 0 };
/** What a change answers (the counts after it). */
export const COUNTS_AFTER: NotificationCountsAnswer = { total: 2, unread: 0 };

/** A call that failed (503). */
export const FAILURE = new ApiRequestError({ status: 503 });

/** Exactly these events (with these payloads), where the state handles them; the rest of the chart is another scenario's. */
export const only = (events: readonly TraversalEvent[]) => {
  const types = new Set(events.map((event) => event.type));
  return (snapshot: NotificationsListSnapshot) => ownEvents(snapshot, events).filter((event) => types.has(event.type));
};

const loads = (page: NotificationsPage) => [
  { type: 'xstate.done.actor.loadFirstPage', output: page },
  { type: 'xstate.error.actor.loadFirstPage', error: FAILURE },
  { type: 'load.retried' },
];
const saves = [
  { type: 'xstate.done.actor.applyChange', output: COUNTS_AFTER },
  { type: 'xstate.error.actor.applyChange', error: FAILURE },
];

/** The events of each scenario the walks take, the machine's and the view's alike. */
export const SCENARIO_EVENTS = {
  /** Two pages by cursor, and their failures. */
  twoPages: [
    ...loads(FIRST_PAGE),
    { type: 'more.requested' },
    { type: 'xstate.done.actor.loadNextPage', output: LAST_PAGE },
    { type: 'xstate.error.actor.loadNextPage', error: FAILURE },
    // The header's toggle: the list is read again in the other language.
    { type: 'language.changed' },
  ],
  /** Read and delete on one page, and their failures. */
  onePage: [
    ...loads(ONE_PAGE),
    { type: 'item.markedRead', id: BOOKED.id },
    { type: 'item.opened', id: BOOKED.id },
    { type: 'all.markedRead' },
    { type: 'item.deleted', id: INVOICED.id },
    { type: 'all.deleteRequested' },
    { type: 'all.deleteConfirmed' },
    { type: 'all.deleteCancelled' },
    ...saves,
  ],
  /** An empty list, the last one deleted, and live arrivals. */
  emptyAndLive: [
    { type: 'xstate.done.actor.loadFirstPage', output: NO_PAGE },
    { type: 'xstate.done.actor.loadFirstPage', output: LAST_PAGE },
    { type: 'item.deleted', id: OLDER.id },
    ...saves,
    { type: 'notification.upserted', notification: ARRIVED },
    { type: 'counts.changed', totalNotifications: 4, unreadNotifications: 3 },
  ],
} satisfies Record<string, TraversalEvent[]>;
