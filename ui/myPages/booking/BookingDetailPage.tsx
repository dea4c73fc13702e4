import { MyPagesGate } from '../MyPagesGate';
import { BookingDetailView } from './BookingDetailView';
import { useBookingDetail } from './useBookingDetail';

/** `myBooking`: one booking, behind login; another booking starts its own chart. */
export function BookingDetailPage({ bookingId }: { bookingId: string }) {
  return <MyPagesGate>{() => <BookingDetailFor key={bookingId} bookingId={bookingId} />}</MyPagesGate>;
}

function BookingDetailFor({ bookingId }: { bookingId: string }) {
  const actor = useBookingDetail(bookingId);
  return <BookingDetailView actor={actor} />;
}
