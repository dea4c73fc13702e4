/** A message to one person: an SMS to a phone number or an e-mail to an address. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A phone number (any form `toE164` reads: `070-174 06 10`, `+46 70 174 06 10`) or an e-mail address. */
  to: string;
  /** E-mail only. */
  subject?: string;
  body: string;
}

/** The one way the server sends an SMS or an e-mail. */
export interface Outbox {
  /** Sends, or stores in the development outbox; throws `OutboxError` when it could not. */
  send(message: OutgoingMessage): Promise<void>;
  /** Whether SMS land in the development outbox (no SMS provider configured): then `/outbox` serves them. */
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
