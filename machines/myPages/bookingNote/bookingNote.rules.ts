/** Most characters of a note (the contract's `freeText(1000)`). */
export const NOTE_MAX_LENGTH = 1000;

/** The message key of `common.formErrors.maxLength`, shown with `{ max }`. */
export const NOTE_TOO_LONG_KEY = 'common.formErrors.maxLength';

/** Whether the trimmed note is longer than a note may be. */
export const isNoteTooLong = (note: string): boolean => note.trim().length > NOTE_MAX_LENGTH;
