import type { Locale } from '../../../api/contract/content.schemas';
import type { Clock } from '../../clock';
import { createHourlyWindow } from '../hourlyWindow';
import type { Outbox } from '../outbox';
import { confirmationLetter, type ConfirmationEvent } from './letters';

export type { ConfirmationEvent, LetterPartner } from './letters';

/** Sends the customer an e-mail confirming a booking, a request, a cancellation or a move. */
export interface Confirmations {
  /**
   * Sends the confirmation of `event` to `to` in `locale`; resolves to the
   * address it went to, or `undefined` when there is none or it could not be
   * sent. Never throws: what it confirms is already done, and its caller
   * must hear so; a failure is in the server log (the outbox writes it).
   */
  send(to: string | null | undefined, event: ConfirmationEvent, locale: Locale): Promise<string | undefined>;
}

/** Addresses whose sends are remembered at once; the least recently mailed are forgotten first. */
const TRACKED_ADDRESSES = 10_000;

/**
 * Confirmations through `outbox`, at most `perHour` to one address in any
 * hour: past it nothing is sent (and the answer names no address), so a
 * request for proposal repeated with a stranger's address cannot flood them.
 */
export function createConfirmations(outbox: Outbox, clock: Clock, perHour: number): Confirmations {
  // Send times per address within the last hour, for the addresses seen most lately (bounded, whatever is sent).
  const sent = createHourlyWindow(clock, TRACKED_ADDRESSES);
  const allow = (address: string): boolean => {
    if (sent.count(address) >= perHour) return false;
    sent.add(address);
    return true;
  };
  return {
    async send(to, event, locale) {
      const address = to?.trim();
      if (!address || !allow(address.toLowerCase())) return undefined;
      try {
        await outbox.send({ channel: 'email', to: address, ...confirmationLetter(event, locale, clock.now()) });
        return address.toLowerCase();
      } catch {
        return undefined;
      }
    },
  };
}
