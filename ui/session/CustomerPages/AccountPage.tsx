import { Trans } from '@lingui/react/macro';
import { accountName } from '../../../api/contract/customerAccount';
import { formatAreaCode } from '../../../i18n/format';
import { RequireCustomer } from './RequireCustomer';
import { useFreshCustomer } from './useFreshCustomer';
import styles from './CustomerPages.module.css';

/**
 * The account acted as (after a switch, the company or the person given
 * power of attorney, not the one logged in): its name, contact details and
 * addresses, read afresh from the server on each visit and after each switch
 * (an ended session shows the expired-session modal here).
 */
export function AccountPage() {
  const fresh = useFreshCustomer();
  return (
    <RequireCustomer>
      {(known) => {
        const customer = fresh ?? known;
        const account = customer.activeAccount;
        return (
        <section className={styles.page} aria-labelledby="account-title" data-testid="account-page">
          <h1 id="account-title">
            <Trans id="session.account.title">My account</Trans>
          </h1>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trans id="session.account.name">Name</Trans>
              </dt>
              <dd>{accountName(account)}</dd>
            </div>
            <div>
              <dt>
                <Trans id="session.account.email">Email</Trans>
              </dt>
              <dd>{account.email ?? '–'}</dd>
            </div>
            <div>
              <dt>
                <Trans id="session.account.phone">Mobile phone</Trans>
              </dt>
              <dd>{account.mobilePhone ?? '–'}</dd>
            </div>
          </dl>
          <h2>
            <Trans id="session.account.addresses">Addresses</Trans>
          </h2>
          {customer.addresses.length === 0 ? (
            <p>
              <Trans id="session.account.noAddresses">You have no addresses saved yet.</Trans>
            </p>
          ) : (
            <ul className={styles.addresses}>
              {customer.addresses.map((address) => (
                <li key={address.id}>
                  {address.street}, {formatAreaCode(address.zipCode)} {address.city}
                  {address.primary && (
                    <span className={styles.badge}>
                      <Trans id="session.account.primary">Primary</Trans>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        );
      }}
    </RequireCustomer>
  );
}
