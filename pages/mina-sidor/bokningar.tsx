import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../ui/page/loadAppPage';
import { PageTitle } from '../../ui/myPages/PageTitle';
import type { ContentPageProps } from '../../ui/page/types';
import { BookingsPage } from '../../ui/myPages/bookings/BookingsPage';

/** `myBookings`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page() {
  return (
    <>
      <PageTitle page="bookings" />
      <BookingsPage />
    </>
  );
}
