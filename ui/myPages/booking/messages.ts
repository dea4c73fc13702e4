import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages of the booking page whose ids travel as data (the change flows
 * carry refusal keys, `myPages.refusals.*`). Declaring them here puts them
 * in the catalogs.
 */
const bookingChangeMessages: readonly MessageDescriptor[] = [
  msg({ id: 'myPages.refusals.notChangeable', message: 'This visit can no longer be changed: it has started, is done or is cancelled.' }),
  msg({
    id: 'myPages.refusals.rebookTooLate',
    message: 'It is too late to move this visit: a visit can be moved free of charge until two working days before. You can still cancel it.',
  }),
  msg({ id: 'myPages.refusals.unknownReason', message: 'Please choose one of the listed reasons.' }),
  msg({ id: 'myPages.refusals.notRateable', message: 'Only a visit that is done can be rated.' }),
  msg({ id: 'myPages.refusals.alreadyRated', message: 'You have already rated this visit. Thank you!' }),
  msg({ id: 'myPages.refusals.noteTooLate', message: 'The visit has started, so a note can no longer be left.' }),
  msg({ id: 'myPages.refusals.meetingZipCode', message: 'A home visit can only be moved to a time at its own postal code.' }),
  msg({ id: 'myPages.refusals.slotUnavailable', message: 'That time cannot be booked. Please choose another one.' }),
  msg({ id: 'myPages.refusals.slotTaken', message: 'Sorry, someone just booked that time. Please choose another one.' }),
];

const byId = new Map(bookingChangeMessages.map((descriptor) => [descriptor.id, descriptor]));

/** A message key in the active language, with the English source as the fallback before extraction. */
export function translateChangeKey(i18n: I18n, key: string, values?: Record<string, unknown>): string {
  const descriptor = byId.get(key);
  return i18n._(key, values, descriptor?.message ? { message: String(descriptor.message) } : undefined);
}
