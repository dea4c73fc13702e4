import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { OutboxSettings } from '../../config';
import type { Db } from '../../db';
import { elksSmsSender, type SmsSender } from './elks';
import { emailRecipient, smsRecipient } from './recipients';
import { storeMessage } from './store';
import type { Outbox, OutgoingMessage } from './types';

export { OutboxError, type Outbox } from './types';

/** Where the outbox writes its development lines and the failures of real sends. */
type OutboxLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * The outbox of `settings`: SMS through the configured provider, or, with
 * none, into the development outbox (the `outbox_messages` table and one
 * line of the server log); e-mail always into the development outbox, as
 * there is no e-mail provider yet.
 */
export function createOutbox(settings: OutboxSettings, db: Db, clock: Clock, log: OutboxLog, sms: SmsSender | undefined = settings.sms && elksSmsSender(settings.sms)): Outbox {
  const keep = async (message: OutgoingMessage, recipient: string) => {
    await storeMessage(db, {
      channel: message.channel,
      recipient,
      subject: message.subject ?? null,
      body: message.body,
      createdAt: new Date(clock.now()),
    });
    const what = message.channel === 'sms' ? 'SMS' : 'E-mail';
    const subject = message.subject ? ` [${message.subject}]` : '';
    log.info(`Outbox: ${what} to ${recipient}${subject}: ${message.body.replace(/\s+/g, ' ')}`);
  };
  return {
    development: sms === undefined,
    async send(message) {
      if (message.channel === 'email') return keep(message, emailRecipient(message.to));
      const recipient = smsRecipient(message.to);
      if (!sms) return keep(message, recipient);
      try {
        await sms(recipient, message.body);
      } catch (error) {
        // The failure is logged here once, without the message (it may hold a code); the caller answers its own caller.
        log.error({ err: error, channel: 'sms' }, 'Outbox: SMS not sent');
        throw error;
      }
    },
  };
}
