import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../ui/page/loadAppPage';
import { PageTitle } from '../../ui/myPages/PageTitle';
import type { ContentPageProps } from '../../ui/page/types';
import { SubscriptionsPage } from '../../ui/myPages/subscriptions/SubscriptionsPage';

/** `subscriptions`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page() {
  return (
    <>
      <PageTitle page="subscriptions" />
      <SubscriptionsPage />
    </>
  );
}
