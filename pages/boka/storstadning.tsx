import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage, type BookingPageProps } from '../../ui/page/loadBookingPage';

/** `bookingDeepCleaning` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingDeepCleaning');

export default BookingPage;
