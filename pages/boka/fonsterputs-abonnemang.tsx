import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage, type BookingPageProps } from '../../ui/page/loadBookingPage';

/** `bookingWindowCleaningRecurringExternal` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingWindowCleaningRecurringExternal');

export default BookingPage;
