import type { Notification } from '../../api/contract/customer';
import type { NotificationCountsAnswer, NotificationsPage } from '../../machines/myPages/notificationsList/notificationsList.types';
import { notification } from '../notifications/notifications.support';

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
export const ONE_PAGE: NotificationsPage = { ...FIRST_PAGE, nextCursor: null };
export const LAST_PAGE: NotificationsPage = { items: [OLDER], nextCursor: null, total: 3, unread: 2 };
export const NO_PAGE: NotificationsPage = { items: [], nextCursor: null, total: 0, unread: 0 };
/** What a change answers (the counts after it). */
export const COUNTS_AFTER: NotificationCountsAnswer = { total: 2, unread: 0 };
