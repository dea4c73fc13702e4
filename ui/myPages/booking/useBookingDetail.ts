import { useMemo } from 'react';
import { createBookingDetailActors } from '../../../machines/myPages/bookingDetail/bookingDetail.actors';
import { bookingDetailMachine } from '../../../machines/myPages/bookingDetail/bookingDetail.machine';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../site/siteActors';

/**
 * Starts the booking page's chart for this booking; its read and its change
 * flows get their actors once, from the page's client (which sends the
 * customer's session).
 */
export function useBookingDetail(bookingId: string) {
  const api = useApi();
  const machine = useMemo(() => bookingDetailMachine.provide({ actors: createBookingDetailActors(api) }), [api]);
  return useSiteActorRef(machine, { input: { bookingId } });
}
