import type { GetServerSideProps } from 'next';
import { BookingPage } from '../../ui/booking/BookingPage';
import { loadBookingPage } from '../../pageLoads/loadBookingPage';
import type { BookingPageProps } from '../../ui/page/types';

/** `bookingHomeCleaningRfp` */
export const getServerSideProps: GetServerSideProps<BookingPageProps> = (ctx) => loadBookingPage(ctx, 'bookingHomeCleaningRfp');

export default BookingPage;
