import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../ui/page/loadAppPage';
import { PageTitle } from '../../ui/myPages/PageTitle';
import type { ContentPageProps } from '../../ui/page/types';
import { InvoicesPage } from '../../ui/myPages/invoices/InvoicesPage';

/** `invoices`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page() {
  return (
    <>
      <PageTitle page="invoices" />
      <InvoicesPage />
    </>
  );
}
