import type { Locale } from '../../api/contract/content.schemas';
import { CONTACT_TOO_MANY_MESSAGES } from '../../api/contract/site';
import { company } from '../../content/shared/site';
import type { Clock } from '../clock';
import { createHourlyWindow, takeWithinLimits } from './hourlyWindow';
import { LANGUAGE_NAMES, mailToUs } from './mailToUs';
import { OutboxError, type Outbox } from './outbox';
import { emailRecipient } from './outbox/recipients';

/**
 * Messages to customer service from the contact dialog. Each goes to
 * customer service's mailbox with who wrote it, and a receipt goes to the
 * sender. The form is open to anyone, so it must not become a way to mail
 * strangers: the receipt is a fixed text (nothing the sender typed is in
 * it), a client address may send `CONTACT_MESSAGES_PER_HOUR` messages an
 * hour and an address receive `CONTACT_RECEIPTS_PER_HOUR` receipts; past
 * either, the message is refused (429, `CONTACT_TOO_MANY_MESSAGES`) and
 * nothing is sent.
 */
export interface ContactMessages {
  /** Sends `message` from client address `client`; throws a `Refusal` when over a limit, an `OutboxError` when customer service's copy could not be sent. */
  send(client: string, message: ContactMessage): Promise<void>;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  message: string;
  /** The page's language: the receipt's. */
  locale: Locale;
}

/** Messages a client address may send in an hour: a person writes one or two. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
/** Receipts an e-mail address may get in an hour. */
export const CONTACT_RECEIPTS_PER_HOUR = 3;
/** Clients and addresses remembered at once; the least recent are forgotten first. */
const TRACKED_KEYS = 10_000;

const RECEIPT = {
  sv: {
    subject: 'Vi har tagit emot ditt meddelande',
    body: 'Hej!\n\nTack för ditt meddelande till vår kundservice. Vi svarar inom en arbetsdag.\n\nHar du inte skrivit till oss kan du bortse från det här mejlet.',
    signature: `Vänliga hälsningar\n${company.name}\n${company.phone} · ${company.email}`,
  },
  en: {
    subject: 'We have received your message',
    body: 'Hello,\n\nThank you for your message to our customer service. We will answer within one working day.\n\nIf you did not write to us, you can ignore this e-mail.',
    signature: `Kind regards\n${company.name}\n${company.phone} · ${company.email}`,
  },
} as const;

/** Customer service's copy, in Swedish: who wrote, how to answer, and the message. */
function serviceCopy(message: ContactMessage) {
  const lines = [
    `Namn: ${message.name}`,
    `E-post: ${message.email}`,
    ...(message.phone ? [`Telefon: ${message.phone}`] : []),
    `Språk: ${LANGUAGE_NAMES[message.locale]}`,
    '',
    message.message,
  ];
  return { subject: `Meddelande från webbplatsen: ${message.name}`, body: lines.join('\n') };
}

export function createContactMessages(
  outbox: Outbox,
  clock: Clock,
  limits: { perClient: number; perRecipient: number } = { perClient: CONTACT_MESSAGES_PER_HOUR, perRecipient: CONTACT_RECEIPTS_PER_HOUR },
): ContactMessages {
  const fromClient = createHourlyWindow(clock, TRACKED_KEYS);
  const toRecipient = createHourlyWindow(clock, TRACKED_KEYS);
  return {
    async send(client, message) {
      takeWithinLimits(
        [
          { window: fromClient, key: client, perHour: limits.perClient },
          { window: toRecipient, key: emailRecipient(message.email), perHour: limits.perRecipient },
        ],
        CONTACT_TOO_MANY_MESSAGES,
      );
      await mailToUs(outbox, { to: company.email, ...serviceCopy(message) });
      const receipt = RECEIPT[message.locale];
      // The message has reached customer service: a receipt that could not be sent does not undo that.
      await outbox
        .send({ channel: 'email', to: message.email, subject: receipt.subject, body: `${receipt.body}\n\n${receipt.signature}` })
        .catch((error: unknown) => {
          if (!(error instanceof OutboxError)) throw error;
        });
    },
  };
}
