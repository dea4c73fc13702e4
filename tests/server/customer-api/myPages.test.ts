import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, feedbackRequests, subscriptionUpgradeRequests } from '../../../server/db/schema';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { send } from './account';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, KARIN_ADDRESS, KARIN_SUBSCRIPTION, MAJA, OSKAR, sessionAs } from './support';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm; the seed's history is written relative to that day.
let api: BookingApi;
let oskar: Record<string, string>;
let karin: Record<string, string>;
let karinForGustav: Record<string, string>;
let maja: Record<string, string>;

const logInAll = async () => {
  [oskar, karin, karinForGustav, maja] = await Promise.all([
    api.session(OSKAR),
    sessionAs(api, KARIN, KARIN_ACCOUNT),
    sessionAs(api, KARIN, GUSTAV_ACCOUNT),
    api.session(MAJA),
  ]);
};

beforeAll(async () => {
  api = await startBookingApi();
  await logInAll();
}, 60_000);
afterAll(() => api.server.close());

const db = () => api.server.database.db;
const patch = (path: string, body: unknown, headers?: Record<string, string>) => send(api, 'PATCH', path, body, headers);
const NOT_FOUND = (field: string) => [{ field, message: 'common.errors.notFound' }];

const SUBSCRIPTION = `/v2/customer/subscriptions/${KARIN_SUBSCRIPTION}`;

describe('GET /v2/customer/subscriptions/:id', () => {
  it('answers the subscription with its form, address, the lines of a visit and the next planned visit', async () => {
    const answer = await api.get(SUBSCRIPTION, karin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: KARIN_SUBSCRIPTION,
      title: 'Hemstädning',
      frequency: 'weekly',
      status: 'active',
      nextVisit: '2026-03-18T08:00:00+01:00',
      pricePerVisit: 164_700,
      configurationForm: { hours: 3, frequency: 'weekly', livingArea: 85 },
      address: { id: KARIN_ADDRESS, street: 'Tegnérgatan 8', zipCode: '11152', primary: true },
      lines: [{ id: 'hours', quantity: 3, unitPrice: 54_900, totalPriceExclDiscountDeduction: 164_700, rutDeduction: 82_350 }],
    });
    expect((await api.get(`${SUBSCRIPTION}?lang=en`, karin)).body.title).toBe('Home cleaning');
  });

  it('answers the next visit that is not cancelled', async () => {
    const [next] = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.subscriptionId, KARIN_SUBSCRIPTION), gt(bookings.startTime, new Date(api.server.clock.now()))))
      .orderBy(bookings.startTime)
      .limit(1);
    await db().update(bookings).set({ status: 'cancelled', cancelledAt: new Date(api.server.clock.now()), cancelFee: 0 }).where(eq(bookings.id, next!.id));
    try {
      expect((await api.get(SUBSCRIPTION, karin)).body.nextVisit).toBe('2026-03-25T08:00:00+01:00');
      expect((await api.get('/v2/customer/subscriptions', karin)).body.items[0].nextVisit).toBe('2026-03-25T08:00:00+01:00');
    } finally {
      await db().update(bookings).set({ status: 'confirmed', cancelledAt: null, cancelFee: null }).where(eq(bookings.id, next!.id));
    }
  });

  it("answers 404 for another customer's subscription, for Karin acting for Gustav and for unknown ids; 401 without a session", async () => {
    for (const [headers, id] of [
      [oskar, KARIN_SUBSCRIPTION],
      [karinForGustav, KARIN_SUBSCRIPTION],
      [karin, 'sub-unknown'],
      [karin, '0'],
    ] as const) {
      for (const suffix of ['', '/upgrades']) {
        const answer = await api.get(`/v2/customer/subscriptions/${id}${suffix}`, headers);
        expect(answer.status, `${id}${suffix}`).toBe(404);
        expect(answer.body.errors).toEqual(NOT_FOUND('params.id'));
      }
      const asked = await patch(`/v2/customer/subscriptions/${id}/request-upgrade`, { upgradeId: 'moreHours' }, headers);
      expect(asked.status).toBe(404);
    }
    expect((await api.get(SUBSCRIPTION)).status).toBe(401);
    expect((await api.get(`${SUBSCRIPTION}/upgrades`)).status).toBe(401);
    expect((await patch(`${SUBSCRIPTION}/request-upgrade`, { upgradeId: 'moreHours' })).status).toBe(401);
  });
});

describe('upgrades', () => {
  it('offers one more hour at the hourly rate and the extras of the weekly cleaning form, in the language asked', async () => {
    const sv = await api.get(`${SUBSCRIPTION}/upgrades`, karin);
    expect(sv.status).toBe(200);
    expect(sv.body.items).toEqual([
      { id: 'moreHours', title: 'En timme till vid varje besök', description: 'Från 3 till 4 timmar per besök.', priceDifference: 54_900 },
      { id: 'extra-ironing', title: 'Strykning, 30 minuter', description: 'Läggs till vid varje besök.', priceDifference: 29_900 },
      { id: 'extra-oven', title: 'Rengöring av ugn', description: 'Läggs till vid varje besök.', priceDifference: 49_900 },
    ]);
    const en = await api.get(`${SUBSCRIPTION}/upgrades?lang=en`, karin);
    expect(en.body.items.map((item: { title: string }) => item.title)).toEqual(['One more hour at every visit', 'Ironing, 30 minutes', 'Oven cleaning']);
  });

  it('stores a request once: the same request again is acknowledged without a second row', async () => {
    const rows = () => db().select({ n: count() }).from(subscriptionUpgradeRequests).where(eq(subscriptionUpgradeRequests.subscriptionId, KARIN_SUBSCRIPTION));
    const first = await patch(`${SUBSCRIPTION}/request-upgrade`, { upgradeId: 'extra-oven', comment: 'Gärna från nästa vecka.' }, karin);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    const again = await patch(`${SUBSCRIPTION}/request-upgrade`, { upgradeId: 'extra-oven' }, karin);
    expect(again).toMatchObject({ status: 200, body: { ok: true } });
    expect(Number((await rows())[0]!.n)).toBe(1);
    const [stored] = await db().select().from(subscriptionUpgradeRequests).where(eq(subscriptionUpgradeRequests.subscriptionId, KARIN_SUBSCRIPTION));
    expect(stored).toMatchObject({ upgradeId: 'extra-oven', comment: 'Gärna från nästa vecka.', status: 'requested' });
  });

  it('refuses an upgrade the subscription does not offer, and a malformed body, with field errors', async () => {
    const unknown = await patch(`${SUBSCRIPTION}/request-upgrade`, { upgradeId: 'extra-sauna' }, karin);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual([{ field: 'body.upgradeId', message: 'myPages.refusals.unknownUpgrade' }]);
    const missing = await patch(`${SUBSCRIPTION}/request-upgrade`, {}, karin);
    expect(missing.status).toBe(400);
    expect(missing.body.map((e: { field: string }) => e.field)).toEqual(['body.upgradeId']);
    const long = await patch(`${SUBSCRIPTION}/request-upgrade`, { upgradeId: 'moreHours', comment: 'x'.repeat(1001) }, karin);
    expect(long.status).toBe(400);
    expect(long.body).toEqual([{ field: 'body.comment', message: 'common.formErrors.maxLength' }]);
  });
});

describe('GET /v2/customer/time-bank', () => {
  it("answers Karin's balance and entries, newest first, described in the language asked", async () => {
    const answer = await api.get('/v2/customer/time-bank', karin);
    expect(answer.status).toBe(200);
    expect(answer.body.balanceMinutes).toBe(120);
    const [used, credited] = answer.body.items;
    expect(used).toEqual({ date: '2026-03-04', minutes: -60, description: 'Extra tid använd från tidbanken' });
    expect(credited).toMatchObject({ minutes: 180, description: 'Avbokat besök sparat i tidbanken' });
    expect(credited.date < used.date).toBe(true);
    // The credit names the visit she cancelled.
    const [visit] = await db().select().from(bookings).where(eq(bookings.id, credited.bookingId));
    expect(visit).toMatchObject({ subscriptionId: KARIN_SUBSCRIPTION, status: 'cancelled', cancelFee: 0 });
    const en = await api.get('/v2/customer/time-bank?lang=en', karin);
    expect(en.body.items.map((item: { description: string }) => item.description)).toEqual(['Extra time used from the time bank', 'Cancelled visit saved in the time bank']);
  });

  it('answers an empty bank for the others, Karin acting for Gustav too, and 401 without a session', async () => {
    for (const headers of [oskar, karinForGustav, maja]) expect((await api.get('/v2/customer/time-bank', headers)).body).toEqual({ balanceMinutes: 0, items: [] });
    expect((await api.get('/v2/customer/time-bank')).status).toBe(401);
  });
});

describe('GET /v2/customer/offers', () => {
  it("answers Maja's open gardening offer, Gustav's expired one and Oskar's open one, to their own accounts only", async () => {
    const majas = await api.get('/v2/customer/offers', maja);
    expect(majas.status).toBe(200);
    expect(majas.body.items).toEqual([
      { id: 'offer-maja-gardening', productId: 302014, title: 'Trädgårdsskötsel', createdAt: '2026-03-09T14:00:00+01:00', validUntil: '2026-04-08', status: 'open', amount: 389_000 },
    ]);
    const gustavs = await api.get('/v2/customer/offers?lang=en', karinForGustav);
    expect(gustavs.body.items).toEqual([expect.objectContaining({ id: 'offer-gustav-handyman', status: 'expired', validUntil: '2026-03-04' })]);
    expect((await api.get('/v2/customer/offers', karin)).body).toEqual({ items: [] });
    // Oskar's unread "you have an offer" notification has its offer.
    expect((await api.get('/v2/customer/offers', oskar)).body.items).toEqual([
      expect.objectContaining({ id: 'offer-oskar-windows', productId: 302017, status: 'open', amount: 129_000, validUntil: '2026-04-13' }),
    ]);
    expect((await api.get('/v2/customer/offers')).status).toBe(401);
  });

  it('answers an open offer expired once its last valid day has passed, by the clock', async () => {
    const clock = api.server.clock;
    const saved = clock.time;
    try {
      // 2026-04-08 23:59 Stockholm: still valid that day.
      clock.time = Date.UTC(2026, 3, 8, 21, 59);
      await logInAll();
      expect((await api.get('/v2/customer/offers', maja)).body.items[0].status).toBe('open');
      clock.time = Date.UTC(2026, 3, 8, 22, 0);
      await logInAll();
      expect((await api.get('/v2/customer/offers', maja)).body.items[0].status).toBe('expired');
    } finally {
      clock.time = saved;
      await logInAll();
    }
  });
});

describe('GET /v2/customer/support/contact', () => {
  it("answers customer service's details as the contact page shows them, in the language asked", async () => {
    const sv = await api.get('/v2/customer/support/contact', oskar);
    expect(sv.status).toBe(200);
    expect(sv.body).toEqual({ phone: '08-465 004 00', email: 'kundservice@hemglans.example', openingHours: 'Måndag–fredag 08–17, Lördag 10–14, Söndag stängt', chatEnabled: true });
    const en = await api.get('/v2/customer/support/contact?lang=en', oskar);
    expect(en.body.openingHours).toBe('Monday–Friday 8 am–5 pm, Saturday 10 am–2 pm, Sunday closed');
    // The chat flag is the site's own.
    const config = await api.get('/v1/content/config');
    expect(sv.body.chatEnabled).toBe(config.body.chat.enabled);
    expect((await api.get('/v2/customer/support/contact')).status).toBe(401);
  });
});

describe('feedback', () => {
  const FEEDBACK = 'fb-karin-latest-visit';

  it("answers Karin's feedback request with its options in the language asked", async () => {
    const sv = await api.get(`/v1/customer/feedback?id=${FEEDBACK}`, karin);
    expect(sv.status).toBe(200);
    expect(sv.body).toMatchObject({ id: FEEDBACK, productId: 303001, answered: false });
    expect(sv.body.options[0]).toEqual({ id: 'quality', label: 'Kvaliteten på arbetet' });
    const [visit] = await db().select().from(bookings).where(eq(bookings.id, sv.body.bookingId));
    expect(visit).toMatchObject({ subscriptionId: KARIN_SUBSCRIPTION, status: 'confirmed' });
    const en = await api.get(`/v1/customer/feedback?id=${FEEDBACK}&lang=en`, karin);
    expect(en.body.options[0]).toEqual({ id: 'quality', label: 'The quality of the work' });
  });

  it('stores an answer; a repeat replaces it', async () => {
    const first = await api.post('/v1/customer/feedback', { id: FEEDBACK, rating: 4, comment: 'Bra!', option: 'staff' }, karin);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api.get(`/v1/customer/feedback?id=${FEEDBACK}`, karin)).body.answered).toBe(true);
    const second = await api.post('/v1/customer/feedback', { id: FEEDBACK, rating: 5 }, karin);
    expect(second.status).toBe(200);
    const [row] = await db().select().from(feedbackRequests).where(eq(feedbackRequests.id, FEEDBACK));
    expect(row).toMatchObject({ rating: 5, comment: null, option: null });
  });

  it("refuses an unknown option and a bad rating with field errors, another customer's or an unknown id with 404, and no session with 401", async () => {
    const option = await api.post('/v1/customer/feedback', { id: FEEDBACK, rating: 3, option: 'weather' }, karin);
    expect(option.status).toBe(400);
    expect(option.body).toEqual([{ field: 'body.option', message: 'myPages.refusals.unknownReason' }]);
    const rating = await api.post('/v1/customer/feedback', { id: FEEDBACK, rating: 6 }, karin);
    expect(rating.status).toBe(400);
    expect(rating.body.map((e: { field: string }) => e.field)).toEqual(['body.rating']);
    for (const headers of [oskar, karinForGustav]) {
      const read = await api.get(`/v1/customer/feedback?id=${FEEDBACK}`, headers);
      expect(read.status).toBe(404);
      expect(read.body.errors).toEqual(NOT_FOUND('query.id'));
      const sent = await api.post('/v1/customer/feedback', { id: FEEDBACK, rating: 1 }, headers);
      expect(sent.status).toBe(404);
      expect(sent.body.errors).toEqual(NOT_FOUND('body.id'));
    }
    expect((await api.get('/v1/customer/feedback?id=fb-unknown', karin)).status).toBe(404);
    expect((await api.get(`/v1/customer/feedback?id=${FEEDBACK}`)).status).toBe(401);
    expect((await api.post('/v1/customer/feedback', { id: FEEDBACK, rating: 1 })).status).toBe(401);
    // Nothing of that reached Karin's answer.
    const [row] = await db().select().from(feedbackRequests).where(eq(feedbackRequests.id, FEEDBACK));
    expect(row).toMatchObject({ rating: 5 });
  });
});
