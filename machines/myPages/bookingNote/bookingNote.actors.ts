import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { SaveNoteInput } from './bookingNote.types';

/** POST `/v2/customer/bookings/:id/note`: replaces the note for the staff (saving the same twice is harmless). */
export const saveNote = fromPromise<void, SaveNoteInput>(async ({ input }) => {
  await input.api.call(customer.setBookingNote, { sessionId: input.sessionId, params: { id: input.bookingId }, body: { note: input.note } });
});
