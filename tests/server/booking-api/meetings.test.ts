import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '../helpers';
import { MAJA } from '../people';
import { contact, OSKAR, OSKAR_ADDRESS, startBookingApi, WINDOW, windowForm, type BookingApi } from './support';
import { seatsOf, storedBooking } from './visits';

/**
 * The free home visit before weekly home cleaning (a meeting), over HTTP:
 * booked with the home cleaning wizard's call, then looked at, moved and
 * cancelled on My pages.
 */

let api: BookingApi;
let oskar: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  oskar = await api.session(OSKAR);
}, 30_000);
afterAll(() => api.server.close());

const calendar = async () => (await api.get('/v2/booking/home-cleaning/availability?zipCode=11120&flow=rfp')).body as { slots: { startTime: string; endTime: string }[] };

async function bookMeeting(startTime: string): Promise<string> {
  const answer = await api.post(
    '/v2/booking/home-cleaning',
    { configurationForm: { livingArea: 80, frequency: 'weekly', hours: 3 }, addressId: OSKAR_ADDRESS, contact, startTime, zipCode: '11120', flow: 'rfp' },
    oskar,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.bookingId as string;
}

describe('a meeting', () => {
  it('is answered, moved to another home-visit slot of its region, and cancelled for free', async () => {
    const [first, second] = (await calendar()).slots;
    const id = await bookMeeting(first!.startTime);
    // Planned like every booked time: one of the region's team.
    expect((await storedBooking(api, id)).staff).toHaveLength(1);
    const meeting = await api.get(`/v1/customer/meeting?id=${id}`, oskar);
    expect(meeting.status).toBe(200);
    expect(meeting.body).toEqual({
      id,
      startTime: first!.startTime,
      endTime: first!.endTime,
      zipCode: '11120',
      flow: 'rfp',
      status: 'booked',
      address: { street: 'Vasagatan 12', zipCode: '11120', city: 'Stockholm' },
    });
    const moved = await api.post('/v1/customer/meeting/reschedule', { id, zipCode: '111 20', flow: 'rfp', startTime: second!.startTime }, oskar);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, startTime: second!.startTime, endTime: second!.endTime, status: 'booked' });
    expect(await seatsOf(api, id)).toEqual([Date.parse(second!.startTime)]);
    // The same move again lands where it is.
    expect((await api.post('/v1/customer/meeting/reschedule', { id, zipCode: '11120', flow: 'rfp', startTime: second!.startTime }, oskar)).body).toEqual(moved.body);
    expect((await api.post('/v1/customer/meeting/cancel', { id }, oskar)).body).toEqual({ ok: true });
    expect((await api.post('/v1/customer/meeting/cancel', { id }, oskar)).body).toEqual({ ok: true });
    expect(await seatsOf(api, id)).toEqual([]);
    expect((await api.get(`/v1/customer/meeting?id=${id}`, oskar)).body.status).toBe('cancelled');
    expect((await storedBooking(api, id)).cancelFee).toBe(0);
    const again = await api.post('/v1/customer/meeting/reschedule', { id, zipCode: '11120', flow: 'rfp', startTime: first!.startTime }, oskar);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('myPages.refusals.notChangeable');
  });

  it('refuses another postal code, the other flow and a time that is no home-visit slot', async () => {
    const slots = (await calendar()).slots;
    const id = await bookMeeting(slots[2]!.startTime);
    const reschedule = (body: Record<string, unknown>) => api.post('/v1/customer/meeting/reschedule', { id, zipCode: '11120', flow: 'rfp', startTime: slots[3]!.startTime, ...body }, oskar);
    expect((await reschedule({ zipCode: '11152' })).body).toEqual([{ field: 'body.zipCode', message: 'myPages.refusals.meetingZipCode' }]);
    expect(fieldsOf((await reschedule({ flow: 'direct' })).body)).toEqual(['body.flow']);
    const offGrid = slots[3]!.startTime.replace(/T\d\d:/, 'T08:');
    expect((await reschedule({ startTime: offGrid })).body).toEqual([{ field: 'body.startTime', message: 'slotUnavailable' }]);
    expect(fieldsOf((await reschedule({ startTime: 'later' })).body)).toEqual(['body.startTime']);
    expect(await seatsOf(api, id)).toEqual([Date.parse(slots[2]!.startTime)]);
  });

  it('is 404 for a visit that is no meeting and for another customer’s meeting; 401 without a session', async () => {
    const slots = (await calendar()).slots;
    const id = await bookMeeting(slots[4]!.startTime);
    const window = await api.post('/v2/booking/direct', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: '2026-03-18T08:00:00+01:00' }, oskar);
    expect((await api.get(`/v1/customer/meeting?id=${window.body.bookingId}`, oskar)).status).toBe(404);
    expect((await api.post('/v1/customer/meeting/cancel', { id: window.body.bookingId }, oskar)).status).toBe(404);
    expect((await api.get('/v1/customer/meeting?id=not-a-uuid', oskar)).status).toBe(404);
    const maja = await api.session(MAJA);
    expect((await api.get(`/v1/customer/meeting?id=${id}`, maja)).status).toBe(404);
    expect((await api.post('/v1/customer/meeting/cancel', { id }, maja)).status).toBe(404);
    expect((await api.post('/v1/customer/meeting/reschedule', { id, zipCode: '11120', flow: 'rfp', startTime: slots[5]!.startTime }, maja)).status).toBe(404);
    expect((await api.get(`/v1/customer/meeting?id=${id}`)).status).toBe(401);
    expect((await api.post('/v1/customer/meeting/cancel', { id })).status).toBe(401);
    expect((await storedBooking(api, id)).status).toBe('confirmed');
  });
});
