import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { loadCustomerPage } from '../../../pageLoads/loadAppPage';
import { CustomerPage } from '../../../ui/myPages/CustomerPage';
import type { ContentPageProps } from '../../../ui/page/types';
import { InvoicePage } from '../../../ui/myPages/invoices/InvoicePage';

/** `invoice`: behind login; the id is the invoice's. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function InvoiceRoute(props: ContentPageProps) {
  const { query } = useRouter();
  return (
    <CustomerPage page="invoice" pageProps={props}>
      <InvoicePage invoiceId={typeof query.id === 'string' ? query.id : ''} />
    </CustomerPage>
  );
}
