import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { MyPagesMessages } from '../../ui/myPages/MyPagesMessages';
import { NotificationsPage } from '../../ui/myPages/notifications/NotificationsPage';
import type { ContentPageProps } from '../../ui/page/types';

/** `notifications`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page() {
  return (
    <MyPagesMessages page="notifications">
      <NotificationsPage />
    </MyPagesMessages>
  );
}
