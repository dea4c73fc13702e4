import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MINUTES } from '../../../api/contract/auth';
import { realtimeRefusalSchema } from '../../../api/contract/realtime';
import { sessions } from '../../../server/db/schema';
import { createNotification } from '../../../server/domain/notifications/create';
import { hashToken } from '../../../server/http/session';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, sessionAs } from '../customer-api/support';
import { approveOnPhone, startLogin, type Browser } from '../eidHelpers';
import { ALVA, MAJA, OSKAR } from '../people';
import { connectSocket, isStatus, refusalOf, type TestSocket } from './socketClient';

/**
 * The notification socket on one server (spec site.md section 4): real
 * HTTP and socket.io-client against the real server. The fake clock stands
 * at Saturday 2026-03-14 10:00 Stockholm.
 */

const BAGERI_ACCOUNT = 'cust-bergs-bageri';
/** Open sockets' sessions are checked this often here (30 s in production). */
const CHECK_MS = 150;

let api: BookingApi;
let url: string;
let oskar: string;
let maja: string;
const open: TestSocket[] = [];

const tokenOf = (headers: Record<string, string>) => headers['X-SessionId']!;
async function connect(options: Parameters<typeof connectSocket>[1]) {
  const socket = await connectSocket(url, options);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  api = await startBookingApi({ sessionCheckIntervalMs: CHECK_MS });
  url = api.server.url;
  [oskar, maja] = (await Promise.all([api.session(OSKAR), api.session(MAJA)])).map(tokenOf);
}, 60_000);
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => api.server.close());

/** Logs in as a browser page does: the answer is the session's reference, the HttpOnly cookie its token. */
async function pageLogIn(browser: Browser, personalNumber: string): Promise<string> {
  const login = await startLogin(browser);
  await approveOnPhone(api.server, browser, login.body.qrToken, personalNumber);
  const status = await browser.post('/api/v2/auth/status', { orderRef: login.body.orderRef }, { 'X-Session-Transport': 'cookie' });
  return status.body.sessionToken as string;
}
const cookieOf = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('connecting', () => {
  it('sends the counts of the account at once', async () => {
    const socket = await connect({ session: oskar });
    await socket.waitFor(isStatus(3, 1));
    expect(socket.heard[0]).toEqual({ event: 'status', data: { totalNotifications: 3, unreadNotifications: 1 } });
  });

  it('takes a page’s session reference only with the HttpOnly cookie of that session, as an API call does', async () => {
    const browser = api.server.browser();
    const ref = await pageLogIn(browser, OSKAR);
    const socket = await connect({ session: ref, cookie: cookieOf(browser) });
    await socket.waitFor(isStatus(3, 1));
    // The reference alone, or with another session's cookie, is no session.
    expect((await refusalOf(url, { session: ref })).data).toEqual({ reason: 'unauthorized' });
    const other = api.server.browser();
    await pageLogIn(other, MAJA);
    expect((await refusalOf(url, { session: ref, cookie: cookieOf(other) })).data).toEqual({ reason: 'unauthorized' });
  });

  it('refuses a missing, malformed, unknown or temporary session as unauthorized', async () => {
    const alva = await api.session(ALVA);
    for (const options of [
      { auth: {} },
      { auth: { 'x-lang': 'sv' } },
      { auth: { 'x-lang': 'de', 'x-session': oskar } },
      { session: 'not-a-session' },
      { session: 's.AAAAAAAAAAAAAAAAAAAAAA' },
      { session: 'A'.repeat(43) },
      // A person who identified but is no customer yet.
      { session: tokenOf(alva) },
    ]) {
      const refused = await refusalOf(url, options);
      expect(refused.message).toBe('unauthorized');
      expect(realtimeRefusalSchema.parse(refused.data)).toEqual({ reason: 'unauthorized' });
    }
  });

  it('serves only main accounts: Karin acting for Gustav or for her company is refused as a sub-account', async () => {
    const [forGustav, forBageri, herself] = await Promise.all([
      sessionAs(api, KARIN, GUSTAV_ACCOUNT),
      sessionAs(api, KARIN, BAGERI_ACCOUNT),
      sessionAs(api, KARIN, KARIN_ACCOUNT),
    ]);
    for (const headers of [forGustav, forBageri]) {
      const refused = await refusalOf(url, { session: tokenOf(headers) });
      expect(refused.message).toBe('subAccount');
      expect(refused.data).toEqual({ reason: 'subAccount' });
    }
    const socket = await connect({ session: tokenOf(herself) });
    await socket.waitFor(isStatus(1, 1));
  });

  it('refuses the polling transport and a page of another site', async () => {
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
    await expect(connectSocket(url, { session: oskar, transports: ['polling'] })).rejects.toThrow();
    await expect(connectSocket(url, { session: oskar, origin: 'https://elsewhere.example' })).rejects.toThrow();
    const own = await connect({ session: oskar, origin: url });
    await own.waitFor(isStatus(3, 1));
  });
});

describe('changes', () => {
  it('sends a new notification in each socket’s language, then the fresh counts, to the account’s sockets only', async () => {
    const [sv, en, other] = await Promise.all([connect({ session: maja, lang: 'sv' }), connect({ session: maja, lang: 'en' }), connect({ session: oskar })]);
    await Promise.all([sv.waitFor(isStatus(0, 0)), en.waitFor(isStatus(0, 0)), other.waitFor(isStatus(3, 1))]);
    const id = await createNotification(api.server.database.db, api.server.site.notifications, {
      customerId: 'cust-maja-holm',
      type: 'invoiceCreated',
      data: { invoiceId: 'inv-1', number: 'F-100042', amount: 123_450, dueDate: '2026-04-14' },
    });
    await Promise.all([sv.waitFor(isStatus(1, 1)), en.waitFor(isStatus(1, 1))]);
    const upsert = (socket: TestSocket) => socket.heard.filter((heard) => heard.event === 'upsert');
    expect(upsert(sv)).toEqual([
      {
        event: 'upsert',
        data: {
          type: 'upsert',
          data: {
            id,
            type: 'invoiceCreated',
            title: 'Ny faktura',
            body: 'Faktura F-100042 på 1\u00a0234,50\u00a0kr finns på Mina sidor. Sista betalningsdag är 14 april 2026.',
            createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/),
            read: false,
            link: '/mina-sidor/fakturor/inv-1',
          },
        },
      },
    ]);
    expect(upsert(en)).toMatchObject([{ data: { data: { id, title: 'New invoice', link: '/en/my-pages/invoices/inv-1' } } }]);
    // The upsert comes before the counts it changes.
    expect(sv.heard.map((heard) => heard.event)).toEqual(['status', 'upsert', 'status']);
    expect(other.heard).toEqual([{ event: 'status', data: { totalNotifications: 3, unreadNotifications: 1 } }]);
  });

  it('sends what an API call changes: read-all upserts each notification it read, delete-all only the counts', async () => {
    const socket = await connect({ session: maja });
    await socket.waitFor(isStatus(1, 1));
    const patch = await api.browser.fetch('/api/v2/customer/notifications/read-all', { method: 'PATCH', headers: { 'X-SessionId': maja } });
    expect(patch.status).toBe(200);
    await socket.waitFor(isStatus(1, 0));
    expect(socket.heard.filter((heard) => heard.event === 'upsert')).toMatchObject([{ data: { type: 'upsert', data: { type: 'invoiceCreated', read: true } } }]);
    const remove = await api.browser.fetch('/api/v2/customer/notifications/delete-all', { method: 'DELETE', headers: { 'X-SessionId': maja } });
    expect(remove.status).toBe(200);
    await socket.waitFor(isStatus(0, 0));
    expect(socket.heard.filter((heard) => heard.event === 'upsert')).toHaveLength(1);
  });
});

describe('a socket ends with its session', () => {
  it('is disconnected at once when its session logs out', async () => {
    const session = tokenOf(await api.session(MAJA));
    const socket = await connect({ session });
    await socket.waitFor(isStatus(0, 0));
    const logout = await api.post('/v1/auth/logout', undefined, { 'X-SessionId': session });
    expect(logout.status).toBe(200);
    await socket.waitFor((heard) => heard.event === 'disconnect', 1_000);
    expect(socket.heard.at(-1)).toEqual({ event: 'disconnect', reason: 'io server disconnect' });
    expect((await refusalOf(url, { session })).data).toEqual({ reason: 'unauthorized' });
  });

  it('is disconnected at the next check when its session ends elsewhere (another server process)', async () => {
    const session = tokenOf(await api.session(MAJA));
    const [ended, kept] = await Promise.all([connect({ session }), connect({ session: maja })]);
    await ended.waitFor(isStatus(0, 0));
    await api.server.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(session)));
    await ended.waitFor((heard) => heard.event === 'disconnect', CHECK_MS * 10);
    expect(kept.socket.connected).toBe(true);
  });

  it('is disconnected when its session goes idle, which an open socket does not prevent', async () => {
    const socket = await connect({ session: oskar });
    await socket.waitFor(isStatus(3, 1));
    // Two thirds of the idle time pass with the socket open and checked: it stays, and the checks are no use of the session.
    api.server.clock.advance((SESSION_IDLE_MINUTES * 60_000 * 2) / 3);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 4));
    expect(socket.socket.connected).toBe(true);
    api.server.clock.advance(SESSION_IDLE_MINUTES * 60_000 / 3 + 1_000);
    await socket.waitFor((heard) => heard.event === 'disconnect', CHECK_MS * 10);
    expect((await refusalOf(url, { session: oskar })).data).toEqual({ reason: 'unauthorized' });
  });
});

describe('closing the server', () => {
  it('leaves no socket behind', async () => {
    const server = await startBookingApi();
    const session = tokenOf(await server.session(OSKAR));
    const socket = await connectSocket(server.server.url, { session });
    await socket.waitFor(isStatus(3, 1));
    await server.server.close();
    await socket.waitFor((heard) => heard.event === 'disconnect');
    expect(socket.socket.connected).toBe(false);
  }, 30_000);
});
