import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages of the booking steps whose ids travel as data (the wizard machine
 * carries `errorKey`, the address check answers with one) and are rendered
 * from their key. Declaring them here puts them in the catalogs.
 */
const bookingStepMessages: readonly MessageDescriptor[] = [
  msg({ id: 'booking.errors.slotTaken', message: 'Sorry, someone just booked that time. Please choose another one.' }),
  msg({ id: 'booking.errors.availability', message: 'We could not load the available times.' }),
  msg({ id: 'booking.errors.price', message: 'We could not calculate the price.' }),
  msg({ id: 'booking.errors.refused', message: 'Some of your answers were not accepted. Please check the marked fields.' }),
  msg({ id: 'booking.errors.conflict', message: 'We could not make this booking:' }),
  msg({ id: 'booking.address.otherPostalCode', message: 'The address must be at postal code {zipCode}, where your time and price are.' }),
  msg({ id: 'booking.discount.unknown', message: 'We do not recognise that code for this service.' }),
  msg({ id: 'booking.discount.expired', message: 'The code {code} has expired.' }),
  msg({ id: 'booking.discount.tooMany', message: 'Too many codes have been tried from here. Please try again in an hour.' }),
  msg({ id: 'booking.staff.signOnEnded', message: 'Your sign-on has ended. Log in again to go on booking.' }),
  msg({ id: 'common.formErrors.tooManyAddresses', message: 'You have saved as many addresses as you can. Remove one under My pages first.' }),
];

const byId = new Map(bookingStepMessages.map((descriptor) => [descriptor.id, descriptor]));

/**
 * A message key in the active language. Keys declared above go through their
 * descriptor, so a catalog that has not been extracted yet still shows the
 * English source text in development rather than the bare id.
 */
export function translateKey(i18n: I18n, key: string, values?: Record<string, unknown>): string {
  const descriptor = byId.get(key);
  // Passing the id and the source text (not a spread descriptor) keeps the catalog extractor able to read the call.
  return i18n._(key, values, descriptor?.message ? { message: String(descriptor.message) } : undefined);
}
