import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../api/contract/headers';
import { customerNotifications } from '../../../server/db/schema';
import { createNotification } from '../../../server/domain/notifications/create';
import { contact, OSKAR_ADDRESS, startBookingApi, WINDOW, windowForm, type BookingApi } from '../booking-api/support';
import { OSKAR_ACCOUNT, priceOf, storeVisit } from '../booking-api/visits';
import { fieldsOf } from '../helpers';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, MAJA, OSKAR, sessionAs } from './support';

/**
 * The active account's notifications over HTTP (calls.md section 7,
 * Customer → Notifications), and the notifications real events create.
 * The fake clock stands at Saturday 2026-03-14 10:00 Stockholm.
 */

const MAJA_ACCOUNT = 'cust-maja-holm';
const LIST = '/v2/customer/notifications';

let api: BookingApi;
let oskar: Record<string, string>;
let karin: Record<string, string>;
let karinForGustav: Record<string, string>;
let maja: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  [oskar, karin, karinForGustav, maja] = await Promise.all([
    api.session(OSKAR),
    sessionAs(api, KARIN, KARIN_ACCOUNT),
    sessionAs(api, KARIN, GUSTAV_ACCOUNT),
    api.session(MAJA),
  ]);
}, 60_000);
afterAll(() => api.server.close());

const db = () => api.server.database.db;

/** A change, answering only its status and body (what the assertions compare). */
async function send(method: 'PATCH' | 'DELETE', path: string, headers: Record<string, string>, body?: unknown) {
  const { status, body: answer } = await api.browser.send(method, `/api${path}`, body, headers);
  return { status, body: answer };
}
const list = (headers: Record<string, string>, query = '') => api.get(`${LIST}${query}`, headers);
const counts = async (headers: Record<string, string>) => {
  const { total, unread } = (await list(headers)).body;
  return { total, unread };
};
const NOT_FOUND = (field: string) => [{ field, message: 'common.errors.notFound' }];

describe('the seeded notifications', () => {
  it("lists the active account's notifications newest first, with the counts and texts in the language asked", async () => {
    const sv = await list(oskar);
    expect(sv.status).toBe(200);
    expect(sv.headers.get('cache-control')).toBe('no-store');
    expect(sv.body).toMatchObject({ total: 3, unread: 1, nextCursor: null });
    expect(sv.body.items.map((item: { id: string }) => item.id)).toEqual(['note-oskar-1', 'note-oskar-2', 'note-oskar-3']);
    // Seeded rows carry no data: each type's general text, and a link to where it belongs.
    expect(sv.body.items[0]).toEqual({
      id: 'note-oskar-1',
      type: 'bookingConfirmed',
      title: 'Bokningen är bekräftad',
      body: 'Din bokning är bekräftad. Du hittar den under Mina bokningar.',
      createdAt: '2026-01-10T10:00:00+01:00',
      read: true,
      link: '/mina-sidor/bokningar',
    });
    expect(sv.body.items[1]).toMatchObject({ type: 'invoiceCreated', title: 'Ny faktura', link: '/mina-sidor/fakturor', read: true });
    expect(sv.body.items[2]).toMatchObject({ type: 'offerReceived', read: false, link: '/mina-sidor' });
    const en = await list(oskar, '?lang=en');
    expect(en.body.items[0]).toMatchObject({ title: 'Booking confirmed', link: '/en/my-pages/bookings' });
    expect(en.body.items[2]).toMatchObject({ title: 'You have an offer', link: '/en/my-pages' });
  });

  it('answers only the account the session acts as: Karin acting for Gustav sees none of her own', async () => {
    expect((await list(karin)).body).toMatchObject({ total: 1, unread: 1, items: [{ id: 'note-karin-1' }] });
    expect((await list(karinForGustav)).body).toEqual({ total: 0, unread: 0, items: [], nextCursor: null });
  });

  it('answers one notification; an unknown id and another account’s are both 404 with no data', async () => {
    const one = await api.get(`${LIST}/note-oskar-3?lang=en`, oskar);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 'note-oskar-3', type: 'offerReceived', read: false });
    for (const [headers, id] of [
      [oskar, 'note-karin-1'],
      [karinForGustav, 'note-karin-1'],
      [oskar, 'note-unknown'],
    ] as const) {
      const answer = await api.get(`${LIST}/${id}`, headers);
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual(NOT_FOUND('params.id'));
    }
    expect(fieldsOf((await api.get(`${LIST}/${'x'.repeat(65)}`, oskar)).body)).toEqual(['params.id']);
  });

  it('answers 401 to every call without a live session', async () => {
    for (const headers of [{}, { 'X-SessionId': 'not-a-session' }, { 'X-SessionId': 's.AAAAAAAAAAAAAAAAAAAAAA' }] as Record<string, string>[]) {
      expect((await list(headers)).status).toBe(401);
      expect((await api.get(`${LIST}/note-oskar-1`, headers)).status).toBe(401);
      expect((await send('PATCH', `${LIST}/read`, headers, { ids: ['note-oskar-3'] })).status).toBe(401);
      expect((await send('PATCH', `${LIST}/read-all`, headers)).status).toBe(401);
      expect((await send('DELETE', `${LIST}/delete`, headers, { ids: ['note-oskar-3'] })).status).toBe(401);
      expect((await send('DELETE', `${LIST}/delete-all`, headers)).status).toBe(401);
    }
    expect(await counts(oskar)).toEqual({ total: 3, unread: 1 });
  });
});

describe('pages by cursor', () => {
  /** Notifications made for Maja, the last three at one and the same instant (the id decides among them). */
  let made: string[];

  beforeAll(async () => {
    made = [];
    for (let index = 0; index < 22; index += 1) {
      made.push(await createNotification(db(), api.server.site.notifications, { customerId: MAJA_ACCOUNT, type: 'offerReceived', data: { productId: WINDOW } }));
    }
    const sameInstant = new Date(Date.now() + 60_000);
    for (const id of ['note-maja-tie-a', 'note-maja-tie-c', 'note-maja-tie-b']) {
      await db().insert(customerNotifications).values({ id, customerId: MAJA_ACCOUNT, type: 'offerReceived', data: {}, createdAt: sameInstant });
      made.push(id);
    }
  });

  async function walk(headers: Record<string, string>, itemsPerPage: number, between?: () => Promise<void>) {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?itemsPerPage=${itemsPerPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await list(headers, query);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.items.map((item: { id: string }) => item.id));
      sizes.push(page.body.items.length);
      cursor = page.body.nextCursor;
      if (between && sizes.length === 1) await between();
    } while (cursor);
    return { seen, sizes };
  }

  it('answers 20 a page by default, then the rest, newest first with ties in a fixed order', async () => {
    const first = await list(maja);
    expect(first.body.items).toHaveLength(20);
    expect(first.body).toMatchObject({ total: 25, unread: 25 });
    expect(first.body.items.slice(0, 3).map((item: { id: string }) => item.id)).toEqual(['note-maja-tie-c', 'note-maja-tie-b', 'note-maja-tie-a']);
    const rest = await list(maja, `?cursor=${first.body.nextCursor}`);
    expect(rest.body.items).toHaveLength(5);
    expect(rest.body.nextCursor).toBeNull();
    const all = [...first.body.items, ...rest.body.items];
    expect(new Set(all.map((item) => item.id))).toEqual(new Set(made));
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rest.body.items[0]).toMatchObject({ title: 'Du har fått en offert', body: 'Din offert på Fönsterputs finns på Mina sidor.' });
  });

  it('walks every notification once, page by page, although new ones arrive meanwhile', async () => {
    const { seen, sizes } = await walk(maja, 7, async () => {
      await createNotification(db(), api.server.site.notifications, { customerId: MAJA_ACCOUNT, type: 'offerReceived' });
    });
    expect(sizes).toEqual([7, 7, 7, 4]);
    expect(new Set(seen).size).toBe(25);
    expect(new Set(seen)).toEqual(new Set(made));
    expect((await list(maja, '?itemsPerPage=1')).body.total).toBe(26);
  });

  it('refuses a cursor it did not write, and a page size out of range, as field errors', async () => {
    const fake = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'nonsense',
      '!!!',
      fake({ createdAt: '2026-01-01', id: 'x' }),
      fake(['2026-02-31T10:00:00.000000Z', 'note-1']),
      fake(['0000-01-01T00:00:00.000000Z', 'note-1']),
      fake(['2026-01-01T10:00:00.000000Z', "note'; drop table customer_notifications; --"]),
      fake(['2026-01-01T10:00:00Z', 'note-1']),
      fake(['2026-01-01T10:00:00.000000Z', 42]),
      'W10',
      'x'.repeat(201),
    ]) {
      const answer = await list(maja, `?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.status, cursor).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['query.cursor']);
    }
    for (const size of ['0', '101', 'ten']) expect(fieldsOf((await list(maja, `?itemsPerPage=${size}`)).body)).toEqual(['query.itemsPerPage']);
    // A well-formed position past the last row is simply the end.
    const past = await list(maja, `?cursor=${fake(['1970-01-02T00:00:00.000000Z', 'note-a'])}`);
    expect(past.body).toMatchObject({ items: [], nextCursor: null, total: 26 });
  });

  it('reads and deletes by ids, and all at once; a retry answers as the first call did', async () => {
    const [a, b] = made;
    expect(await send('PATCH', `${LIST}/read`, maja, { ids: [a, b, a] })).toEqual({ status: 200, body: { total: 26, unread: 24 } });
    expect(await send('PATCH', `${LIST}/read`, maja, { ids: [a, b] })).toEqual({ status: 200, body: { total: 26, unread: 24 } });
    expect((await api.get(`${LIST}/${a}`, maja)).body.read).toBe(true);
    expect(await send('DELETE', `${LIST}/delete`, maja, { ids: [a] })).toEqual({ status: 200, body: { total: 25, unread: 24 } });
    expect(await send('DELETE', `${LIST}/delete`, maja, { ids: [a] })).toEqual({ status: 200, body: { total: 25, unread: 24 } });
    expect((await api.get(`${LIST}/${a}`, maja)).status).toBe(404);
    expect(await send('PATCH', `${LIST}/read-all`, maja)).toEqual({ status: 200, body: { total: 25, unread: 0 } });
    expect(await send('PATCH', `${LIST}/read-all`, maja)).toEqual({ status: 200, body: { total: 25, unread: 0 } });
    expect(await send('DELETE', `${LIST}/delete-all`, maja)).toEqual({ status: 200, body: { total: 0, unread: 0 } });
    expect(await send('DELETE', `${LIST}/delete-all`, maja)).toEqual({ status: 200, body: { total: 0, unread: 0 } });
    expect((await list(maja)).body).toEqual({ total: 0, unread: 0, items: [], nextCursor: null });
  });

  it("refuses another account's ids with 404 and changes nothing; malformed ids are field errors", async () => {
    for (const headers of [oskar, karinForGustav]) {
      const read = await send('PATCH', `${LIST}/read`, headers, { ids: ['note-karin-1'] });
      expect(read.status).toBe(404);
      expect(read.body.errors).toEqual(NOT_FOUND('body.ids'));
      expect((await send('DELETE', `${LIST}/delete`, headers, { ids: ['note-karin-1'] })).status).toBe(404);
    }
    // Mixed with one of his own: the whole call is refused.
    expect((await send('DELETE', `${LIST}/delete`, oskar, { ids: ['note-oskar-3', 'note-karin-1'] })).status).toBe(404);
    expect((await send('PATCH', `${LIST}/read`, oskar, { ids: ['note-oskar-3', 'note-unknown'] })).status).toBe(404);
    expect(await counts(oskar)).toEqual({ total: 3, unread: 1 });
    expect(await counts(karin)).toEqual({ total: 1, unread: 1 });
    expect(fieldsOf((await send('PATCH', `${LIST}/read`, oskar, { ids: [] })).body)).toEqual(['body.ids']);
    expect(fieldsOf((await send('PATCH', `${LIST}/read`, oskar, { ids: ['a b'] })).body)).toEqual(['body.ids.0']);
    expect(fieldsOf((await send('DELETE', `${LIST}/delete`, oskar, {})).body)).toEqual(['body.ids']);
  });
});

describe('notifications of real events', () => {
  const at = (day: string, time: string) => `${day}T${time}:00+01:00`;
  const newest = async (headers: Record<string, string>, lang = 'sv') => (await list(headers, `?lang=${lang}&itemsPerPage=1`)).body.items[0];
  const total = async (headers: Record<string, string>) => (await counts(headers)).total;

  it('tells of a direct booking once, however often the call is retried', async () => {
    const before = await total(oskar);
    const key = { [HEADERS.idempotencyKey]: randomUUID() };
    const body = { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: at('2026-03-18', '08:00') };
    const booked = await api.post('/v2/booking/direct', body, { ...oskar, ...key });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const { bookingId, reference } = booked.body;
    expect((await api.post('/v2/booking/direct', body, { ...oskar, ...key })).body.bookingId).toBe(bookingId);
    expect(await total(oskar)).toBe(before + 1);
    expect(await newest(oskar)).toMatchObject({
      type: 'bookingConfirmed',
      title: 'Bokningen är bekräftad',
      body: `Fönsterputs (${reference}) är bokad onsdag 18 mars kl. 08:00.`,
      read: false,
      link: `/mina-sidor/bokningar/${bookingId}`,
    });
    expect(await newest(oskar, 'en')).toMatchObject({
      title: 'Booking confirmed',
      body: `Window cleaning (${reference}) is booked for Wednesday 18 March at 08:00.`,
      link: `/en/my-pages/bookings/${bookingId}`,
    });
  });

  it('tells of a move and of a cancellation once each', async () => {
    const booked = await api.post(
      '/v2/booking/direct',
      { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: at('2026-03-18', '10:00') },
      oskar,
    );
    const { bookingId, reference } = booked.body;
    const before = await total(oskar);
    const rebook = { time: at('2026-03-19', '10:00'), reason: 'timeDoesNotSuit' };
    expect((await api.post(`/v2/customer/bookings/${bookingId}/rebook`, rebook, oskar)).status).toBe(200);
    expect((await api.post(`/v2/customer/bookings/${bookingId}/rebook`, rebook, oskar)).status).toBe(200);
    expect(await total(oskar)).toBe(before + 1);
    expect(await newest(oskar)).toMatchObject({ type: 'bookingRebooked', title: 'Besöket har ny tid', body: `Fönsterputs (${reference}) är flyttad till torsdag 19 mars kl. 10:00.` });
    expect((await api.post(`/v2/customer/bookings/${bookingId}/cancel`, { reason: 'changedPlans' }, oskar)).status).toBe(200);
    expect((await api.post(`/v2/customer/bookings/${bookingId}/cancel`, { reason: 'changedPlans' }, oskar)).status).toBe(200);
    expect(await total(oskar)).toBe(before + 2);
    expect(await newest(oskar, 'en')).toMatchObject({
      type: 'bookingCancelled',
      title: 'Visit cancelled',
      body: `Window cleaning (${reference}) on Thursday 19 March at 10:00 has been cancelled.`,
      link: `/en/my-pages/bookings/${bookingId}`,
    });
  });

  it('tells of a home visit booked with home cleaning, and of its move', async () => {
    const calendar = (await api.get('/v2/booking/home-cleaning/availability?zipCode=11120&flow=rfp')).body as { slots: { startTime: string }[] };
    const [first, second] = calendar.slots;
    const before = await total(oskar);
    const visit = await api.post(
      '/v2/booking/home-cleaning',
      { configurationForm: { livingArea: 80, frequency: 'weekly', hours: 3 }, addressId: OSKAR_ADDRESS, contact, startTime: first!.startTime, zipCode: '11120', flow: 'rfp' },
      oskar,
    );
    expect(visit.status, JSON.stringify(visit.body)).toBe(200);
    expect(await newest(oskar)).toMatchObject({ type: 'bookingConfirmed', link: `/mina-sidor/bokningar/${visit.body.bookingId}` });
    const moved = await api.post('/v1/customer/meeting/reschedule', { id: visit.body.bookingId, zipCode: '11120', flow: 'rfp', startTime: second!.startTime }, oskar);
    expect(moved.status).toBe(200);
    expect(await newest(oskar)).toMatchObject({ type: 'bookingRebooked' });
    expect(await total(oskar)).toBe(before + 2);
  });

  it('tells of a late cancellation with its fee, and of the invoice it brings', async () => {
    const visit = await storeVisit(api, { customerId: OSKAR_ACCOUNT, start: at('2026-03-16', '10:00'), end: at('2026-03-16', '13:00'), price: priceOf(100_000), seat: true });
    const cancelled = await api.post(`/v2/customer/bookings/${visit.id}/cancel`, { reason: 'illness' }, oskar);
    expect(cancelled.body).toMatchObject({ fee: 50_000 });
    expect((await newest(oskar)).body).toBe(`Fönsterputs (${visit.reference}) måndag 16 mars kl. 10:00 är avbokad. Avgiften för sen avbokning är 500\u00a0kr.`);
    // Reading the invoices invoices the account first: the fee's invoice is made, and told of.
    const invoices = await api.get('/v2/customer/invoices', oskar);
    const invoice = invoices.body.items.find((item: { amount: number; invoiceDate: string }) => item.amount === 50_000 && item.invoiceDate === '2026-03-15');
    expect(invoice).toBeDefined();
    expect(await newest(oskar)).toMatchObject({
      type: 'invoiceCreated',
      title: 'Ny faktura',
      body: `Faktura ${invoice.number} på 500\u00a0kr finns på Mina sidor. Sista betalningsdag är 14 april 2026.`,
      link: `/mina-sidor/fakturor/${invoice.id}`,
    });
    const before = await total(oskar);
    await api.get('/v2/customer/invoices', oskar);
    expect(await total(oskar)).toBe(before);
  });

  it('tells no one of a booking made without an account', async () => {
    const rows = await db().select().from(customerNotifications).where(eq(customerNotifications.customerId, MAJA_ACCOUNT));
    const calendar = (await api.get('/v2/booking/home-cleaning/availability?zipCode=11120&flow=rfp')).body as { slots: { startTime: string }[] };
    const anonymous = await api.post('/v2/booking/home-cleaning', {
      configurationForm: { livingArea: 80, frequency: 'weekly', hours: 3 },
      address: { street: 'Vasagatan 12', zipCode: '11120', city: 'Stockholm' },
      contact,
      startTime: calendar.slots[3]!.startTime,
      zipCode: '11120',
      flow: 'rfp',
    });
    expect(anonymous.status).toBe(200);
    const all = await db().select().from(customerNotifications);
    expect(all.filter((row) => (row.data as { bookingId?: string }).bookingId === anonymous.body.bookingId)).toEqual([]);
    expect(await db().select().from(customerNotifications).where(eq(customerNotifications.customerId, MAJA_ACCOUNT))).toEqual(rows);
  });
});
