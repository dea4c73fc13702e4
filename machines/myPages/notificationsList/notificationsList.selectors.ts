import type { SnapshotFrom } from 'xstate';
import type { Notification } from '../../../api/contract/customer';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { NotificationsListMachine } from './notificationsList.machine';
import type { NotificationChange } from './notificationsList.types';

export type NotificationsListSnapshot = SnapshotFrom<NotificationsListMachine>;

type NotificationsListStatus = 'loading' | 'failed' | 'empty' | 'loaded';

/** What the notifications page renders. */
export interface NotificationsListView {
  status: NotificationsListStatus;
  items: readonly Notification[];
  totalNotifications: number;
  unreadNotifications: number;
  /** There is a next page: "Show more" shows, and the end of the list loads it. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Message key when the next page failed ("Show more" tries again); null otherwise. */
  moreErrorKey: typeof DEFAULT_ERROR_KEY | null;
  /** "Delete all" waits for its confirmation. */
  confirmingDeleteAll: boolean;
  /** A change is being saved: the actions are disabled meanwhile. */
  saving: boolean;
  /** A change may be asked for now (none under way, no confirmation open). */
  canChange: boolean;
  /** The change being saved, or the one that failed; null otherwise. */
  change: NotificationChange | null;
  /** "Mark all as read" has something to do. */
  canMarkAllRead: boolean;
  /** The newest notification that arrived live (for the polite live region). */
  arrival: Notification | null;
}

const STATUSES: readonly NotificationsListStatus[] = ['loading', 'failed', 'empty', 'loaded'];

export function selectNotificationsList(snapshot: NotificationsListSnapshot): NotificationsListView {
  const { context } = snapshot;
  const status = STATUSES.find((state) => snapshot.matches(state)) ?? 'loading';
  const saving = snapshot.matches({ loaded: { changes: 'saving' } });
  const changeFailed = snapshot.matches({ loaded: { changes: 'failed' } });
  return {
    status,
    items: context.items,
    totalNotifications: context.totalNotifications,
    unreadNotifications: context.unreadNotifications,
    hasMore: status === 'loaded' && context.nextCursor !== null,
    loadingMore: snapshot.matches({ loaded: { paging: 'loadingMore' } }),
    moreErrorKey: snapshot.matches({ loaded: { paging: 'moreFailed' } }) ? DEFAULT_ERROR_KEY : null,
    confirmingDeleteAll: snapshot.matches({ loaded: { changes: 'confirmingDeleteAll' } }),
    saving,
    canChange: snapshot.matches({ loaded: { changes: 'idle' } }) || changeFailed,
    change: saving || changeFailed ? context.change : null,
    canMarkAllRead: snapshot.can({ type: 'all.markedRead' }),
    arrival: context.arrival,
  };
}
