import { logIn, withSession } from '../eidHelpers';
import type { BookingApi } from '../booking-api/support';

/** Test people of the seed (`content/shared/customers.ts`). */
export const OSKAR = '19811218-9876';
/** Karin Berg: her own account, power of attorney for Gustav and the company Bergs Bageri AB. */
export const KARIN = '19750412-9821';
export const GUSTAV = '19380207-9917';
/** Maja Holm: two addresses, the primary one in 111 20 added first. */
export const MAJA = '19860923-9846';

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
