import { RequireCustomer } from '../../session/CustomerPages/RequireCustomer';
import { useSession } from '../../session/SessionContext';
import { BookingDetailView } from './BookingDetailView';
import { useBookingDetail } from './useBookingDetail';

/** `myBooking`: one booking, behind login. */
export function BookingDetailPage({ bookingId }: { bookingId: string }) {
  return <RequireCustomer>{() => <BookingDetail bookingId={bookingId} />}</RequireCustomer>;
}

function BookingDetail({ bookingId }: { bookingId: string }) {
  const { view } = useSession();
  // Remounts per booking and per session (a new login after one ended reads the booking again): each starts its own chart.
  return <BookingDetailFor key={`${bookingId}:${view.sessionId ?? ''}`} bookingId={bookingId} />;
}

function BookingDetailFor({ bookingId }: { bookingId: string }) {
  const actor = useBookingDetail(bookingId);
  return <BookingDetailView actor={actor} />;
}
