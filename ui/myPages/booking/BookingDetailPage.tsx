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
  // Remounts per booking and per session: each starts its own chart.
  return <BookingDetailFor key={`${bookingId}:${view.sessionId ?? ''}`} bookingId={bookingId} sessionId={view.sessionId ?? ''} />;
}

function BookingDetailFor({ bookingId, sessionId }: { bookingId: string; sessionId: string }) {
  const actor = useBookingDetail(bookingId, sessionId);
  return <BookingDetailView actor={actor} />;
}
