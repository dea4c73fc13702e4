import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage } from '../../pageLoads/loadBookingPage';
import type { BookingPageProps } from '../../ui/page/types';

/** `bookingWindowCleaningDirect` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingWindowCleaningDirect');

export default BookingPage;
