import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage, type BookingPageProps } from '../../ui/page/loadBookingPage';

/** `bookingWindowCleaningRecurringIndoor` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingWindowCleaningRecurringIndoor');

export default BookingPage;
