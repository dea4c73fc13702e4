import { useMemo } from 'react';
import { createBookingDetailActors } from '../../../machines/myPages/bookingDetail/bookingDetail.actors';
import { bookingDetailMachine } from '../../../machines/myPages/bookingDetail/bookingDetail.machine';
import { useApi } from '../../shell/ApiContext';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { useSiteActorRef } from '../../site/siteActors';

/**
 * Starts the booking page's chart for this booking; its read and its change
 * flows get their actors once, from the page's client (which sends the
 * customer's session); a language switch reads the booking again.
 */
export function useBookingDetail(bookingId: string) {
  const api = useApi();
  const router = useRouterAdapter();
  const machine = useMemo(() => bookingDetailMachine.provide({ actors: createBookingDetailActors(api, router) }), [api, router]);
  return useSiteActorRef(machine, { input: { bookingId } });
}
