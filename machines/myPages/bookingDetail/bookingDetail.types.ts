import type { CustomerBookingDetail } from '../../../api/contract/customer';

/** Input: the booking's id from the URL. */
export interface BookingDetailInput {
  bookingId: string;
}

/** Context of the booking page. */
export interface BookingDetailContext {
  bookingId: string;
  /** The booking as last read; null until the first read. */
  booking: CustomerBookingDetail | null;
}

/**
 * Events:
 * - `retry.requested`: read the booking again after a failed first read;
 * - `cancel.opened`, `rebook.opened`, `rate.opened`, `note.opened`, `meeting.opened`: start a change (when the booking allows it);
 * - `flow.closed`: close the change shown;
 * - `booking.changed`: a change flow changed the booking (read it again);
 * - `refresh.retried`: read again after a failed re-read;
 * - `language.changed`: the page's language changed (the server words the visit's name and lines): read it again.
 */
export type BookingDetailEvent =
  | { type: 'retry.requested' }
  | { type: 'cancel.opened' }
  | { type: 'rebook.opened' }
  | { type: 'rate.opened' }
  | { type: 'note.opened' }
  | { type: 'meeting.opened' }
  | { type: 'flow.closed' }
  | { type: 'booking.changed' }
  | { type: 'refresh.retried' }
  | { type: 'language.changed' };

export interface LoadBookingInput {
  bookingId: string;
}
