import { useActorRef } from '@xstate/react';
import { bookingDetailMachine } from '../../../machines/myPages/bookingDetail/bookingDetail.machine';
import { useApi } from '../../shell/ApiContext';

/** Starts the booking page's chart for this booking, with the client and the customer's session. */
export function useBookingDetail(bookingId: string, sessionId: string) {
  const api = useApi();
  return useActorRef(bookingDetailMachine, { input: { api, sessionId, bookingId } });
}
