import { Trans } from '@lingui/react/macro';
import { RequireCustomer } from './RequireCustomer';
import styles from './CustomerPages.module.css';

/** The customer's notifications: the counts the customer answer carries. */
export function NotificationsPage() {
  return (
    <RequireCustomer>
      {(customer) => (
        <section className={styles.page} aria-labelledby="notifications-title" data-testid="notifications-page">
          <h1 id="notifications-title">
            <Trans id="session.notifications.title">Notifications</Trans>
          </h1>
          <p>
            <Trans id="session.notifications.summary">
              You have {customer.notifications.unread} unread of {customer.notifications.total} notifications.
            </Trans>
          </p>
        </section>
      )}
    </RequireCustomer>
  );
}
