import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { MyPagesMessages } from '../../ui/myPages/MyPagesMessages';
import type { ContentPageProps } from '../../ui/page/types';
import { InvoicesPage } from '../../ui/myPages/invoices/InvoicesPage';

/** `invoices`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page() {
  return (
    <MyPagesMessages page="invoices">
      <InvoicesPage />
    </MyPagesMessages>
  );
}
