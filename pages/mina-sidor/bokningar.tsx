import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../pageLoads/loadAppPage';
import { MyPagesMessages } from '../../ui/myPages/MyPagesMessages';
import type { ContentPageProps } from '../../ui/page/types';
import { BookingsPage } from '../../ui/myPages/bookings/BookingsPage';

/** `myBookings`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default function Page() {
  return (
    <MyPagesMessages page="bookings">
      <BookingsPage />
    </MyPagesMessages>
  );
}
