import type { CustomerBookingDetail } from '../../../api/contract/customer';
import type { ChangeFlowContext, ChangeFlowInput, RefusalKey } from '../shared/changes';

/** Input: the coming visit the note is for. */
export interface BookingNoteInput extends ChangeFlowInput {
  booking: CustomerBookingDetail;
}

/** Context of the note form. */
export interface BookingNoteContext extends ChangeFlowContext {
  bookingId: string;
  /** The note as typed; starts as the stored one. */
  note: string;
  refusalKey: RefusalKey | null;
}

/**
 * Events:
 * - `note.changed`: the text as typed (ignored while saving);
 * - `note.submitted`: save it;
 * - `note.edited`: edit again after saving.
 */
export type BookingNoteEvent = { type: 'note.changed'; value: string } | { type: 'note.submitted' } | { type: 'note.edited' };

export interface SaveNoteInput {
  bookingId: string;
  note: string;
}
