import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage, type BookingPageProps } from '../../ui/page/loadBookingPage';

/** `bookingGardeningSpringFall` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingGardeningSpringFall');

export default BookingPage;
