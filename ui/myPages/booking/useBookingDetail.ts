import { useMemo } from 'react';
import { sessionBound } from '../../../api/client/sessionBound';
import { bookingDetailMachine } from '../../../machines/myPages/bookingDetail/bookingDetail.machine';
import { createCancelBookingActors } from '../../../machines/myPages/cancelBooking/cancelBooking.actors';
import { cancelBookingMachine } from '../../../machines/myPages/cancelBooking/cancelBooking.machine';
import { createRateBookingActors } from '../../../machines/myPages/rateBooking/rateBooking.actors';
import { rateBookingMachine } from '../../../machines/myPages/rateBooking/rateBooking.machine';
import { createRebookBookingActors } from '../../../machines/myPages/rebookBooking/rebookBooking.actors';
import { rebookBookingMachine } from '../../../machines/myPages/rebookBooking/rebookBooking.machine';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../devtools/inspector/siteActors';

/**
 * Starts the booking page's chart for this booking, with the client and the
 * customer's session; its cancel, move and rate flows get their actors once,
 * from a client that already names the session.
 */
export function useBookingDetail(bookingId: string, sessionId: string) {
  const api = useApi();
  const machine = useMemo(() => {
    const client = sessionBound(api, sessionId);
    return bookingDetailMachine.provide({
      actors: {
        cancelFlow: cancelBookingMachine.provide({ actors: createCancelBookingActors(client) }),
        rebookFlow: rebookBookingMachine.provide({ actors: createRebookBookingActors(client) }),
        rateFlow: rateBookingMachine.provide({ actors: createRateBookingActors(client) }),
      },
    });
  }, [api, sessionId]);
  return useSiteActorRef(machine, { input: { api, sessionId, bookingId } });
}
