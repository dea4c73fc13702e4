import { toE164, validatePhone } from '../../../api/validators/phone';
import { OutboxError } from './types';

/**
 * One spelling per recipient, so a tester's `?to=070-174 06 10` finds the
 * SMS sent to `+46 70 174 06 10`: phone numbers in the compact
 * international form (`+46701740610`), e-mail addresses trimmed and in
 * lower case.
 */
export function recipientKey(to: string): string {
  const trimmed = to.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const number = toE164(trimmed);
  // An unencoded `+` in a query string arrives as a space, trimmed away above: digits with a country code are meant.
  return /^[1-9]\d+$/.test(number) ? `+${number}` : number;
}

/** The compact international number an SMS goes to; a value that is no phone number cannot get one. */
export function smsRecipient(to: string): string {
  if (validatePhone(to) !== null) throw new OutboxError('invalidRecipient', 'Not a phone number an SMS can be sent to');
  return toE164(to);
}

/** A trimmed e-mail address, lower case. */
export function emailRecipient(to: string): string {
  const trimmed = to.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) throw new OutboxError('invalidRecipient', 'Not an e-mail address');
  return trimmed.toLowerCase();
}
