import type { Locale } from '../../api/contract/content.schemas';
import { OutboxError, type Outbox } from './outbox';
import { Refusal } from './refusal';

/** The sender's language as our copies (in Swedish) name it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { sv: 'svenska', en: 'engelska' };

/** The refusal's message when our own copy could not be sent. */
const DEFAULT_ERROR = 'common.errors.default';

/**
 * Sends a form's copy to one of our own mailboxes (customer service, sales).
 * When it could not be sent no one here will read it, so the sender is told
 * to try again (503) rather than thanked.
 */
export async function mailToUs(outbox: Outbox, mail: { to: string; subject: string; body: string }): Promise<void> {
  try {
    await outbox.send({ channel: 'email', ...mail });
  } catch (error) {
    if (error instanceof OutboxError) throw new Refusal('unavailable', DEFAULT_ERROR);
    throw error;
  }
}
