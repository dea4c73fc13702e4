import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../../pageLoads/loadAppPage';
import { CustomerPage } from '../../../ui/myPages/CustomerPage';
import type { ContentPageProps } from '../../../ui/page/types';
import { UsersPage } from '../../../ui/myPages/users/UsersPage';

/** `accountUsers`: who may act for the account, and invitations signed with BankID; behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function AccountUsersPage(props: ContentPageProps) {
  const { shell } = props;
  return (
    <CustomerPage page="users" pageProps={props}>
      <UsersPage simulator={shell.eidSimulator} />
    </CustomerPage>
  );
}
