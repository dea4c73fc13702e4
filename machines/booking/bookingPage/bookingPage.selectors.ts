import type { SnapshotFrom } from 'xstate';
import type { BookingPageMachine } from './bookingPage.machine';

type BookingPageSnapshot = SnapshotFrom<BookingPageMachine>;

/** What the booking page shows: the postal-code form, the wizard's waiting room, or the wizard (for a logged-in customer or a visitor). */
export type BookingPageView = { show: 'postalCode' } | { show: 'waiting' } | { show: 'wizard'; identified: boolean };

export function selectBookingPageView(snapshot: BookingPageSnapshot): BookingPageView {
  if (snapshot.matches('booking')) return { show: 'wizard', identified: snapshot.context.identified };
  return snapshot.matches({ starting: 'askingPostalCode' }) ? { show: 'postalCode' } : { show: 'waiting' };
}
