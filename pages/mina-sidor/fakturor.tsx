import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { CustomerPage } from '../../ui/myPages/CustomerPage';
import type { ContentPageProps } from '../../ui/page/types';
import { InvoicesPage } from '../../ui/myPages/invoices/InvoicesPage';

/** `invoices`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page(props: ContentPageProps) {
  return (
    <CustomerPage page="invoices" pageProps={props}>
      <InvoicesPage />
    </CustomerPage>
  );
}
