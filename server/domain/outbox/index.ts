import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { OutboxSettings } from '../../config';
import type { Db } from '../../db';
import { elksSmsSender, type SmsSender } from './elks';
import { smtpEmailSender, type EmailSender } from './smtp';
import { emailRecipient, smsRecipient } from './recipients';
import { storeMessage } from './store';
import type { Outbox, OutgoingMessage } from './types';

export { OutboxError, type Outbox } from './types';

/** Where the outbox writes its development lines and the failures of real sends. */
type OutboxLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** The real senders of `settings`, each absent when its channel goes to the development outbox. */
interface Senders {
  sms?: SmsSender | undefined;
  email?: EmailSender | undefined;
}

/**
 * The outbox of `settings`: SMS through the configured provider and e-mail
 * through the configured SMTP server; a channel without one goes into the
 * development outbox (the `outbox_messages` table, plain text, and one line
 * of the server log).
 */
export function createOutbox(
  settings: OutboxSettings,
  db: Db,
  clock: Clock,
  log: OutboxLog,
  { sms = settings.sms && elksSmsSender(settings.sms), email = settings.email && smtpEmailSender(settings.email) }: Senders = {},
): Outbox {
  const keep = async (message: OutgoingMessage, recipient: string) => {
    await storeMessage(db, {
      channel: message.channel,
      recipient,
      subject: message.channel === 'email' ? message.subject : null,
      body: message.body,
      createdAt: new Date(clock.now()),
    });
    const what = message.channel === 'sms' ? 'SMS' : 'E-mail';
    const subject = message.channel === 'email' ? ` [${message.subject}]` : '';
    log.info(`Outbox: ${what} to ${recipient}${subject}: ${message.body.replace(/\s+/g, ' ')}`);
  };
  return {
    development: sms === undefined,
    async send(message) {
      const recipient = message.channel === 'email' ? emailRecipient(message.to) : smsRecipient(message.to);
      const send = message.channel === 'email' ? email && (() => email(recipient, message)) : sms && (() => sms(recipient, message.body));
      if (!send) return keep(message, recipient);
      try {
        await send();
      } catch (error) {
        // The failure is logged here once, without the message (it may hold a code); the caller answers its own caller.
        log.error({ err: error, channel: message.channel }, `Outbox: ${message.channel === 'sms' ? 'SMS' : 'e-mail'} not sent`);
        throw error;
      }
    },
  };
}
