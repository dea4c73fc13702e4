import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { SaveNoteInput } from './bookingNote.types';

/**
 * The note's actors, calling with `api` (the page's client, which sends the
 * customer's session):
 * - POST `/v2/customer/bookings/:id/note`: replaces the note for the staff (saving the same twice is harmless).
 */
export function createBookingNoteActors(api: ApiClient) {
  return {
    saveNote: fromPromise<void, SaveNoteInput>(async ({ input }) => {
      await api.call(customer.setBookingNote, { params: { id: input.bookingId }, body: { note: input.note } });
    }),
  };
}
