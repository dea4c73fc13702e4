import { assign, setup } from 'xstate';
import type { Notification } from '../../../api/contract/customer';
import type { NotificationCounts } from '../../notifications/notifications.types';
import { noLanguageChanges } from '../shared/languageChanges';
import { unprovided } from '../../unprovided';
import { liveNotifications } from './notificationsList.actors';
import { appendPage, applyChange as applyToItems, firstPageItems, isEmptyPage, isNewTo, upsertNotification } from './notificationsList.rules';
import type {
  ApplyChangeInput,
  LoadPageInput,
  NotificationChange,
  NotificationCountsAnswer,
  NotificationsListContext,
  NotificationsListEvent,
  NotificationsListInput,
  NotificationsPage,
} from './notificationsList.types';

/** The change the event that entered `saving` asks for (a chart defect if it names none). */
function changeOf(event: NotificationsListEvent): NotificationChange {
  switch (event.type) {
    case 'item.markedRead':
    case 'item.opened':
      return { kind: 'read', ids: [event.id] };
    case 'all.markedRead':
      return { kind: 'readAll' };
    case 'item.deleted':
      return { kind: 'delete', ids: [event.id] };
    case 'all.deleteConfirmed':
      return { kind: 'deleteAll' };
    default:
      throw new Error(`notificationsList: ${event.type} asks for no change`);
  }
}

const countsOfAnswer = (answer: NotificationCountsAnswer): NotificationCounts => ({
  totalNotifications: answer.total,
  unreadNotifications: answer.unread,
});

/** What the customer may ask for while no change is under way (also after one failed). */
const changeRequests = {
  'item.markedRead': { guard: 'isUnreadItem' as const, target: 'saving', actions: 'assignChange' as const },
  'item.opened': { guard: 'isUnreadItem' as const, target: 'saving', actions: 'assignChange' as const },
  'all.markedRead': { guard: 'hasUnread' as const, target: 'saving', actions: 'assignChange' as const },
  'item.deleted': { guard: 'isListedItem' as const, target: 'saving', actions: 'assignChange' as const },
  'all.deleteRequested': { target: 'confirmingDeleteAll' },
};

/**
 * The notifications page's list (spec §9: 20 a page, by cursor): the first
 * page loads (`loading`, then `loaded`, `empty` or `failed` with a retry);
 * more pages load at the end of the list (`loaded.paging`); one change at a
 * time is made (`loaded.changes`: read one, read all, delete one, delete all
 * after a confirmation), applied once the server has answered, with the
 * counts it answers. A failed page or change can be tried again; a failed
 * change is said in the site's snackbar (action `announceDefaultError`,
 * named for the edge). Live, from
 * the tab's socket: an upsert shows on top (or changes the one listed) and
 * is announced (`arrival`); new counts replace the shown ones.
 *
 * Actors: `loadPage({ cursor })` and `applyChange({ change })`, provided at
 * the edge (`createNotificationsListActors(api)`), and
 * `liveNotifications` (the socket's upserts and counts, for the list's whole life).
 */
export const notificationsListMachine = setup({
  types: {
    context: {} as NotificationsListContext,
    events: {} as NotificationsListEvent,
    input: {} as NotificationsListInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: unprovided<NotificationsPage, LoadPageInput>('notificationsList', 'loadPage'),
    applyChange: unprovided<NotificationCountsAnswer, ApplyChangeInput>('notificationsList', 'applyChange'),
    liveNotifications,
    languageChanges: noLanguageChanges,
  },
  actions: {
    assignFirstPage: assign(({ context }, params: { page: NotificationsPage }) => ({
      items: firstPageItems(context.items, params.page),
      nextCursor: params.page.nextCursor,
      ...countsOfAnswer(params.page),
    })),
    assignNextPage: assign(({ context }, params: { page: NotificationsPage }) => ({
      items: appendPage(context.items, params.page),
      nextCursor: params.page.nextCursor,
      ...countsOfAnswer(params.page),
    })),
    assignChange: assign(({ event }) => ({ change: changeOf(event) })),
    /** What was read in the language before goes; the first page is read again in the new one. */
    forgetItems: assign({ items: [], nextCursor: null, change: null, arrival: null }),
    applyAnswer: assign(({ context }, params: { answer: NotificationCountsAnswer }) => ({
      items: context.change === null ? context.items : applyToItems(context.items, context.change),
      nextCursor: context.change?.kind === 'deleteAll' ? null : context.nextCursor,
      change: null,
      ...countsOfAnswer(params.answer),
    })),
    upsertItem: assign(({ context }, params: { notification: Notification }) => ({
      items: upsertNotification(context.items, params.notification),
      arrival: isNewTo(context.items, params.notification) ? params.notification : context.arrival,
    })),
    assignCounts: assign((_, params: NotificationCounts) => ({ ...params })),
    /** Named for the edge: a change has no form to say it failed, so the site's snackbar says so (the default error). */
    announceDefaultError: () => {},
  },
  guards: {
    /** The first page is empty and nothing arrived live while it loaded. */
    isEmptyPage: ({ context }, params: { page: NotificationsPage }) => isEmptyPage(params.page) && context.items.length === 0,
    hasMore: ({ context }) => context.nextCursor !== null,
    hasUnread: ({ context }) => context.unreadNotifications > 0 || context.items.some((item) => !item.read),
    isListedItem: ({ context, event }) => 'id' in event && context.items.some((item) => item.id === event.id),
    isUnreadItem: ({ context, event }) => 'id' in event && context.items.some((item) => item.id === event.id && !item.read),
    /** After the change under way, nothing is listed and nothing more is to load. */
    leavesNothing: ({ context }) =>
      context.change !== null &&
      (context.change.kind === 'deleteAll' || (applyToItems(context.items, context.change).length === 0 && context.nextCursor === null)),
  },
}).createMachine({
  id: 'notificationsList',
  context: ({ input }) => ({
    live: input.live,
    items: [],
    nextCursor: null,
    totalNotifications: 0,
    unreadNotifications: 0,
    change: null,
    arrival: null,
  }),
  invoke: [
    { id: 'live', src: 'liveNotifications', input: ({ context }) => ({ live: context.live }) },
    { id: 'languageChanges', src: 'languageChanges' },
  ],
  on: {
    // The server words the notifications in the page's language: a switch reads them again.
    'language.changed': { target: '.loading', reenter: true, actions: 'forgetItems' },
    // Kept while the first page loads (it goes on top of it) and shown at once otherwise.
    'notification.upserted': { actions: { type: 'upsertItem', params: ({ event }) => ({ notification: event.notification }) } },
    'counts.changed': {
      actions: {
        type: 'assignCounts',
        params: ({ event }) => ({ totalNotifications: event.totalNotifications, unreadNotifications: event.unreadNotifications }),
      },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFirstPage',
        src: 'loadPage',
        input: () => ({ cursor: null }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'loaded', actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'load.retried': 'loading' } },
    empty: {
      on: {
        // The first notification arrives while the page is open.
        'notification.upserted': { target: 'loaded', actions: { type: 'upsertItem', params: ({ event }) => ({ notification: event.notification }) } },
      },
    },
    loaded: {
      type: 'parallel',
      states: {
        paging: {
          initial: 'idle',
          states: {
            idle: { on: { 'more.requested': { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: {
              tags: ['busy'],
              invoke: {
                id: 'loadNextPage',
                src: 'loadPage',
                input: ({ context }) => ({ cursor: context.nextCursor }),
                onDone: { target: 'idle', actions: { type: 'assignNextPage', params: ({ event }) => ({ page: event.output }) } },
                onError: { target: 'moreFailed' },
              },
            },
            // The next page failed: "Show more" tries again (scrolling does not, so a failure does not loop).
            moreFailed: { on: { 'more.requested': { guard: 'hasMore', target: 'loadingMore' } } },
          },
        },
        changes: {
          initial: 'idle',
          states: {
            idle: { on: changeRequests },
            confirmingDeleteAll: {
              on: {
                'all.deleteConfirmed': { target: 'saving', actions: 'assignChange' },
                'all.deleteCancelled': 'idle',
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'applyChange',
                src: 'applyChange',
                input: ({ context }) => {
                  if (context.change === null) throw new Error('notificationsList: saving without a change');
                  return { change: context.change };
                },
                onDone: [
                  { guard: 'leavesNothing', target: '#notificationsList.empty', actions: { type: 'applyAnswer', params: ({ event }) => ({ answer: event.output }) } },
                  { target: 'idle', actions: { type: 'applyAnswer', params: ({ event }) => ({ answer: event.output }) } },
                ],
                onError: { target: 'failed' },
              },
            },
            // The change failed: nothing changed; the snackbar shows the default error, and the change may be asked again.
            failed: { entry: 'announceDefaultError', on: changeRequests },
          },
        },
      },
    },
  },
});

export type NotificationsListMachine = typeof notificationsListMachine;
