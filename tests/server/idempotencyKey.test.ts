import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedEndpoints } from '../../api/contract';
import { bookings } from '../../server/db/schema';
import { contact, HANDYMAN, OFFICE_CLEANING, OSKAR, OSKAR_ADDRESS, startBookingApi, WINDOW, windowForm, type BookingApi } from './booking-api/support';

/**
 * A call that creates something requires an `Idempotency-Key` (the
 * contract's `requiresIdempotencyKey`): without one, a dropped answer and a
 * retry would book twice, so the server refuses it (400 on the header)
 * before anything is stored.
 */

let api: BookingApi;
let oskar: Record<string, string>;
beforeAll(async () => {
  api = await startBookingApi();
  oskar = await api.session(OSKAR);
}, 60_000);
afterAll(() => api.server.close());

const countBookings = async () => (await api.server.database.db.select().from(bookings)).length;
/** A POST exactly as given: no key is added. */
const postAsIs = (path: string, body: unknown, headers: Record<string, string> = {}) => api.browser.post(`/api${path}`, body, headers);
const MISSING = [{ field: 'headers.Idempotency-Key', message: 'idempotencyKeyRequired' }];

const start = async () => (await api.post('/v2/booking/direct/availability', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120' })).body.firstAvailable as string;

describe('a call that creates something', () => {
  it('is every booking submission, a registration and the invitation of a user (and only those), all POSTs', () => {
    const keyed = namedEndpoints.filter(({ endpoint }) => endpoint.requiresIdempotencyKey).map(({ group, name }) => `${group}.${name}`);
    expect(keyed.sort()).toEqual([
      'booking.b2b',
      'booking.direct',
      'booking.homeCleaning',
      'booking.rfp',
      'customer.invite',
      'customer.register',
      'staff.bookDirect',
    ]);
  });

  it('is refused without an Idempotency-Key, and nothing is booked', async () => {
    const before = await countBookings();
    const startTime = await start();
    const calls: [string, unknown, Record<string, string>][] = [
      ['/v2/booking/direct', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime }, oskar],
      ['/v2/booking/rfp', { productId: HANDYMAN, configurationForm: { jobDescription: 'Hang a lamp' }, contact }, {}],
      [
        '/v2/booking/b2b',
        { productId: OFFICE_CLEANING, configurationForm: { officeSize: 200, frequency: 'weekly', employees: 10, premisesType: 'office' }, company: { name: 'Bergs Bageri AB', orgNumber: '559900-9874' }, contact },
        {},
      ],
    ];
    for (const [path, body, headers] of calls) {
      const answer = await postAsIs(path, body, headers);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual(MISSING);
    }
    const home = await postAsIs('/v2/booking/home-cleaning', { configurationForm: {}, zipCode: '11120', flow: 'rfp', startTime });
    expect(home.status).toBe(400);
    // With other mistakes, the missing key is listed with them.
    expect(home.body).toEqual(expect.arrayContaining(MISSING));
    expect(await countBookings()).toBe(before);
  });

  it('is refused with a malformed key, and books once per key', async () => {
    const body = { productId: HANDYMAN, configurationForm: { jobDescription: 'Fix a door' }, contact };
    const bad = await postAsIs('/v2/booking/rfp', body, { 'Idempotency-Key': 'spaces are not allowed' });
    expect(bad.body).toEqual([{ field: 'headers.Idempotency-Key', message: 'idempotencyKeyInvalid' }]);
    const before = await countBookings();
    const first = await postAsIs('/v2/booking/rfp', body, { 'Idempotency-Key': 'door-1' });
    const retry = await postAsIs('/v2/booking/rfp', body, { 'Idempotency-Key': 'door-1' });
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await countBookings()).toBe(before + 1);
  });

  it('is the only kind of call that reads the header: a calculation ignores it', async () => {
    const price = await postAsIs('/v2/booking/direct/price', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120' }, { 'Idempotency-Key': 'spaces are ignored here' });
    expect(price.status).toBe(200);
  });
});
