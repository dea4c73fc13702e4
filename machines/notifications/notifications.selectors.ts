import type { SnapshotFrom } from 'xstate';
import type { NotificationsMachine } from './notifications.machine';

export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;

/** How the socket stands: `off` without one, `live` once connected (and counts read), `reconnecting` while it is lost. */
type NotificationsConnection = 'off' | 'connecting' | 'live' | 'reconnecting';

/** What the account menu's dot and the notifications page's heading read (spec §3 "Notification state"). */
export interface NotificationsView {
  /** Live counts are on: a main account's session (spec §6). Off, the counts are zero. */
  enabled: boolean;
  totalNotifications: number;
  unreadNotifications: number;
  connection: NotificationsConnection;
}

export function selectNotifications(snapshot: NotificationsSnapshot): NotificationsView {
  const enabled = snapshot.matches('online');
  const connection: NotificationsConnection = !enabled
    ? 'off'
    : snapshot.matches({ online: 'connecting' })
      ? 'connecting'
      : snapshot.matches({ online: 'connected' })
        ? 'live'
        : 'reconnecting';
  return {
    enabled,
    totalNotifications: snapshot.context.totalNotifications,
    unreadNotifications: snapshot.context.unreadNotifications,
    connection,
  };
}

/** Whether the account menu shows the unread dot. */
export const hasUnread = (view: NotificationsView): boolean => view.enabled && view.unreadNotifications > 0;
