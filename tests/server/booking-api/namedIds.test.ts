import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_REFUSALS } from '../../../api/contract/requestRefusals';
import { bookings, customerSubscriptions } from '../../../server/db/schema';
import { personKey, rutUsedInYear } from '../../../server/store/booking';
import { KARIN_ACCOUNT, KARIN_SUBSCRIPTION, sessionAs } from '../customer-api/support';
import { FakeClock } from '../eidHelpers';
import { ALVA, KARIN, MAJA } from '../people';
import { CLICK_AND_GO, GUSTAV_ADDRESS, OSKAR, OSKAR_ADDRESS, startBookingApi, WINDOW, windowForm, type BookingApi } from './support';

/**
 * The parameters of the booking calls that name something (a form's kind,
 * the customer's address or subscription, a start time, a sales
 * opportunity) change the answer or are refused: none is accepted and
 * ignored.
 */

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm; teams are planned two working days ahead.
const slot = (day: string, time: string) => `${day}T${time}:00+01:00`;
const FIRST_SLOT = slot('2026-03-18', '08:00');
const MAJA_STOCKHOLM = 'addr-maja-stockholm';
const MAJA_GOTEBORG = 'addr-maja-goteborg';
const KARIN_ZIP = '11152';
const clickAndGoForm = { frequency: 'weekly', hours: 3 };

let api: BookingApi;
let oskar: Record<string, string>;
let maja: Record<string, string>;
let karin: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  [oskar, maja, karin] = await Promise.all([api.session(OSKAR), api.session(MAJA), sessionAs(api, KARIN, KARIN_ACCOUNT)]);
}, 60_000);
afterAll(() => api.server.close());

const refused = (field: string, message: string) => [{ field, message }];
const price = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.post('/v2/booking/direct/price', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', ...body }, headers);
const availability = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.post('/v2/booking/direct/availability', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', ...body }, headers);
const clickAndGo = (call: typeof price, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call({ productId: CLICK_AND_GO, configurationForm: clickAndGoForm, zipCode: KARIN_ZIP, ...body }, headers);

describe('the booking form’s subscription parameter', () => {
  const form = (type: string, productId: number, subscription?: boolean) =>
    api.get(`/v2/booking/${type}/config?productId=${productId}${subscription === undefined ? '' : `&subscription=${subscription}`}`);

  it('answers the recurring form when asked for it and the product has one, and no form (404) of the kind a product lacks', async () => {
    expect((await form('direct', CLICK_AND_GO, true)).body).toMatchObject({ productId: CLICK_AND_GO, subscription: true });
    expect((await form('direct', CLICK_AND_GO, false)).status).toBe(404);
    expect((await form('direct', WINDOW, true)).status).toBe(404);
    expect((await form('direct', WINDOW, false)).body).toMatchObject({ productId: WINDOW, subscription: false });
    // Not asked: the product's own form, whichever kind it is.
    expect((await form('direct', WINDOW)).body.subscription).toBe(false);
    expect((await form('direct', CLICK_AND_GO)).body.subscription).toBe(true);
  });
});

describe('an address or a subscription named by the price', () => {
  it('is refused as not supported, even the caller’s own: the price is the same at every address of a postal code', async () => {
    expect((await price({ addressId: OSKAR_ADDRESS }, oskar)).body).toEqual(refused('body.addressId', REQUEST_REFUSALS.notSupported));
    expect((await price({ addressId: OSKAR_ADDRESS })).body).toEqual(refused('body.addressId', REQUEST_REFUSALS.notSupported));
    expect((await clickAndGo(price, { orderId: KARIN_SUBSCRIPTION }, karin)).body).toEqual(refused('body.orderId', REQUEST_REFUSALS.notSupported));
  });
});

/** The start times of a calendar's slots that are offered. */
const offered = (body: { slots: { startTime: string; available: boolean }[] }) => new Set(body.slots.filter((s) => s.available).map((s) => s.startTime));

describe('an address named by the calendar', () => {
  it('needs the session of a customer account: refused without one, and for a person not registered yet', async () => {
    expect((await availability({ addressId: OSKAR_ADDRESS })).body).toEqual(refused('body.addressId', REQUEST_REFUSALS.loginRequired));
    const alva = await api.session(ALVA);
    const temporary = await availability({ addressId: OSKAR_ADDRESS }, alva);
    expect(temporary.status).toBe(400);
    expect(temporary.body).toEqual(refused('body.addressId', REQUEST_REFUSALS.loginRequired));
  });

  it('is someone else’s or nobody’s alike: 404 with the same answer', async () => {
    const foreign = await availability({ addressId: GUSTAV_ADDRESS }, oskar);
    const unknown = await availability({ addressId: 'addr-nobody' }, oskar);
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
  });

  it('decides the area by its postal code: one at another postal code than the one asked is refused on zipCode', async () => {
    // Maja lives in Stockholm and has an address in Göteborg: both are served.
    expect((await availability({ zipCode: '41119', addressId: MAJA_STOCKHOLM }, maja)).body).toEqual(refused('body.zipCode', REQUEST_REFUSALS.addressZipCodeMismatch));
    // At its own postal code, with nothing booked there, it is the calendar of that code.
    const calendar = await availability({ zipCode: '41119', addressId: MAJA_GOTEBORG }, maja);
    expect(calendar.status).toBe(200);
    expect(calendar.body).toEqual((await availability({ zipCode: '41119' })).body);
  });

  it('leaves out the times the address already has a visit of the service, which a booking there would be refused', async () => {
    const before = await availability({ addressId: OSKAR_ADDRESS }, oskar);
    const first = before.body.firstAvailable as string;
    expect(offered(before.body).has(first)).toBe(true);
    const booked = await api.post('/v2/booking/direct', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: first }, oskar);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    const after = await availability({ addressId: OSKAR_ADDRESS }, oskar);
    expect(offered(after.body).has(first)).toBe(false);
    expect(after.body.firstAvailable).not.toBe(first);
    expect(offered(after.body).has(after.body.firstAvailable)).toBe(true);
    // The area's calendar still offers the time (its team has seats left); the booking there is what the calendar spared.
    expect(offered((await availability({})).body).has(first)).toBe(true);
    const again = await api.post('/v2/booking/direct', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: first }, oskar);
    expect(again.status).toBe(409);
  });
});

describe('a subscription (orderId) named by the calendar', () => {
  it('needs the session of a customer account', async () => {
    expect((await clickAndGo(availability, { orderId: KARIN_SUBSCRIPTION })).body).toEqual(refused('body.orderId', REQUEST_REFUSALS.loginRequired));
  });

  it('is the caller’s own: another customer’s is answered as an unknown one, 404', async () => {
    const foreign = await clickAndGo(availability, { orderId: KARIN_SUBSCRIPTION }, oskar);
    const unknown = await clickAndGo(availability, { orderId: 'sub-nobody' }, oskar);
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
  });

  it('is of the service ordered, at the postal code asked, and not ended', async () => {
    // Karin's weekly home cleaning is the service Click & Go sells too.
    expect((await clickAndGo(availability, { orderId: KARIN_SUBSCRIPTION }, karin)).status).toBe(200);
    const windows = await availability({ zipCode: KARIN_ZIP, orderId: KARIN_SUBSCRIPTION }, karin);
    expect(windows.body).toEqual(refused('body.orderId', REQUEST_REFUSALS.subscriptionOfOtherService));
    const elsewhere = await clickAndGo(availability, { zipCode: '11120', orderId: KARIN_SUBSCRIPTION }, karin);
    expect(elsewhere.body).toEqual(refused('body.zipCode', REQUEST_REFUSALS.subscriptionZipCodeMismatch));

    const { db } = api.server.database;
    await db.update(customerSubscriptions).set({ status: 'ended' }).where(eq(customerSubscriptions.id, KARIN_SUBSCRIPTION));
    try {
      expect((await clickAndGo(availability, { orderId: KARIN_SUBSCRIPTION }, karin)).body).toEqual(refused('body.orderId', REQUEST_REFUSALS.subscriptionEnded));
    } finally {
      await db.update(customerSubscriptions).set({ status: 'active' }).where(eq(customerSubscriptions.id, KARIN_SUBSCRIPTION));
    }
  });

  it('leaves out the times of the subscription’s own visits', async () => {
    const { db } = api.server.database;
    const plain = await clickAndGo(availability, {}, karin);
    const withOrder = await clickAndGo(availability, { orderId: KARIN_SUBSCRIPTION }, karin);
    const visits = await db.select().from(bookings).where(eq(bookings.subscriptionId, KARIN_SUBSCRIPTION));
    const spared = [...offered(plain.body)].filter((start) => !offered(withOrder.body).has(start));
    // Every time left out overlaps one of her visits, and at least one visit falls in the calendar's window.
    expect(spared.length).toBeGreaterThan(0);
    const slotEnd = new Map<string, number>(plain.body.slots.map((s: { startTime: string; endTime: string }) => [s.startTime, Date.parse(s.endTime)]));
    for (const start of spared) {
      const overlapping = visits.some((v) => v.status !== 'cancelled' && v.startTime!.getTime() < slotEnd.get(start)! && v.endTime!.getTime() > Date.parse(start));
      expect(overlapping, start).toBe(true);
    }
  });
});

describe('the start time of a price', () => {
  it('must be one of the product’s slots ahead, within the booking window', async () => {
    expect((await price({ startTime: FIRST_SLOT }, oskar)).status).toBe(200);
    for (const startTime of [slot('2026-03-13', '08:00'), slot('2026-03-18', '08:30'), slot('2026-03-21', '08:00'), slot('2027-03-18', '08:00')]) {
      const answer = await price({ startTime }, oskar);
      expect(answer.status, startTime).toBe(400);
      expect(answer.body, startTime).toEqual(refused('body.startTime', 'slotUnavailable'));
    }
  });
});

describe('the direct booking', () => {
  const book = (extra: Record<string, unknown>) =>
    api.post('/v2/booking/direct', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: FIRST_SLOT, ...extra }, oskar);

  it('refuses orderId and opportunityId as not supported, and books nothing', async () => {
    const before = (await api.server.database.db.select().from(bookings)).length;
    expect((await book({ orderId: 'sub-nobody' })).body).toEqual(refused('body.orderId', REQUEST_REFUSALS.notSupported));
    expect((await book({ opportunityId: 'opp-1' })).body).toEqual(refused('body.opportunityId', REQUEST_REFUSALS.notSupported));
    expect((await api.server.database.db.select().from(bookings)).length).toBe(before);
  });

  it('answers an address at another postal code than the one booked on zipCode', async () => {
    const answer = await api.post(
      '/v2/booking/direct',
      { productId: WINDOW, configurationForm: windowForm, zipCode: '41119', addressId: MAJA_STOCKHOLM, startTime: FIRST_SLOT },
      maja,
    );
    expect(answer.body).toEqual(refused('body.zipCode', REQUEST_REFUSALS.addressZipCodeMismatch));
  });
});

describe('RUT by the year of the visit', () => {
  // In December a visit can be booked for January: its RUT comes from the new year's room.
  let december: BookingApi;
  let oskarInDecember: Record<string, string>;

  beforeAll(async () => {
    december = await startBookingApi({ clock: new FakeClock(Date.UTC(2026, 11, 14, 9, 0, 0)) });
    oskarInDecember = await december.session(OSKAR);
    // Oskar has had all the RUT of 2026.
    const { db } = december.server.database;
    const used = await rutUsedInYear(db, personKey(OSKAR), 2026);
    await db.insert(bookings).values({
      reference: 'HG-RUT026',
      kind: 'order',
      productId: WINDOW,
      status: 'confirmed',
      person: personKey(OSKAR),
      configuration: {},
      startTime: new Date('2026-12-01T08:00:00Z'),
      price: { rutDeduction: 7_500_000 - used },
    });
  }, 60_000);
  afterAll(() => december.server.close());

  const priceAt = (startTime?: string) =>
    december.post('/v2/booking/direct/price', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', ...(startTime ? { startTime } : {}) }, oskarInDecember);

  it('prices a visit next year with next year’s RUT, one this year without, and books at the price quoted', async () => {
    const thisYear = slot('2026-12-17', '08:00');
    const nextYear = slot('2027-01-04', '08:00');
    expect((await priceAt()).body).toMatchObject({ rutDeduction: 0, totalToPay: 98_900 });
    expect((await priceAt(thisYear)).body).toMatchObject({ rutDeduction: 0, totalToPay: 98_900 });
    const quoted = await priceAt(nextYear);
    expect(quoted.body).toMatchObject({ rutDeduction: 34_500, totalToPay: 64_400 });
    const booked = await december.post(
      '/v2/booking/direct',
      { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: nextYear },
      oskarInDecember,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.price).toEqual(quoted.body);
  });
});
