import { bookingDetailMachine } from '../../../machines/myPages/bookingDetail/bookingDetail.machine';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../devtools/inspector/siteActors';

/** Starts the booking page's chart for this booking, with the client and the customer's session. */
export function useBookingDetail(bookingId: string, sessionId: string) {
  const api = useApi();
  return useSiteActorRef(bookingDetailMachine, { input: { api, sessionId, bookingId } });
}
