import { randomUUID } from 'node:crypto';
import { namedEndpoints } from '../../../api/contract';
import { HEADERS } from '../../../api/contract/headers';
import { Browser, logIn, startEidApi, withSession, type EidTestOptions, type EidTestServer, type JsonAnswer } from '../eidHelpers';
export { OSKAR, GUSTAV } from '../people';

export const OSKAR_ADDRESS = 'addr-oskar-home';
export const GUSTAV_ADDRESS = 'addr-gustav-home';

export const WINDOW = 302016;
export const CLICK_AND_GO = 302047;
export const HANDYMAN = 340030;
export const OFFICE_CLEANING = 304001;

export const contact = { firstName: 'Test', lastName: 'Person', email: 'test.person@kund.example', phone: '070-174 06 10' };
export const windowForm = { windowsOrdinary: 10, floors: '1' };

/** Paths (below `/api`) of the calls whose contract requires an `Idempotency-Key`. */
const keyed = namedEndpoints
  .filter(({ endpoint }) => endpoint.requiresIdempotencyKey)
  .map(({ endpoint }) => new RegExp(`^${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/?]+')}(\\?|$)`));

/**
 * As the site's client does, a POST to a call that requires an
 * `Idempotency-Key` gets a fresh one unless the test sends its own.
 */
const withKey = (path: string, headers: Record<string, string> = {}) =>
  keyed.some((pattern) => pattern.test(path)) && !Object.keys(headers).some((name) => name.toLowerCase() === HEADERS.idempotencyKey.toLowerCase())
    ? { ...headers, [HEADERS.idempotencyKey]: randomUUID() }
    : headers;

export interface BookingApi {
  server: EidTestServer;
  browser: Browser;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<JsonAnswer<T>>;
  /** Posts to `/api<path>`; a call that requires an `Idempotency-Key` gets a fresh one unless `headers` has one. */
  post<T = any>(path: string, body: unknown, headers?: Record<string, string>): Promise<JsonAnswer<T>>;
  /** Logs a test person in and answers their session header. */
  session(ssn: string): Promise<Record<string, string>>;
}

export async function startBookingApi(options: EidTestOptions = {}): Promise<BookingApi> {
  const server = await startEidApi(options);
  const browser = server.browser();
  return {
    server,
    browser,
    get: (path, headers) => browser.get(`/api${path}`, headers),
    post: (path, body, headers) => browser.post(`/api${path}`, body, withKey(path, headers)),
    async session(ssn) {
      const done = await logIn(server, server.browser(), ssn);
      if (!done.sessionToken) throw new Error(`no session for ${ssn}: ${JSON.stringify(done)}`);
      return withSession(done.sessionToken as string);
    },
  };
}
