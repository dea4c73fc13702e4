import type { SmsSettings } from '../../config';
import { OutboxError } from './types';

/** Sends one SMS; resolves when the provider accepted it. */
export type SmsSender = (to: string, message: string) => Promise<void>;

/** The most of a provider's refusal kept in the error (it goes to the server log). */
const EXCERPT_LENGTH = 200;

/**
 * 46elks' SMS API: a form-encoded POST of `from`, `to` (compact
 * international form) and `message`, with HTTP basic auth. Any answer but
 * a 2xx is a failed send, and so is no answer within `timeoutMs`
 * (connecting, the headers and the body all count): the caller gets an
 * `OutboxError` instead of waiting.
 */
export function elksSmsSender(settings: Pick<SmsSettings, 'apiUrl' | 'user' | 'password' | 'from' | 'timeoutMs'>): SmsSender {
  const authorization = `Basic ${Buffer.from(`${settings.user}:${settings.password}`).toString('base64')}`;
  return async (to, message) => {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ from: settings.from, to, message }).toString(),
        signal,
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new OutboxError('timeout', `SMS provider did not answer within ${settings.timeoutMs} ms`);
      throw new OutboxError('unreachable', `SMS provider unreachable: ${(error as Error).message}`);
    }
    if (status >= 200 && status < 300) return;
    const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, EXCERPT_LENGTH);
    // 4xx: the provider refused this message (a bad number, no credit, wrong credentials); 5xx: it failed.
    const reason = status >= 500 ? 'providerFailed' : 'providerRefused';
    throw new OutboxError(reason, `SMS provider answered ${status}${excerpt ? `: ${excerpt}` : ''}`);
  };
}
