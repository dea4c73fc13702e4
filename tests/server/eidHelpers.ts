import { createSiteServer, type SiteServer } from '../../server/app';
import type { Clock } from '../../server/clock';
import { readConfig, type AuthRateLimits, type SimulatorSettings } from '../../server/config';
import type { Database } from '../../server/db';
import { openSeededDatabase } from './seededDatabase';
import type { EidProvider } from '../../server/eid/types';
import type { AuditLog } from '../../server/http/audit';

/** A clock a test moves by hand. */
export class FakeClock implements Clock {
  constructor(public time = Date.UTC(2026, 2, 14, 9, 0, 0)) {}
  now() {
    return this.time;
  }
  advance(ms: number) {
    this.time += ms;
  }
}

export interface JsonAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

async function readJson(response: Response): Promise<JsonAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a page): keep the text.
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * A browser as far as the login cares: it keeps the cookies the server sets
 * (name → value; attributes are recorded for assertions) and sends them back.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly setCookieHeaders: string[] = [];

  constructor(private readonly base: string) {}

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(header);
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0\b/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { ...this.cookieHeader(), ...(init.headers as Record<string, string> | undefined) },
    });
    this.remember(response);
    return response;
  }

  /** Any call with a JSON body (a string is sent as it is): PATCH, PUT, DELETE as well as POST. */
  async send<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer<T>> {
    const init: RequestInit =
      body === undefined
        ? { method, headers }
        : { method, headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) };
    return readJson(await this.fetch(path, init));
  }

  post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer<T>> {
    return this.send<T>('POST', path, body, headers);
  }

  async get<T = any>(path: string, headers: Record<string, string> = {}): Promise<JsonAnswer<T>> {
    return readJson(await this.fetch(path, { headers }));
  }
}

export interface EidTestServer {
  url: string;
  site: SiteServer;
  database: Database;
  clock: FakeClock;
  /** A new browser with its own cookies. */
  browser(): Browser;
  /** The test app's JSON endpoints, as a phone (no cookies). */
  phone: {
    scan(body: { qr?: string; autoStartToken?: string } | unknown): Promise<JsonAnswer>;
    identify(handle: string, personalNumber: string, extra?: { givenName?: string; surname?: string }): Promise<JsonAnswer>;
    sign(handle: string, personalNumber?: string): Promise<JsonAnswer>;
    cancel(handle: string): Promise<JsonAnswer>;
    order(handle: string): Promise<JsonAnswer>;
  };
  close(): Promise<void>;
}

export interface EidTestOptions {
  simulator?: Partial<SimulatorSettings>;
  rateLimits?: Partial<AuthRateLimits>;
  /** Replaces the provider built from the settings (with `provider`: the name the config says). */
  eid?: EidProvider;
  provider?: 'simulator' | 'bankid';
  /** `TRUST_PROXY` as a deployment sets it (`'1'`, `'127.0.0.1'`); `true` is one proxy hop. */
  trustProxy?: string | true;
  clock?: FakeClock;
  /** Collects the audit trail instead of writing it to the server log. */
  audit?: AuditLog;
  /** `DATA_DIR`, `memory://` unless given. */
  dataDir?: string;
  /** More settings from the environment (`DB_DURABILITY`, ...). */
  env?: Record<string, string>;
  /** How often open sockets' sessions are checked. */
  sessionCheckIntervalMs?: number;
}

/** Starts the API alone on an in-memory database (or `dataDir`), migrated and seeded, with a hand-moved clock and generous rate limits. */
export async function startEidApi(options: EidTestOptions = {}): Promise<EidTestServer> {
  const trustProxy = options.trustProxy === true ? '1' : options.trustProxy;
  const env = {
    ...options.env,
    DATA_DIR: options.dataDir ?? 'memory://',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
  } as unknown as NodeJS.ProcessEnv;
  const base = readConfig(env);
  const config = readConfig(env, {
    apiOnly: true,
    eid: {
      ...base.eid,
      provider: options.provider ?? 'simulator',
      simulator: { ...base.eid.simulator, ...options.simulator },
      rateLimits: { loginPerMinute: 10_000, pollPerMinute: 10_000, ...options.rateLimits },
    },
  });
  const clock = options.clock ?? new FakeClock();
  // The test customers' history is seeded relative to the test's clock.
  const { database } = await openSeededDatabase(config, { now: clock.now() });
  const site = await createSiteServer(config, database, 'test01', { clock, eid: options.eid, audit: options.audit, sessionCheckIntervalMs: options.sessionCheckIntervalMs });
  const url = await site.listen();
  return {
    url,
    site,
    database,
    clock,
    browser: () => new Browser(url),
    phone: phoneAt(url),
    async close() {
      await site.close();
      await database.close();
    },
  };
}

/** The simulator's test app at `baseUrl`, as a phone (no cookies). */
export function phoneAt(baseUrl: string): EidTestServer['phone'] {
  const phoneBrowser = new Browser(baseUrl);
  const phoneCall = (path: string, body: unknown) => phoneBrowser.post(`/eid-simulator/api/${path}`, body);
  return {
    scan: (body) => phoneCall('scan', body),
    identify: (handle, personalNumber, extra = {}) => phoneCall('identify', { handle, personalNumber, ...extra }),
    sign: (handle, personalNumber) => phoneCall('sign', personalNumber ? { handle, personalNumber } : { handle }),
    cancel: (handle) => phoneCall('cancel', { handle }),
    order: (handle) => phoneCall('order', { handle }),
  };
}

/** Starts a login in `browser` and answers the order (status 200 asserted by the caller). */
export const startLogin = (browser: Browser, body: Record<string, unknown> = {}) => browser.post('/api/v1/auth/login', body);
export const pollStatus = (browser: Browser, orderRef: string) => browser.post('/api/v2/auth/status', { orderRef });
export const currentQr = (browser: Browser, token: string) => browser.post('/api/v1/auth/qr', { token });

/**
 * The whole phone side of a login: the browser fetches the current QR
 * code, the phone scans it and signs as `personalNumber`.
 */
export async function approveOnPhone(server: Pick<EidTestServer, 'phone'>, browser: Browser, qrToken: string, personalNumber: string) {
  const qr = await currentQr(browser, qrToken);
  const scanned = await server.phone.scan({ qr: qr.body.qrCode });
  if (scanned.status !== 200) throw new Error(`scan refused: ${JSON.stringify(scanned.body)}`);
  const signed = await server.phone.sign(scanned.body.handle, personalNumber);
  if (signed.status !== 200) throw new Error(`sign refused: ${JSON.stringify(signed.body)}`);
  return signed.body;
}

/** Logs `personalNumber` in through the whole flow and answers the final status body. */
export async function logIn(server: Pick<EidTestServer, 'phone'>, browser: Browser, personalNumber: string) {
  const login = await startLogin(browser);
  if (login.status !== 200) throw new Error(`login refused: ${login.status} ${JSON.stringify(login.body)}`);
  await approveOnPhone(server, browser, login.body.qrToken, personalNumber);
  const status = await pollStatus(browser, login.body.orderRef);
  return status.body;
}

export const withSession = (token: string) => ({ 'X-SessionId': token });
