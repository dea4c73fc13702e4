import nodemailer from 'nodemailer';
import type { EmailSettings } from '../../config';
import { OutboxError, type OutgoingEmail } from './types';

/** Sends one e-mail; resolves when the SMTP server accepted it. */
export type EmailSender = (to: string, message: OutgoingEmail) => Promise<void>;

/**
 * E-mail through the SMTP server of `settings` (nodemailer, one pooled
 * connection reused between messages). A refusal, a failed connection or no
 * answer within `timeoutMs` is an `OutboxError`; the server's words go to
 * the log through it, never the message itself.
 */
export function smtpEmailSender(settings: EmailSettings): EmailSender {
  const transport = nodemailer.createTransport(settings.url, {
    from: settings.from,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return async (to, message) => {
    try {
      await transport.sendMail({
        // One address as an object: nodemailer reads a string as a list, and a comma the address form allows would add a recipient.
        to: { name: '', address: to },
        subject: message.subject,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
        attachments: (message.attachments ?? []).map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
      });
    } catch (error) {
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      if (responseCode && responseCode >= 500) throw new OutboxError('providerRefused', `SMTP server refused the message (${responseCode})`);
      if (responseCode) throw new OutboxError('providerFailed', `SMTP server failed (${responseCode})`);
      if (code === 'ETIMEDOUT') throw new OutboxError('timeout', `SMTP server did not answer within ${settings.timeoutMs} ms`);
      throw new OutboxError('unreachable', `SMTP server unreachable: ${code ?? (error as Error).message}`);
    }
  };
}
