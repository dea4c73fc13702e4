import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { CustomerPage } from '../../ui/myPages/CustomerPage';
import type { ContentPageProps } from '../../ui/page/types';
import { BookingsPage } from '../../ui/myPages/bookings/BookingsPage';

/** `myBookings`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page(props: ContentPageProps) {
  return (
    <CustomerPage page="bookings" pageProps={props}>
      <BookingsPage />
    </CustomerPage>
  );
}
