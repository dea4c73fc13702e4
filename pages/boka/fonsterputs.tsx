import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage, type BookingPageProps } from '../../ui/page/loadBookingPage';

/** `bookingWindowCleaningDirect` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingWindowCleaningDirect');

export default BookingPage;
