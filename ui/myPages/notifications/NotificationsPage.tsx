import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '../../../i18n/locales';
import type { NotificationsListView } from '../../../machines/myPages/notificationsList/notificationsList.selectors';
import type { NotificationsListEvent } from '../../../machines/myPages/notificationsList/notificationsList.types';
import { useFocusOn } from '../../components/useFocusOnChange';
import { MyPagesGate } from '../MyPagesGate';
import { useNotifications } from '../../notifications/NotificationsContext';
import { useSite } from '../../shell/SiteContext';
import { NotificationItem } from './NotificationItem';
import { useInView } from './useInView';
import { useNotificationsList } from './useNotificationsList';
import pageStyles from '../myPages.module.css';
import styles from './notifications.module.css';
import { EmptyListPicture } from '../resource';

/** `notifications`: the customer's notifications, live. */
export function NotificationsPage() {
  return <MyPagesGate>{() => <NotificationsList />}</MyPagesGate>;
}

/**
 * The list (`notificationsListMachine`): newest first, 20 at a time with
 * "Show more" (and the next page loading as the end scrolls into view),
 * read and delete one or all; a notification arriving live shows on top and
 * is announced politely.
 */
export function NotificationsList() {
  const { t, i18n } = useLingui();
  const { locale } = useSite();
  const { view, send } = useNotificationsList();
  const live = useNotifications();
  const now = new Date();
  const arrived = view.arrival?.title;
  const changeOf = (id: string) =>
    view.saving && view.change !== null && (view.change.kind === 'readAll' || view.change.kind === 'deleteAll' || view.change.ids.includes(id));

  return (
    <section className={pageStyles.page} aria-labelledby="notifications-title" data-testid="notifications-page">
      <h1 id="notifications-title">
        <Trans id="myPages.notifications.title">Notifications</Trans>
      </h1>
      {/* Always in the page, so a screen reader hears what is put in it. */}
      <p className={pageStyles.visuallyHidden} role="status" aria-live="polite" data-testid="notifications-announcement">
        {arrived !== undefined && t({ id: 'myPages.notifications.arrived', message: `New notification: ${arrived}` })}
      </p>
      {view.status === 'loading' && (
        <p className={pageStyles.loading} role="status" data-testid="notifications-loading">
          <Trans id="myPages.notifications.loading">Loading your notifications…</Trans>
        </p>
      )}
      {view.status === 'failed' && (
        <div className={pageStyles.problem} role="alert" data-testid="notifications-failed">
          <p>{i18n._('common.errors.default')}</p>
          <button type="button" className={pageStyles.action} onClick={() => send({ type: 'load.retried' })}>
            <Trans id="myPages.notifications.retry">Try again</Trans>
          </button>
        </div>
      )}
      {view.status === 'empty' && (
        <div className={pageStyles.empty} data-testid="notifications-empty">
          <EmptyListPicture name="notifications" />
          <p>
            <Trans id="myPages.notifications.empty">You have no notifications.</Trans>
          </p>
        </div>
      )}
      {view.status === 'loaded' && <LoadedList view={view} send={send} locale={locale} now={now} changeOf={changeOf} />}
      {live.connection === 'reconnecting' && (
        <p className={pageStyles.muted} data-testid="notifications-reconnecting">
          <Trans id="myPages.notifications.reconnecting">New notifications will show again once the connection is back.</Trans>
        </p>
      )}
    </section>
  );
}

function LoadedList({
  view,
  send,
  locale,
  now,
  changeOf,
}: {
  view: NotificationsListView;
  send(event: NotificationsListEvent): void;
  locale: Locale;
  now: Date;
  changeOf(id: string): boolean;
}) {
  const { t, i18n } = useLingui();
  const confirmTitleId = useId();
  const confirmRef = useFocusOn<HTMLDivElement>('confirm', view.confirmingDeleteAll);
  const canLoadMore = view.hasMore && !view.loadingMore;
  const endOfList = useInView<HTMLDivElement>(() => send({ type: 'more.requested' }), canLoadMore && view.moreErrorKey === null);
  const total = view.totalNotifications;
  const unread = view.unreadNotifications;

  return (
    <>
      <p className={styles.summary} data-testid="notifications-summary">
        {t({ id: 'myPages.notifications.total', message: plural(total, { one: '# notification', other: '# notifications' }) })}
        {', '}
        {t({ id: 'myPages.notifications.unread', message: plural(unread, { one: '# unread', other: '# unread' }) })}
      </p>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={pageStyles.action}
          disabled={!view.canMarkAllRead}
          onClick={() => send({ type: 'all.markedRead' })}
          data-testid="notifications-read-all"
        >
          <Trans id="myPages.notifications.markAllRead">Mark all as read</Trans>
        </button>
        <button
          type="button"
          className={pageStyles.action}
          disabled={!view.canChange}
          onClick={() => send({ type: 'all.deleteRequested' })}
          data-testid="notifications-delete-all"
        >
          <Trans id="myPages.notifications.deleteAll">Delete all</Trans>
        </button>
      </div>
      {view.confirmingDeleteAll && (
        <div ref={confirmRef} tabIndex={-1} className={styles.confirm} role="alertdialog" aria-labelledby={confirmTitleId} data-testid="notifications-confirm">
          <p id={confirmTitleId}>
            <Trans id="myPages.notifications.confirmDeleteAll">Delete all your notifications? This cannot be undone.</Trans>
          </p>
          <div className={styles.toolbar}>
            <button type="button" className={`${pageStyles.action} ${styles.danger}`} onClick={() => send({ type: 'all.deleteConfirmed' })}>
              <Trans id="myPages.notifications.confirmDelete">Yes, delete all</Trans>
            </button>
            <button type="button" className={pageStyles.action} onClick={() => send({ type: 'all.deleteCancelled' })}>
              <Trans id="myPages.notifications.cancel">Cancel</Trans>
            </button>
          </div>
        </div>
      )}
      <ul className={styles.list} aria-label={t({ id: 'myPages.notifications.listLabel', message: 'Your notifications, newest first' })} aria-busy={view.saving}>
        {view.items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            locale={locale}
            now={now}
            busy={changeOf(notification.id)}
            disabled={!view.canChange}
            onRead={() => send({ type: 'item.markedRead', id: notification.id })}
            onOpen={() => send({ type: 'item.opened', id: notification.id })}
            onDelete={() => send({ type: 'item.deleted', id: notification.id })}
          />
        ))}
      </ul>
      {view.loadingMore && (
        <p className={pageStyles.loading} role="status" data-testid="notifications-loading-more">
          <Trans id="myPages.notifications.loadingMore">Loading more notifications…</Trans>
        </p>
      )}
      {view.moreErrorKey && (
        <p className={styles.error} role="alert" data-testid="notifications-more-failed">
          {i18n._(view.moreErrorKey)}
        </p>
      )}
      {view.hasMore && (
        <div ref={endOfList} className={styles.more}>
          <button type="button" className={pageStyles.action} disabled={!canLoadMore} onClick={() => send({ type: 'more.requested' })} data-testid="notifications-more">
            <Trans id="myPages.notifications.showMore">Show more</Trans>
          </button>
        </div>
      )}
    </>
  );
}
