import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { CustomerPage } from '../../ui/myPages/CustomerPage';
import { NotificationsPage } from '../../ui/myPages/notifications/NotificationsPage';
import type { ContentPageProps } from '../../ui/page/types';

/** `notifications`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page(props: ContentPageProps) {
  return (
    <CustomerPage page="notifications" pageProps={props}>
      <NotificationsPage />
    </CustomerPage>
  );
}
