import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { loadCustomerPage } from '../../../pageLoads/loadAppPage';
import { MyPagesMessages } from '../../../ui/myPages/MyPagesMessages';
import type { ContentPageProps } from '../../../ui/page/types';
import { InvoicePage } from '../../../ui/myPages/invoices/InvoicePage';

/** `invoice`: behind login; the id is the invoice's. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function InvoiceRoute() {
  const { query } = useRouter();
  return (
    <MyPagesMessages page="invoice">
      <InvoicePage invoiceId={typeof query.id === 'string' ? query.id : ''} />
    </MyPagesMessages>
  );
}
