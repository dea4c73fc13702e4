import { logIn, withSession } from '../eidHelpers';
import type { BookingApi } from '../booking-api/support';
export { OSKAR, KARIN, GUSTAV, MAJA } from '../people';

export const KARIN_ACCOUNT = 'cust-karin-berg';
export const GUSTAV_ACCOUNT = 'cust-gustav-berg';
export const KARIN_ADDRESS = 'addr-karin-home';
/** The subscription the seed gives Karin: weekly home cleaning at Tegnérgatan 8, 111 52. */
export const KARIN_SUBSCRIPTION = 'sub-karin-weekly-cleaning';
export const WEEKLY_CLEANING = 303001;

/**
 * Logs a person with several accounts in and picks `account` from the
 * `choice` answer; answers that session's header.
 */
export async function sessionAs(api: BookingApi, ssn: string, account: string): Promise<Record<string, string>> {
  const browser = api.server.browser();
  const choice = await logIn(api.server, browser, ssn);
  if (choice.status !== 'choice') throw new Error(`expected a choice for ${ssn}: ${JSON.stringify(choice)}`);
  const chosen = await browser.post('/api/v2/auth/choose-account', { account, sessionKey: choice.sessionKey });
  if (chosen.status !== 200) throw new Error(`choose-account refused: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  return withSession(chosen.body.sessionToken as string);
}
