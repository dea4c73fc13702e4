import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { AccountPage } from '../../ui/myPages/account/AccountPage';
import { MyPagesMessages } from '../../ui/myPages/MyPagesMessages';
import type { ContentPageProps } from '../../ui/page/types';

/** `account`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page() {
  return (
    <MyPagesMessages page="account">
      <AccountPage />
    </MyPagesMessages>
  );
}
