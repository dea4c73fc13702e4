import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import { useId } from 'react';
import type { Notification } from '../../../api/contract/customer';
import type { Locale } from '../../../i18n/locales';
import { formatDateTime, formatTimeAgo } from '../../../i18n/format';
import pageStyles from '../myPages.module.css';
import styles from './notifications.module.css';

/**
 * One notification: unread ones marked (a dot, bold, and "Unread" for
 * screen readers), its title linking to what it is about (following the
 * link marks it read), when it came (relative, the full time on hover and
 * for assistive technology), and its own actions.
 */
export function NotificationItem({
  notification,
  locale,
  now,
  busy,
  disabled,
  onRead,
  onOpen,
  onDelete,
}: {
  notification: Notification;
  locale: Locale;
  now: Date;
  /** A change of this notification is being saved. */
  busy: boolean;
  /** No change may be asked for now. */
  disabled: boolean;
  onRead(): void;
  onOpen(): void;
  onDelete(): void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const unread = !notification.read;
  const title = notification.title;
  return (
    <li>
      <article
        className={unread ? `${styles.item} ${styles.unread}` : styles.item}
        aria-labelledby={titleId}
        aria-busy={busy}
        data-testid="notification"
        data-id={notification.id}
        data-unread={unread}
      >
        <h2 id={titleId} className={styles.title}>
          {unread && (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <span className={pageStyles.visuallyHidden}>{t({ id: 'myPages.notifications.unreadLabel', message: 'Unread:' })} </span>
            </>
          )}
          {notification.link ? (
            <Link href={notification.link} locale={false} onClick={onOpen} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className={styles.body}>{notification.body}</p>
        <p className={styles.meta}>
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt, locale)}>
            {formatTimeAgo(notification.createdAt, locale, now)}
          </time>
        </p>
        <div className={styles.itemActions}>
          {unread && (
            <button type="button" className={pageStyles.action} disabled={disabled} onClick={onRead} data-testid="notification-read">
              <Trans id="myPages.notifications.markRead">Mark as read</Trans>
              <span className={pageStyles.visuallyHidden}>: {title}</span>
            </button>
          )}
          <button type="button" className={pageStyles.action} disabled={disabled} onClick={onDelete} data-testid="notification-delete">
            <Trans id="myPages.notifications.delete">Delete</Trans>
            <span className={pageStyles.visuallyHidden}>: {title}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
