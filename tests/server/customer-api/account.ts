import type { BookingApi } from '../booking-api/support';
import type { JsonAnswer } from '../eidHelpers';

/** Helpers of the personal-information and address tests. */

export const BAGERI_ACCOUNT = 'cust-bergs-bageri';

/** Any call to `/api<path>` with a JSON body (PATCH, PUT, DELETE, POST). */
export const send = <T = any>(api: BookingApi, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer<T>> =>
  api.browser.send<T>(method, `/api${path}`, body, headers);

interface OutboxItem {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The development outbox's messages to a recipient, newest first, as a tester's script reads them. */
export async function outboxTo(api: BookingApi, to: string): Promise<OutboxItem[]> {
  const answer = await api.browser.get(`/outbox/api/messages?to=${encodeURIComponent(to)}`);
  if (answer.status !== 200) throw new Error(`outbox answered ${answer.status}`);
  return answer.body.items as OutboxItem[];
}

/** The code of the newest SMS to a number. */
export async function latestCode(api: BookingApi, phone: string): Promise<string> {
  const [newest] = await outboxTo(api, phone);
  const code = newest && /\b(\d{6})\b/.exec(newest.body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}: ${JSON.stringify(newest)}`);
  return code;
}

/** Another code of six digits than `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
