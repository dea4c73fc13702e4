import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage } from '../../pageLoads/loadBookingPage';
import type { BookingPageProps } from '../../ui/page/types';

/** `bookingWindowCleaningRecurringIndoor` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingWindowCleaningRecurringIndoor');

export default BookingPage;
