/** A file sent with an e-mail (a calendar event). */
interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

/** An SMS to a phone number (any form `toE164` reads: `070-174 06 10`, `+46 70 174 06 10`). */
interface OutgoingSms {
  channel: 'sms';
  to: string;
  body: string;
}

/** An e-mail to an address: `body` is its plain text, `html` the same content marked up. */
export interface OutgoingEmail {
  channel: 'email';
  to: string;
  subject: string;
  body: string;
  html?: string;
  attachments?: Attachment[];
}

/** A message to one person: an SMS or an e-mail. */
export type OutgoingMessage = OutgoingSms | OutgoingEmail;

/** The one way the server sends an SMS or an e-mail. */
export interface Outbox {
  /** Sends, or stores in the development outbox; throws `OutboxError` when it could not. */
  send(message: OutgoingMessage): Promise<void>;
  /** Whether SMS land in the development outbox (no SMS provider configured): then `/outbox` serves them and the e-mails kept there. */
  readonly development: boolean;
}

/**
 * A message that was not sent: the provider refused it, failed, or did not
 * answer in time, or the recipient cannot receive it. `reason` says which
 * in words for the server log; callers tell their own caller it failed.
 */
export class OutboxError extends Error {
  constructor(
    readonly reason: 'invalidRecipient' | 'providerRefused' | 'providerFailed' | 'timeout' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'OutboxError';
  }
}
