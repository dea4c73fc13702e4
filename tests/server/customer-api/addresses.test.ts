import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSubscriptions } from '../../../server/db/schema';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { send } from './account';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, KARIN_ADDRESS, MAJA, OSKAR, sessionAs, WEEKLY_CLEANING } from './support';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm; the seed's history is written relative to that day.
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

const ADDRESSES = '/v2/customer/addresses';
const OSKAR_ADDRESS = 'addr-oskar-home';
const GUSTAV_ADDRESS = 'addr-gustav-home';
const MAJA_STOCKHOLM = 'addr-maja-stockholm';
const MAJA_GOTEBORG = 'addr-maja-goteborg';

const list = async (as: Record<string, string>) => (await api.get(ADDRESSES, as)).body.items as { id: string; primary: boolean; instructions?: string }[];
const ids = async (as: Record<string, string>) => (await list(as)).map((address) => address.id);
const remove = (id: string, as?: Record<string, string>) => send(api, 'DELETE', `${ADDRESSES}/${id}`, undefined, as);
const instructions = (id: string, text: unknown, as?: Record<string, string>) => api.post(`${ADDRESSES}/${id}/instructions`, { text }, as);
const security = (id: string, as?: Record<string, string>) => api.get(`${ADDRESSES}/${id}/security-instructions`, as);
const patchSecurity = (id: string, body: unknown, as?: Record<string, string>) => send(api, 'PATCH', `${ADDRESSES}/${id}/security-instructions`, body, as);
const confirm = (id: string, as?: Record<string, string>) => send(api, 'PUT', `${ADDRESSES}/${id}/confirm-security-instructions`, undefined, as);

/** Stores a new address for the session's account and answers its id. */
async function addAddress(as: Record<string, string>, street: string, zipCode = '11120', city = 'Stockholm'): Promise<string> {
  const answer = await api.post('/v1/customer/delivery-address', { street, zipCode, city }, as);
  if (!answer.body.address) throw new Error(`address not stored: ${JSON.stringify(answer.body)}`);
  return answer.body.address.id as string;
}

/** Every call about one address, as one session: the statuses. */
async function everyCall(id: string, as?: Record<string, string>) {
  const answers = [
    await remove(id, as),
    await instructions(id, 'Portkod 1234', as),
    await security(id, as),
    await patchSecurity(id, { instructions: 'Larm' }, as),
    await confirm(id, as),
  ];
  return answers;
}

describe('GET /v2/customer/addresses', () => {
  it("lists the active account's addresses, primary first", async () => {
    const answer = await api.get(ADDRESSES, maja);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [
        { id: MAJA_STOCKHOLM, street: 'Drottninggatan 50', zipCode: '11120', city: 'Stockholm', primary: true },
        { id: 'addr-maja-goteborg', street: 'Kungsgatan 10', zipCode: '41119', city: 'Göteborg', primary: false },
      ],
    });
  });

  it("lists Gustav's address to Karin acting for him, and only his", async () => {
    expect(await list(karinForGustav)).toEqual([
      expect.objectContaining({ id: GUSTAV_ADDRESS, careOf: 'Karin Berg', instructions: 'Ring på dörren, det tar en stund att öppna.', primary: true }),
    ]);
    expect(await ids(karin)).toEqual([KARIN_ADDRESS]);
  });

  it('answers 401 without a session, on every call', async () => {
    expect((await api.get(ADDRESSES)).status).toBe(401);
    expect((await api.get(`${ADDRESSES}/protection-levels`)).status).toBe(401);
    for (const answer of await everyCall(OSKAR_ADDRESS)) expect(answer.status).toBe(401);
  });
});

describe("another account's, an unknown and a malformed address id", () => {
  it('answer 404 with no data, and change nothing', async () => {
    for (const [id, as] of [
      [MAJA_GOTEBORG, oskar],
      [KARIN_ADDRESS, karinForGustav],
      [GUSTAV_ADDRESS, karin],
      ['addr-unknown', oskar],
      ['not-an-address', oskar],
    ] as const) {
      for (const answer of await everyCall(id, as)) {
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual({ message: 'Not Found', errors: [{ field: 'params.id', message: 'common.errors.notFound' }] });
      }
    }
    expect(await ids(maja)).toEqual([MAJA_STOCKHOLM, MAJA_GOTEBORG]);
    expect((await security(MAJA_GOTEBORG, maja)).body).toMatchObject({ instructions: '', confirmedAt: null });
    expect((await list(karin))[0]!.instructions).toBeUndefined();
    // An id no address can have is refused by the contract.
    expect((await security('a.b', oskar)).status).toBe(400);
  });
});

describe('DELETE /v2/customer/addresses/:id', () => {
  it('removes an address whose visits are all over', async () => {
    // Maja's window cleaning in Göteborg was about 35 days ago.
    const answer = await remove(MAJA_GOTEBORG, maja);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(await ids(maja)).toEqual([MAJA_STOCKHOLM]);
    expect((await api.get('/v1/customer', maja)).body.addresses.map((a: { id: string }) => a.id)).toEqual([MAJA_STOCKHOLM]);
    expect((await api.get('/v1/customer/delivery-address', maja)).body.items.map((a: { id: string }) => a.id)).toEqual([MAJA_STOCKHOLM]);
    // Gone: every call about it is a 404 now, and it cannot be booked.
    for (const call of await everyCall(MAJA_GOTEBORG, maja)) expect(call.status).toBe(404);
    const booking = await api.post(
      '/v2/booking/direct',
      { productId: 302016, zipCode: '41119', addressId: MAJA_GOTEBORG, startTime: '2026-03-18T08:00:00+01:00', configurationForm: { windowsOrdinary: 10, floors: '1' } },
      maja,
    );
    expect(booking.status).toBe(404);
    // The same street stored again is a new address.
    const again = await addAddress(maja, 'Kungsgatan 10', '41119', 'Göteborg');
    expect(again).not.toBe(MAJA_GOTEBORG);
    expect(await ids(maja)).toEqual([MAJA_STOCKHOLM, again]);
  });

  it('refuses the primary address (409)', async () => {
    const answer = await remove(MAJA_STOCKHOLM, maja);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'myPages.addresses.primary' });
    expect(await ids(maja)).toContain(MAJA_STOCKHOLM);
  });

  it('refuses an address a coming visit uses (409), and removes it once the visit is cancelled', async () => {
    const cabin = await addAddress(oskar, 'Sveavägen 1');
    const booked = await api.post(
      '/v2/booking/direct',
      { productId: 302016, zipCode: '11120', addressId: cabin, startTime: '2026-03-18T08:00:00+01:00', configurationForm: { windowsOrdinary: 10, floors: '1' } },
      oskar,
    );
    expect(booked.status).toBe(200);
    const refused = await remove(cabin, oskar);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'myPages.addresses.inUse' });
    expect(await ids(oskar)).toContain(cabin);

    expect((await api.post(`/v2/customer/bookings/${booked.body.bookingId}/cancel`, { reason: 'changedPlans' }, oskar)).status).toBe(200);
    expect((await remove(cabin, oskar)).status).toBe(200);
    expect(await ids(oskar)).toEqual([OSKAR_ADDRESS]);
  });

  it('refuses an address a paused subscription uses; an ended one still shows it after removal', async () => {
    const summerHouse = await addAddress(karin, 'Odengatan 3', '11152');
    const subscription = 'sub-karin-summer-house';
    await api.server.database.db.insert(customerSubscriptions).values({
      id: subscription,
      customerId: KARIN_ACCOUNT,
      productId: WEEKLY_CLEANING,
      addressId: summerHouse,
      frequency: 'everyOtherWeek',
      status: 'paused',
      startDate: '2026-01-07',
      pricePerVisit: 164_700,
    });
    const refused = await remove(summerHouse, karin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'myPages.addresses.inUse' });

    await api.server.database.db.update(customerSubscriptions).set({ status: 'ended' }).where(eq(customerSubscriptions.id, subscription));
    expect((await remove(summerHouse, karin)).status).toBe(200);
    expect(await ids(karin)).toEqual([KARIN_ADDRESS]);
    const ended = await api.get(`/v2/customer/subscriptions/${subscription}`, karin);
    expect(ended.status).toBe(200);
    expect(ended.body.address).toMatchObject({ id: summerHouse, street: 'Odengatan 3' });
  });
});

describe('POST /v2/customer/addresses/:id/instructions', () => {
  it("sets Gustav's instructions for the cleaner when Karin acts for him; an empty text clears them", async () => {
    const text = 'Portkod 4512. Katten får inte gå ut. Parkera på gästplatsen.';
    const answer = await instructions(GUSTAV_ADDRESS, `  ${text}  `, karinForGustav);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: GUSTAV_ADDRESS, street: 'Storgatan 3', zipCode: '16751', city: 'Bromma', careOf: 'Karin Berg', instructions: text, primary: true });
    expect((await list(karinForGustav))[0]!.instructions).toBe(text);
    expect((await list(karin))[0]!.instructions).toBeUndefined();

    const cleared = await instructions(GUSTAV_ADDRESS, '', karinForGustav);
    expect(cleared.body.instructions).toBeUndefined();
    expect((await list(karinForGustav))[0]!.instructions).toBeUndefined();
  });

  it('refuses more than 1000 characters and what is no text with field errors', async () => {
    const long = await instructions(OSKAR_ADDRESS, 'x'.repeat(1001), oskar);
    expect(long.status).toBe(400);
    expect(long.body).toEqual([{ field: 'body.text', message: 'common.formErrors.maxLength' }]);
    expect((await instructions(OSKAR_ADDRESS, 'x'.repeat(1000), oskar)).status).toBe(200);
    for (const text of [42, null, undefined]) {
      const answer = await instructions(OSKAR_ADDRESS, text, oskar);
      expect(answer.status).toBe(400);
      expect(answer.body.map((error: { field: string }) => error.field)).toEqual(['body.text']);
    }
  });
});

describe('protection levels and security instructions', () => {
  it('lists the protection levels in the request’s language', async () => {
    const swedish = await api.get(`${ADDRESSES}/protection-levels`, oskar);
    expect(swedish.status).toBe(200);
    expect(swedish.body.items.map((level: { id: string }) => level.id)).toEqual(['standard', 'alarm', 'highSecurity']);
    expect(swedish.body.items[1]).toEqual({ id: 'alarm', label: 'Larm', description: expect.stringContaining('larm') });
    const english = await api.get(`${ADDRESSES}/protection-levels?lang=en`, oskar);
    expect(english.body.items.map((level: { label: string }) => level.label)).toEqual(['Standard', 'Alarm', 'High security']);
    for (const level of [...swedish.body.items, ...english.body.items]) expect(level.description.length).toBeGreaterThan(20);
  });

  it('answers none set for a new address', async () => {
    const answer = await security(OSKAR_ADDRESS, oskar);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ addressId: OSKAR_ADDRESS, protectionLevel: null, instructions: '', keyHandling: null, confirmedAt: null });
  });

  it('stores a change unconfirmed, confirms it, and leaves it unconfirmed again after the next change', async () => {
    const changed = await patchSecurity(OSKAR_ADDRESS, { protectionLevel: 'alarm', instructions: 'Larmkoden får ni per telefon.', keyHandling: 'keyInBox' }, oskar);
    expect(changed.status).toBe(200);
    const stored = { addressId: OSKAR_ADDRESS, protectionLevel: 'alarm', instructions: 'Larmkoden får ni per telefon.', keyHandling: 'keyInBox' };
    expect(changed.body).toEqual({ ...stored, confirmedAt: null });
    expect((await security(OSKAR_ADDRESS, oskar)).body).toEqual({ ...stored, confirmedAt: null });

    const confirmed = await confirm(OSKAR_ADDRESS, oskar);
    expect(confirmed.status).toBe(200);
    const at = new Date(api.server.clock.now());
    expect(confirmed.body).toEqual({ ...stored, confirmedAt: expect.any(String) });
    expect(new Date(confirmed.body.confirmedAt).getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
    expect((await security(OSKAR_ADDRESS, oskar)).body.confirmedAt).toBe(confirmed.body.confirmedAt);

    // Only what is given changes; any change needs a new confirmation.
    const again = await patchSecurity(OSKAR_ADDRESS, { instructions: 'Nyckeln ligger i nyckelboxen vid porten.' }, oskar);
    expect(again.body).toEqual({ ...stored, instructions: 'Nyckeln ligger i nyckelboxen vid porten.', confirmedAt: null });
    // A level of null clears it.
    expect((await patchSecurity(OSKAR_ADDRESS, { protectionLevel: null, keyHandling: null }, oskar)).body).toMatchObject({ protectionLevel: null, keyHandling: null });
  });

  it('refuses an unknown protection level and key handling with field errors, and changes nothing', async () => {
    await patchSecurity(MAJA_STOCKHOLM, { protectionLevel: 'highSecurity' }, maja);
    await confirm(MAJA_STOCKHOLM, maja);
    const before = (await security(MAJA_STOCKHOLM, maja)).body;
    for (const protectionLevel of ['fortress', 'toString', '__proto__', '']) {
      const answer = await patchSecurity(MAJA_STOCKHOLM, { protectionLevel }, maja);
      expect(answer.status, protectionLevel).toBe(400);
      expect(answer.body).toEqual([{ field: 'body.protectionLevel', message: 'myPages.addresses.unknownProtectionLevel' }]);
    }
    const key = await patchSecurity(MAJA_STOCKHOLM, { keyHandling: 'underTheMat' }, maja);
    expect(key.status).toBe(400);
    expect(key.body.map((error: { field: string }) => error.field)).toEqual(['body.keyHandling']);
    const long = await patchSecurity(MAJA_STOCKHOLM, { instructions: 'x'.repeat(2001) }, maja);
    expect(long.body).toEqual([{ field: 'body.instructions', message: 'common.formErrors.maxLength' }]);
    expect((await security(MAJA_STOCKHOLM, maja)).body).toEqual(before);
    expect(before.confirmedAt).not.toBeNull();
  });

  it("keeps Gustav's security instructions apart from Karin's own", async () => {
    await patchSecurity(GUSTAV_ADDRESS, { protectionLevel: 'standard', keyHandling: 'customerHome' }, karinForGustav);
    expect((await security(GUSTAV_ADDRESS, karinForGustav)).body).toMatchObject({ protectionLevel: 'standard', keyHandling: 'customerHome' });
    expect((await security(KARIN_ADDRESS, karin)).body).toMatchObject({ protectionLevel: null, keyHandling: null });
  });
});
