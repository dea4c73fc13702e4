import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../ui/page/loadAppPage';
import type { ContentPageProps } from '../../ui/page/types';
import { BookingsPage } from '../../ui/session/CustomerPages/BookingsPage';

/** `myBookings`: behind login. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadCustomerPage(ctx);

export default BookingsPage;
