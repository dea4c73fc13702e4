import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, KARIN_ADDRESS, KARIN_SUBSCRIPTION, OSKAR, sessionAs, WEEKLY_CLEANING } from './support';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm; the seeded subscription started Wednesday 2026-01-07.
let api: BookingApi;
let karin: Record<string, string>;
let karinForGustav: Record<string, string>;
let oskar: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  [karin, karinForGustav, oskar] = await Promise.all([sessionAs(api, KARIN, KARIN_ACCOUNT), sessionAs(api, KARIN, GUSTAV_ACCOUNT), api.session(OSKAR)]);
}, 60_000);
afterAll(() => api.server.close());

const SUBSCRIPTIONS = '/v2/customer/subscriptions';

describe('GET /v2/customer/subscriptions', () => {
  it("answers Karin's weekly home cleaning at her home, with the next visit by the clock", async () => {
    const answer = await api.get(SUBSCRIPTIONS, karin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      items: [
        {
          id: KARIN_SUBSCRIPTION,
          productId: WEEKLY_CLEANING,
          title: 'Hemstädning',
          frequency: 'weekly',
          status: 'active',
          startDate: '2026-01-07',
          nextVisit: '2026-03-18T08:00:00+01:00',
          addressId: KARIN_ADDRESS,
          pricePerVisit: 164_700,
        },
      ],
    });
    const english = await api.get(`${SUBSCRIPTIONS}?lang=en`, karin);
    expect(english.body.items[0].title).toBe('Home cleaning');
    // The address is one of hers.
    const addresses = await api.get('/v1/customer/delivery-address', karin);
    expect(addresses.body.items[0]).toMatchObject({ id: KARIN_ADDRESS, street: 'Tegnérgatan 8', zipCode: '11152', primary: true });
  });

  it('moves the next visit on with the clock', async () => {
    const clock = api.server.clock;
    const saved = clock.time;
    try {
      // Wednesday 2026-03-18 07:59 Stockholm: that morning's visit is still ahead.
      clock.time = Date.UTC(2026, 2, 18, 6, 59);
      // Sessions last a day by the same clock: log in again on that morning.
      const later = await sessionAs(api, KARIN, KARIN_ACCOUNT);
      expect((await api.get(SUBSCRIPTIONS, later)).body.items[0].nextVisit).toBe('2026-03-18T08:00:00+01:00');
      // 08:00 sharp: it has begun, so the next one is a week later.
      clock.time = Date.UTC(2026, 2, 18, 7, 0);
      expect((await api.get(SUBSCRIPTIONS, later)).body.items[0].nextVisit).toBe('2026-03-25T08:00:00+01:00');
    } finally {
      clock.time = saved;
      // Logging in at the later time cleared the sessions that had expired by then: start them again.
      [karin, karinForGustav, oskar] = await Promise.all([sessionAs(api, KARIN, KARIN_ACCOUNT), sessionAs(api, KARIN, GUSTAV_ACCOUNT), api.session(OSKAR)]);
    }
  });

  it('answers an empty list for Oskar and for the account Karin acts for', async () => {
    expect((await api.get(SUBSCRIPTIONS, oskar)).body).toEqual({ items: [] });
    expect((await api.get(SUBSCRIPTIONS, karinForGustav)).body).toEqual({ items: [] });
  });

  it('answers 401 without a session', async () => {
    expect((await api.get(SUBSCRIPTIONS)).status).toBe(401);
    expect((await api.get(SUBSCRIPTIONS, { 'X-SessionId': 'B'.repeat(43) })).status).toBe(401);
  });
});

describe('GET /v2/product/catalog with a session', () => {
  const catalog = (areaCode: string, headers: Record<string, string> = {}) => api.get(`/v2/product/catalog?areaCode=${areaCode}`, headers);
  const withOrder = (body: { items: { productId: number; orderId?: string }[] }) =>
    body.items.filter((item) => item.orderId !== undefined).map((item) => [item.productId, item.orderId]);

  it("marks the product Karin subscribes to at her postal code with the subscription's id", async () => {
    const answer = await catalog('11152', karin);
    expect(answer.status).toBe(200);
    expect(withOrder(answer.body)).toEqual([[WEEKLY_CLEANING, KARIN_SUBSCRIPTION]]);
    expect(answer.body.items.length).toBeGreaterThan(1);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // The postal code as typed with its space is the same code.
    expect(withOrder((await catalog('111%2052', karin)).body)).toEqual([[WEEKLY_CLEANING, KARIN_SUBSCRIPTION]]);
  });

  it('carries no orderId elsewhere, anonymously, for another customer or another of her accounts', async () => {
    const anonymous = await catalog('11152');
    expect(anonymous.status).toBe(200);
    expect(withOrder(anonymous.body)).toEqual([]);
    expect(anonymous.body.items.map((i: { productId: number }) => i.productId)).toContain(WEEKLY_CLEANING);
    expect(withOrder((await catalog('11120', karin)).body)).toEqual([]);
    expect(withOrder((await catalog('41119', karin)).body)).toEqual([]);
    expect(withOrder((await catalog('11152', oskar)).body)).toEqual([]);
    expect(withOrder((await catalog('11152', karinForGustav)).body)).toEqual([]);
    // A session that is unknown is no reason to refuse the catalog.
    const unknown = await catalog('11152', { 'X-SessionId': 'C'.repeat(43) });
    expect(unknown.status).toBe(200);
    expect(withOrder(unknown.body)).toEqual([]);
  });

  it('answers the catalog as before for unknown and bad postal codes', async () => {
    expect((await catalog('99999', karin)).status).toBe(404);
    // A real postal code we do not serve: nothing to offer, subscription or not.
    expect((await catalog('98132', karin)).body).toEqual({ areaCode: '98132', items: [] });
    expect((await catalog('abc', karin)).status).toBe(400);
  });
});

describe('POST /v2/booking/home-cleaning for a customer who already subscribes', () => {
  const form = { livingArea: 80, frequency: 'weekly', hours: 3 };
  const contact = { firstName: 'Karin', lastName: 'Berg', email: 'karin.berg@kund.example', phone: '070-174 06 11' };
  const firstTime = async (zipCode: string, flow: 'rfp' | 'direct') =>
    (await api.get(`/v2/booking/home-cleaning/availability?zipCode=${zipCode}&flow=${flow}`)).body.firstAvailable as string;
  const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.post('/v2/booking/home-cleaning', { configurationForm: form, contact, ...body }, headers);

  it('refuses a second weekly cleaning at her postal code, in either flow, with a 409 on the postal code', async () => {
    for (const flow of ['rfp', 'direct'] as const) {
      const answer = await book({ addressId: KARIN_ADDRESS, zipCode: '11152', flow, startTime: await firstTime('11152', flow) }, karin);
      expect(answer.status, flow).toBe(409);
      expect(answer.body.errors).toEqual([{ field: 'body.zipCode', message: 'common.formErrors.alreadySubscribed' }]);
    }
  });

  it('refuses one at another postal code as a subscription elsewhere', async () => {
    const address = { street: 'Sveavägen 1', zipCode: '11120', city: 'Stockholm' };
    const answer = await book({ address, zipCode: '11120', flow: 'rfp', startTime: await firstTime('11120', 'rfp') }, karin);
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([{ field: 'body.zipCode', message: 'common.formErrors.subscriptionZipCodeMismatch' }]);
  });

  it('books for the account she acts for, and for a visitor without a session, as before', async () => {
    const address = { street: 'Tegnérgatan 8', zipCode: '11152', city: 'Stockholm' };
    const startTime = await firstTime('11152', 'rfp');
    const forGustav = await book({ address, zipCode: '11152', flow: 'rfp', startTime }, karinForGustav);
    expect(forGustav.status).toBe(200);
    expect(forGustav.body).toMatchObject({ type: 'rfp', status: 'confirmed', productId: WEEKLY_CLEANING });
    const anonymous = await book({ address, zipCode: '11152', flow: 'rfp', startTime: await firstTime('11152', 'rfp') });
    expect(anonymous.status).toBe(200);
  });
});
