import type { Locale } from '../../../api/contract/content.schemas';
import type { Clock } from '../../clock';
import type { Outbox } from '../outbox';
import { confirmationLetter, type ConfirmationEvent } from './letters';

export type { ConfirmationEvent } from './letters';

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

export function createConfirmations(outbox: Outbox, clock: Clock): Confirmations {
  return {
    async send(to, event, locale) {
      const address = to?.trim();
      if (!address) return undefined;
      try {
        await outbox.send({ channel: 'email', to: address, ...confirmationLetter(event, locale, clock.now()) });
        return address.toLowerCase();
      } catch {
        return undefined;
      }
    },
  };
}
