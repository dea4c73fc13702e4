import type { SnapshotFrom } from 'xstate';
import type { CustomerBookingDetail } from '../../../api/contract/customer';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { BookingDetailMachine } from './bookingDetail.machine';
import { allowedChanges, type AllowedChanges } from './bookingDetail.rules';

export type BookingDetailSnapshot = SnapshotFrom<BookingDetailMachine>;

type BookingDetailStatus = 'loading' | 'ready' | 'notFound' | 'failed' | 'ended';
export type OpenFlow = 'cancel' | 'rebook' | 'rate' | 'note' | 'meeting' | null;

/** What the booking page renders. */
interface BookingDetailView {
  status: BookingDetailStatus;
  booking: CustomerBookingDetail | null;
  /** The change shown, if any (its actor is the snapshot's child of the same name). */
  flow: OpenFlow;
  allowed: AllowedChanges;
  /** The booking is being read again after a change. */
  refreshing: boolean;
  /** Reading it again failed (`common.errors.default`): what shows may be old. */
  staleKey: typeof DEFAULT_ERROR_KEY | null;
}

const FLOW_STATES = { cancelling: 'cancel', rebooking: 'rebook', rating: 'rate', noting: 'note', changingMeeting: 'meeting' } as const;

export function selectBookingDetail(snapshot: BookingDetailSnapshot): BookingDetailView {
  const status: BookingDetailStatus = snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('notFound')
      ? 'notFound'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('ended')
          ? 'ended'
          : 'loading';
  let flow: OpenFlow = null;
  for (const [state, name] of Object.entries(FLOW_STATES)) {
    if (snapshot.matches({ ready: { flow: state as keyof typeof FLOW_STATES } })) flow = name;
  }
  return {
    status,
    booking: snapshot.context.booking,
    flow,
    allowed: allowedChanges(status === 'ready' ? snapshot.context.booking : null),
    refreshing: snapshot.matches({ ready: { data: 'refreshing' } }),
    staleKey: snapshot.matches({ ready: { data: 'stale' } }) ? DEFAULT_ERROR_KEY : null,
  };
}
