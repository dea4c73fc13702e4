import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage } from '../../pageLoads/loadBookingPage';
import type { BookingPageProps } from '../../ui/page/types';

/** `bookingGardeningSpringFall` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingGardeningSpringFall');

export default BookingPage;
