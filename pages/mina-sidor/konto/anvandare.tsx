import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../../pageLoads/loadAppPage';
import { MyPagesMessages } from '../../../ui/myPages/MyPagesMessages';
import type { ContentPageProps } from '../../../ui/page/types';
import { UsersPage } from '../../../ui/myPages/users/UsersPage';

/** `accountUsers`: who may act for the account, and invitations signed with BankID; behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function AccountUsersPage({ shell }: ContentPageProps) {
  return (
    <MyPagesMessages page="users">
      <UsersPage simulator={shell.eidSimulator} />
    </MyPagesMessages>
  );
}
