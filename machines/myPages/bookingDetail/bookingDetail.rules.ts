import type { CustomerBookingDetail } from '../../../api/contract/customer';

/** The changes a booking allows, as the server said (its `can*` flags), by kind of booking. */
export interface AllowedChanges {
  cancel: boolean;
  rebook: boolean;
  rate: boolean;
  note: boolean;
  /** A booked home visit: moved or cancelled through the meeting calls instead. */
  meeting: boolean;
}

export function allowedChanges(booking: CustomerBookingDetail | null): AllowedChanges {
  if (booking === null) return { cancel: false, rebook: false, rate: false, note: false, meeting: false };
  const visit = booking.type === 'visit';
  return {
    cancel: visit && booking.canCancel,
    rebook: visit && booking.canRebook,
    rate: visit && booking.canRate,
    note: visit && booking.canNote,
    meeting: !visit && booking.status === 'booked',
  };
}
