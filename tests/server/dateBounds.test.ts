import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DAY, LAST_DAY } from '../../api/validators/date';
import { startBookingApi, OSKAR, OSKAR_ADDRESS, WINDOW, windowForm, type BookingApi } from './booking-api/support';

/**
 * Every day and instant a call takes is a real calendar date between
 * `FIRST_DAY` and `LAST_DAY`, and a range of days is at most five years
 * long: anything else is a 400 naming the field, never the 500 date
 * arithmetic past its range used to answer.
 */

let api: BookingApi;
let oskar: Record<string, string>;
beforeAll(async () => {
  api = await startBookingApi();
  oskar = await api.session(OSKAR);
}, 60_000);
afterAll(() => api.server.close());

type FieldErrors = { field: string; message: string }[];
const errorsOf = (body: unknown) => (body as FieldErrors).map(({ field, message }) => `${field} ${message}`);

describe('a customer’s bookings between two days', () => {
  const bookings = (query: string) => api.get(`/v2/customer/bookings?${query}`, oskar);

  it('refuses days outside the years the site serves, and impossible days, with field errors', async () => {
    const extreme = await bookings('startDate=0001-01-01&endDate=9999-12-31');
    expect(extreme.status).toBe(400);
    expect(errorsOf(extreme.body)).toEqual(['query.startDate common.formErrors.dateMinRange', 'query.endDate common.formErrors.dateMaxRange']);
    const impossible = await bookings('startDate=2026-02-30&endDate=2026-03-01');
    expect(impossible.status).toBe(400);
    expect(errorsOf(impossible.body)).toEqual(['query.startDate common.formErrors.invalidDate']);
  });

  it('refuses a range that runs backwards or longer than five years', async () => {
    const backwards = await bookings('startDate=2026-05-01&endDate=2026-04-30');
    expect(backwards.status).toBe(400);
    expect(errorsOf(backwards.body)).toEqual(['query.endDate common.formErrors.dateMinRange']);
    const long = await bookings(`startDate=${FIRST_DAY}&endDate=${LAST_DAY}`);
    expect(long.status).toBe(400);
    expect(errorsOf(long.body)).toEqual(['query.endDate common.formErrors.dateMaxRange']);
  });

  it('answers a range within the bounds', async () => {
    expect((await bookings('startDate=2026-01-01&endDate=2030-12-31')).status).toBe(200);
    expect((await bookings('startDate=2026-03-14&endDate=2026-03-14')).status).toBe(200);
  });
});

describe('the holidays calendar', () => {
  it('takes the same bounds', async () => {
    const extreme = await api.get('/v2/calendar/holidays?from=0001-01-01&to=0001-12-31');
    expect(extreme.status).toBe(400);
    expect(errorsOf(extreme.body)).toContain('query.from common.formErrors.dateMinRange');
    expect((await api.get('/v2/calendar/holidays?from=2026-01-01&to=9999-12-31')).status).toBe(400);
  });
});

describe('instants in bodies', () => {
  const far = ['0001-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2201-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00'];

  it('a booking’s start time is within the years the site serves', async () => {
    for (const startTime of far) {
      const price = await api.post('/v2/booking/direct/price', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', startTime }, oskar);
      expect(price.status, startTime).toBe(400);
      expect(errorsOf(price.body), startTime).toEqual([expect.stringMatching(/^body\.startTime common\.formErrors\.date(Min|Max)Range$/)]);
      const booked = await api.post(
        '/v2/booking/direct',
        { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime },
        { ...oskar, 'Idempotency-Key': `far-${startTime}` },
      );
      expect(booked.status, startTime).toBe(400);
      expect(errorsOf(booked.body), startTime).toEqual([expect.stringMatching(/^body\.startTime common\.formErrors\.date(Min|Max)Range$/)]);
    }
  });

  it('an analytics event’s time and a consent’s date are too', async () => {
    for (const timestamp of far) {
      const track = await api.post('/v1/heap/track', { app_id: 'site', identity: 'x', idempotency_key: `far-${timestamp}`, events: [{ event: 'x', timestamp }] });
      expect(errorsOf(track.body), timestamp).toEqual([expect.stringMatching(/^body\.events\.0\.timestamp common\.formErrors\.date(Min|Max)Range$/)]);
      const consent = await api.post('/v1/consents/fuzz-hash-0123456789', {
        categories: { necessary: true, performance: false, statistics: false, marketing: false },
        date: timestamp,
        levels: ['necessary'],
        revision: '1.0',
      });
      expect(errorsOf(consent.body), timestamp).toEqual([expect.stringMatching(/^body\.date common\.formErrors\.date(Min|Max)Range$/)]);
    }
  });
});
