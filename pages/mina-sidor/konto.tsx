import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { AccountPage } from '../../ui/myPages/account/AccountPage';
import { CustomerPage } from '../../ui/myPages/CustomerPage';
import type { ContentPageProps } from '../../ui/page/types';

/** `account`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page(props: ContentPageProps) {
  return (
    <CustomerPage page="account" pageProps={props}>
      <AccountPage />
    </CustomerPage>
  );
}
