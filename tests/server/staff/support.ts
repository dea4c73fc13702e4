import { randomUUID } from 'node:crypto';
import { HEADERS } from '../../../api/contract/headers';
import { Browser, FakeClock, logIn, phoneAt, withSession } from '../eidHelpers';
import { startApi, type TestApi } from '../helpers';
export { LEO, OSKAR } from '../people';

export const OSKAR_ACCOUNT = 'cust-oskar-lindqvist';
export const OSKAR_ADDRESS = 'addr-oskar-home';
export const WINDOW = 302016;
export const windowForm = { windowsOrdinary: 10, floors: '1' };

export const CUSTOMER_PATH = '/v1/customer-service/customer';
export const ADDRESS_PATH = '/v1/customer-service/delivery-address';
export const BOOK_PATH = '/v2/customer-service/booking/direct';

/** A server on a hand-moved clock (token lifetimes), with a test customer's login at hand. */
export interface StaffTestApi extends TestApi {
  clock: FakeClock;
  /** Logs a test person in through the e-ID simulator and answers their session token. */
  customerSession(ssn: string): Promise<string>;
}

export async function startStaffApi(): Promise<StaffTestApi> {
  const clock = new FakeClock();
  // Refused calls log a warning each; an error (a 500) still shows.
  const api = await startApi('memory://', { clock, env: { LOG_LEVEL: 'error' } });
  return {
    ...api,
    clock,
    async customerSession(ssn) {
      const done = await logIn({ phone: phoneAt(api.url) }, new Browser(api.url), ssn);
      if (!done.sessionToken) throw new Error(`no session for ${ssn}: ${JSON.stringify(done)}`);
      return done.sessionToken as string;
    },
  };
}

/** The headers of a staff call: the bearer token, and the customer's personal number when given. */
export const asStaff = (token: string, ssn?: string): Record<string, string> => ({
  [HEADERS.authorization]: `Bearer ${token}`,
  ...(ssn === undefined ? {} : { [HEADERS.ssn]: ssn }),
});

export const customerHeaders = withSession;

/** A request with these headers, and a JSON body when one is given. */
export function send(method: 'GET' | 'POST', headers: Record<string, string>, body?: unknown): RequestInit {
  return body === undefined
    ? { method, headers }
    : { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export const newKey = () => ({ [HEADERS.idempotencyKey]: randomUUID() });
