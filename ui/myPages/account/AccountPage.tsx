import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { accountName } from '../../../api/contract/accountName';
import type { Customer } from '../../../api/contract/customerAccount';
import { routePath } from '../../../api/routes';
import { useSite } from '../../shell/SiteContext';
import { MyPagesGate } from '../MyPagesGate';
import styles from './account.module.css';
import { Addresses } from './Addresses';
import { PersonalInformation } from './PersonalInformation';

/**
 * `account`: the account acted as (after a switch, the company or the person
 * given power of attorney): its personal information, who may act for it,
 * and its addresses. Every section reads afresh from the server; a switch of
 * account starts them all again for the other account.
 */
export function AccountPage() {
  return (
    <MyPagesGate>
      {(customer) => <AccountSections key={customer.activeAccount.id} customer={customer} />}
    </MyPagesGate>
  );
}

function AccountSections({ customer }: { customer: Customer }) {
  const { locale } = useSite();
  return (
    <div className={styles.page} data-testid="account-page">
      <h1 className={styles.title}>
        <Trans id="myPages.account.title">My account</Trans>
      </h1>
      <p className={styles.lead} data-testid="account-name">
        {accountName(customer.activeAccount)}
      </p>
      <PersonalInformation orgNumber={customer.activeAccount.orgNumber ?? null} />
      <section className={styles.section} aria-labelledby="account-users-title" data-testid="account-users">
        <h2 id="account-users-title" className={styles.sectionTitle}>
          <Trans id="myPages.account.users">Users and power of attorney</Trans>
        </h2>
        <p>
          <Trans id="myPages.account.usersLead">Who can act for this account, and who is its contact person.</Trans>
        </p>
        <Link href={routePath('accountUsers', locale)} locale={false} className={styles.link}>
          <Trans id="myPages.account.usersLink">Manage users and power of attorney</Trans>
        </Link>
      </section>
      <Addresses />
    </div>
  );
}
