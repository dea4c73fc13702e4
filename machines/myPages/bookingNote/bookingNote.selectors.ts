import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { RefusalKey } from '../shared/changes';
import type { BookingNoteMachine } from './bookingNote.machine';
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_KEY } from './bookingNote.rules';

export type BookingNoteSnapshot = SnapshotFrom<BookingNoteMachine>;

type NoteStep = 'edit' | 'saved' | 'refused' | 'ended';

/** What the note form renders. */
interface BookingNoteView {
  step: NoteStep;
  note: string;
  /** The field's error (`common.formErrors.maxLength` with `{ max }`). */
  fieldError: { message: typeof NOTE_TOO_LONG_KEY; values: { max: number } } | null;
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  refusalKey: RefusalKey | null;
  busy: boolean;
}

export function selectBookingNote(snapshot: BookingNoteSnapshot): BookingNoteView {
  const step: NoteStep = snapshot.matches('saved') ? 'saved' : snapshot.matches('refused') ? 'refused' : snapshot.matches('ended') ? 'ended' : 'edit';
  return {
    step,
    note: snapshot.context.note,
    fieldError: snapshot.matches({ editing: 'tooLong' }) ? { message: NOTE_TOO_LONG_KEY, values: { max: NOTE_MAX_LENGTH } } : null,
    errorKey: snapshot.matches({ editing: 'failed' }) ? DEFAULT_ERROR_KEY : null,
    refusalKey: step === 'refused' ? snapshot.context.refusalKey : null,
    busy: snapshot.hasTag('busy'),
  };
}
