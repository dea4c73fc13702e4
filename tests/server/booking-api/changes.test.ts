import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeBankEntries } from '../../../server/db/schema';
import { staffFor } from '../../../server/domain/booking/staff';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, KARIN_SUBSCRIPTION, sessionAs, WEEKLY_CLEANING } from '../customer-api/support';
import { fieldsOf } from '../helpers';
import { MAJA } from '../people';
import { OSKAR, OSKAR_ADDRESS, startBookingApi, WINDOW, windowForm, type BookingApi } from './support';
import { fillSeats, OSKAR_ACCOUNT, priceOf, seatsOf, storedBooking, storeVisit } from './visits';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm: Wednesday the 18th is the first bookable
// day, and a visit that day can be changed for free until Monday the 16th at 00:00.
const at = (day: string, time: string) => `${day}T${time}:00+01:00`;

let api: BookingApi;
let oskar: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  oskar = await api.session(OSKAR);
}, 30_000);
afterAll(() => api.server.close());

async function book(startTime: string, as = oskar, addressId = OSKAR_ADDRESS) {
  const answer = await api.post('/v2/booking/direct', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId, startTime }, as);
  return answer;
}
async function booked(startTime: string): Promise<{ bookingId: string; reference: string; price: { totalToPay: number } }> {
  const answer = await book(startTime);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const bookingPath = (id: string, rest = '') => `/v2/customer/bookings/${id}${rest}`;

describe('reasons', () => {
  it('lists cancel and rebook reasons with stable ids, labelled in the language asked', async () => {
    const sv = await api.get('/v2/customer/bookings/cancel/reasons', oskar);
    expect(sv.body.items.map((r: { id: string }) => r.id)).toEqual(['changedPlans', 'illness', 'travel', 'notNeeded', 'other']);
    const en = await api.get('/v2/customer/bookings/cancel/reasons?lang=en', oskar);
    expect(en.body.items[0].label).not.toBe(sv.body.items[0].label);
    const rebook = await api.get('/v2/customer/bookings/rebook/reasons?lang=en', oskar);
    expect(rebook.body.items).toContainEqual({ id: 'timeDoesNotSuit', label: 'The time does not suit me' });
    expect((await api.get('/v2/customer/bookings/rebook/reasons')).status).toBe(401);
  });
});

describe('a booking in detail', () => {
  it('answers the stored booking with its lines, staff and what may be done with it', async () => {
    const { bookingId, reference, price } = await booked(at('2026-03-18', '08:00'));
    const answer = await api.get(bookingPath(bookingId), oskar);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: bookingId,
      reference,
      status: 'booked',
      startTime: at('2026-03-18', '08:00'),
      // Every booked time is planned with the region's team, one cleaner for window cleaning.
      staff: staffFor(reference, 'stockholm', 1),
      note: null,
      canCancel: true,
      canRebook: true,
      canRate: false,
      canNote: true,
      rating: null,
      freeChangeUntil: '2026-03-16T00:00:00+01:00',
      cancelledAt: null,
      cancelFee: null,
    });
    expect(answer.body.staff).toHaveLength(1);
    const stored = (await storedBooking(api, bookingId)).price as { lines: unknown[] };
    expect(stored.lines.length).toBeGreaterThan(0);
    expect(answer.body.lines).toEqual(stored.lines);
    expect(answer.body.price.totalToPay).toBe(price.totalToPay);
    // Booked in Swedish, read in English: the same lines and amounts, named in English.
    const english = await api.get(`${bookingPath(bookingId)}?lang=en`, oskar);
    const named = (lines: { id: string; label: string }[]) => Object.fromEntries(lines.map((line) => [line.id, line.label]));
    const amounts = (lines: { label: string; unit?: string }[]) => lines.map(({ label: _label, unit: _unit, ...line }) => line);
    expect(amounts(english.body.lines)).toEqual(amounts(stored.lines as { label: string }[]));
    expect(named(english.body.lines)).not.toEqual(named(stored.lines as { id: string; label: string }[]));
    expect(named(english.body.lines)).toMatchObject({ travel: 'Call-out charge' });
    expect(english.body.lines.find((line: { id: string }) => line.id === 'windowsOrdinary').unit).toBe('pcs');
  });

  it('answers 404 with no data for another customer’s, a malformed and an unknown id; 401 without a session', async () => {
    const { bookingId } = await booked(at('2026-03-18', '13:00'));
    const maja = await api.session(MAJA);
    for (const [path, as] of [[bookingPath(bookingId), maja], [bookingPath('not-a-uuid'), oskar], [bookingPath(randomUUID()), oskar]] as const) {
      const answer = await api.get(path, as);
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(bookingId);
    }
    expect((await api.post(bookingPath(bookingId, '/cancel'), { reason: 'illness' }, maja)).status).toBe(404);
    expect((await api.post(bookingPath('not-a-uuid', '/note'), { note: 'x' }, oskar)).status).toBe(404);
    expect((await api.get(bookingPath(bookingId))).status).toBe(401);
    expect((await api.post(bookingPath(bookingId, '/cancel'), { reason: 'illness' })).status).toBe(401);
    expect((await api.get(bookingPath('a.b'), oskar)).status).toBe(400);
    expect((await storedBooking(api, bookingId)).status).toBe('confirmed');
  });

  it('shows the active account only: Karin acting for Gustav sees Gustav’s visits, never her own', async () => {
    const gustavs = await storeVisit(api, { customerId: GUSTAV_ACCOUNT, start: at('2026-03-24', '08:00'), end: at('2026-03-24', '10:00') });
    const karins = await storeVisit(api, { customerId: KARIN_ACCOUNT, start: at('2026-03-24', '08:00'), end: at('2026-03-24', '10:00') });
    const forGustav = await sessionAs(api, KARIN, GUSTAV_ACCOUNT);
    expect((await api.get(bookingPath(gustavs.id), forGustav)).status).toBe(200);
    expect((await api.get(bookingPath(karins.id), forGustav)).status).toBe(404);
    expect((await api.post(bookingPath(karins.id, '/cancel'), { reason: 'illness' }, forGustav)).status).toBe(404);
    expect((await api.post(bookingPath(karins.id, '/note'), { note: 'Hej' }, forGustav)).status).toBe(404);
    const asKarin = await sessionAs(api, KARIN, KARIN_ACCOUNT);
    expect((await api.get(bookingPath(karins.id), asKarin)).status).toBe(200);
    expect((await api.get(bookingPath(gustavs.id), asKarin)).status).toBe(404);
  });
});

describe('cancelling', () => {
  it('is free in time and gives the seat back: another customer then books the last seat', async () => {
    const start = at('2026-03-19', '08:00');
    await fillSeats(api, start, at('2026-03-19', '10:00'), 3);
    const mine = [await booked(start)];
    const maja = await api.session(MAJA);
    const majaBooks = () => book(start, maja, 'addr-maja-stockholm');
    expect((await majaBooks()).status).toBe(409);
    const validation = await api.get(bookingPath(mine[0]!.bookingId, '/cancel/validate?reason=changedPlans'), oskar);
    expect(validation.body).toEqual({ allowed: true, fee: 0, freeUntil: '2026-03-17T00:00:00+01:00', timeBankMinutes: 0 });
    // Validating changes nothing.
    expect((await majaBooks()).status).toBe(409);
    const cancelled = await api.post(bookingPath(mine[0]!.bookingId, '/cancel'), { reason: 'changedPlans' }, oskar);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ cancelled: true, fee: 0, timeBankMinutes: 0 });
    expect(await seatsOf(api, mine[0]!.bookingId)).toEqual([]);
    expect((await majaBooks()).status).toBe(200);
    const detail = await api.get(bookingPath(mine[0]!.bookingId), oskar);
    expect(detail.body).toMatchObject({ status: 'cancelled', cancelledAt: '2026-03-14T10:00:00+01:00', cancelFee: 0, canCancel: false, canRebook: false, canNote: false, freeChangeUntil: null });
    expect((await storedBooking(api, mine[0]!.bookingId)).cancelReason).toBe('changedPlans');
    // The calendar's markers leave it out with the other cancelled visits.
    expect((await api.get('/v2/customer/bookings?startDate=2026-03-19&endDate=2026-03-19', oskar)).body.items.filter((b: { status: string }) => b.status === 'cancelled')).toHaveLength(1);
  });

  it('puts a subscription visit cancelled in time in the time bank, once however often it is retried', async () => {
    const visit = await storeVisit(api, {
      customerId: KARIN_ACCOUNT,
      kind: 'homeCleaning',
      productId: WEEKLY_CLEANING,
      subscriptionId: KARIN_SUBSCRIPTION,
      price: priceOf(82_350),
      // A Thursday: the planner has already planned the subscription's own Wednesday visits.
      start: at('2026-03-26', '08:00'),
      end: at('2026-03-26', '11:00'),
    });
    const karin = await sessionAs(api, KARIN, KARIN_ACCOUNT);
    const validation = await api.get(bookingPath(visit.id, '/cancel/validate?reason=travel'), karin);
    expect(validation.body).toMatchObject({ allowed: true, fee: 0, timeBankMinutes: 180 });
    const answers = await Promise.all([1, 2, 3].map(() => api.post(bookingPath(visit.id, '/cancel'), { reason: 'travel' }, karin)));
    const again = await api.post(bookingPath(visit.id, '/cancel'), { reason: 'other' }, karin);
    for (const answer of [...answers, again]) expect(answer.body).toEqual({ cancelled: true, fee: 0, timeBankMinutes: 180 });
    const entries = await api.server.database.db.select().from(timeBankEntries).where(eq(timeBankEntries.bookingId, visit.id));
    expect(entries).toEqual([expect.objectContaining({ kind: 'cancelledVisit', minutes: 180, subscriptionId: KARIN_SUBSCRIPTION, customerId: KARIN_ACCOUNT, day: '2026-03-14' })]);
    expect((await storedBooking(api, visit.id)).cancelReason).toBe('travel');
  });

  it('costs half the price to pay inside the notice period, with no time bank; a free home visit stays free', async () => {
    const late = await storeVisit(api, { customerId: OSKAR_ACCOUNT, price: priceOf(57_961), start: at('2026-03-17', '13:00'), end: at('2026-03-17', '15:00') });
    const subscription = await storeVisit(api, {
      customerId: KARIN_ACCOUNT,
      kind: 'homeCleaning',
      productId: WEEKLY_CLEANING,
      subscriptionId: KARIN_SUBSCRIPTION,
      price: priceOf(82_350),
      start: at('2026-03-16', '08:00'),
      end: at('2026-03-16', '11:00'),
    });
    const homeVisit = await storeVisit(api, { customerId: OSKAR_ACCOUNT, kind: 'homeCleaning', productId: WEEKLY_CLEANING, price: null, start: at('2026-03-16', '09:00'), end: at('2026-03-16', '10:00') });
    // 289,805 kr rounds to 290 kr.
    expect((await api.get(bookingPath(late.id, '/cancel/validate?reason=illness'), oskar)).body).toEqual({ allowed: true, fee: 29_000, freeUntil: null, timeBankMinutes: 0 });
    expect((await api.get(bookingPath(late.id), oskar)).body).toMatchObject({ canCancel: true, canRebook: false, freeChangeUntil: null });
    expect((await api.post(bookingPath(late.id, '/cancel'), { reason: 'illness' }, oskar)).body).toEqual({ cancelled: true, fee: 29_000, timeBankMinutes: 0 });
    expect((await api.post(bookingPath(late.id, '/cancel'), { reason: 'illness' }, oskar)).body).toEqual({ cancelled: true, fee: 29_000, timeBankMinutes: 0 });
    expect((await api.get(bookingPath(late.id), oskar)).body.cancelFee).toBe(29_000);
    const karin = await sessionAs(api, KARIN, KARIN_ACCOUNT);
    expect((await api.post(bookingPath(subscription.id, '/cancel'), { reason: 'illness' }, karin)).body).toEqual({ cancelled: true, fee: 41_200, timeBankMinutes: 0 });
    expect(await api.server.database.db.select().from(timeBankEntries).where(eq(timeBankEntries.bookingId, subscription.id))).toEqual([]);
    expect((await api.post(bookingPath(homeVisit.id, '/cancel'), { reason: 'notNeeded' }, oskar)).body).toEqual({ cancelled: true, fee: 0, timeBankMinutes: 0 });
  });

  it('refuses visits under way or done (409 notChangeable), and unknown reasons (400)', async () => {
    const underWay = await storeVisit(api, { customerId: OSKAR_ACCOUNT, start: at('2026-03-14', '09:00'), end: at('2026-03-14', '12:00') });
    const done = await storeVisit(api, { customerId: OSKAR_ACCOUNT, start: at('2026-03-10', '08:00'), end: at('2026-03-10', '10:00') });
    for (const visit of [underWay, done]) {
      const answer = await api.post(bookingPath(visit.id, '/cancel'), { reason: 'illness' }, oskar);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('myPages.refusals.notChangeable');
      expect((await api.get(bookingPath(visit.id, '/cancel/validate?reason=illness'), oskar)).body).toMatchObject({ allowed: false, reasonKey: 'myPages.refusals.notChangeable' });
    }
    const { bookingId } = await booked(at('2026-03-18', '15:00'));
    const unknown = await api.post(bookingPath(bookingId, '/cancel'), { reason: 'bored' }, oskar);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual([{ field: 'body.reason', message: 'myPages.refusals.unknownReason' }]);
    const unknownQuery = await api.get(bookingPath(bookingId, '/cancel/validate?reason=bored'), oskar);
    expect(unknownQuery.body).toEqual([{ field: 'query.reason', message: 'myPages.refusals.unknownReason' }]);
    expect(fieldsOf((await api.post(bookingPath(bookingId, '/cancel'), {}, oskar)).body)).toEqual(['body.reason']);
    expect((await storedBooking(api, bookingId)).status).toBe('confirmed');
  });
});

describe('moving', () => {
  it('moves a visit in time to a free slot of its product, keeping its length; the same move again changes nothing', async () => {
    const { bookingId } = await booked(at('2026-03-20', '08:00'));
    const calendar = await api.get(bookingPath(bookingId, '/rebook/availability'), oskar);
    expect(calendar.status).toBe(200);
    const starts = calendar.body.slots.map((s: { startTime: string }) => s.startTime);
    expect(starts).toContain(at('2026-03-20', '08:00'));
    expect(starts).toContain(at('2026-03-20', '13:00'));
    const to = at('2026-03-20', '13:00');
    expect((await api.get(bookingPath(bookingId, `/rebook/validate?time=${encodeURIComponent(to)}&reason=timeDoesNotSuit`), oskar)).body).toEqual({
      allowed: true,
      fee: 0,
      freeUntil: '2026-03-18T00:00:00+01:00',
      timeBankMinutes: 0,
    });
    const moved = await api.post(bookingPath(bookingId, '/rebook'), { time: to, reason: 'timeDoesNotSuit' }, oskar);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: bookingId, startTime: to, endTime: at('2026-03-20', '15:00'), status: 'booked' });
    expect(await seatsOf(api, bookingId)).toEqual([Date.parse(to)]);
    const again = await api.post(bookingPath(bookingId, '/rebook'), { time: to, reason: 'timeDoesNotSuit' }, oskar);
    expect(again.body).toEqual(moved.body);
    const row = await storedBooking(api, bookingId);
    expect(row.rebookReason).toBe('timeDoesNotSuit');
    expect(row.rebookedAt?.toISOString()).toBe('2026-03-14T09:00:00.000Z');
  });

  it('refuses a time that is not a slot (400), a late visit (409 rebookTooLate), a done one and an unknown reason', async () => {
    const { bookingId } = await booked(at('2026-03-20', '10:00'));
    for (const time of [at('2026-03-20', '09:00'), at('2026-03-21', '08:00'), at('2026-03-16', '08:00')]) {
      const answer = await api.post(bookingPath(bookingId, '/rebook'), { time, reason: 'other' }, oskar);
      expect(answer.status, time).toBe(400);
      expect(answer.body).toEqual([{ field: 'body.time', message: 'slotUnavailable' }]);
      const validation = await api.get(bookingPath(bookingId, `/rebook/validate?time=${encodeURIComponent(time)}&reason=other`), oskar);
      expect(validation.body).toMatchObject({ allowed: false, reasonKey: 'slotUnavailable' });
    }
    expect(fieldsOf((await api.post(bookingPath(bookingId, '/rebook'), { time: 'soon', reason: 'other' }, oskar)).body)).toEqual(['body.time']);
    expect((await api.post(bookingPath(bookingId, '/rebook'), { time: at('2026-03-20', '13:00'), reason: 'x' }, oskar)).body).toEqual([
      { field: 'body.reason', message: 'myPages.refusals.unknownReason' },
    ]);
    const late = await storeVisit(api, { customerId: OSKAR_ACCOUNT, start: at('2026-03-17', '08:00'), end: at('2026-03-17', '10:00'), seat: true });
    const tooLate = await api.post(bookingPath(late.id, '/rebook'), { time: at('2026-03-20', '13:00'), reason: 'other' }, oskar);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.errors).toEqual([{ field: 'body.time', message: 'myPages.refusals.rebookTooLate' }]);
    expect((await api.get(bookingPath(late.id, `/rebook/validate?time=${encodeURIComponent(at('2026-03-20', '13:00'))}&reason=other`), oskar)).body).toMatchObject({
      allowed: false,
      reasonKey: 'myPages.refusals.rebookTooLate',
      freeUntil: null,
    });
    expect(await seatsOf(api, late.id)).toEqual([Date.parse(at('2026-03-17', '08:00'))]);
    // Where it already is, a late visit is answered as it is (a retry of a move that was done).
    const inPlace = await api.post(bookingPath(late.id, '/rebook'), { time: at('2026-03-17', '08:00'), reason: 'other' }, oskar);
    expect(inPlace.status).toBe(200);
    expect(inPlace.body).toMatchObject({ id: late.id, startTime: at('2026-03-17', '08:00') });
    const done = await storeVisit(api, { customerId: OSKAR_ACCOUNT, start: at('2026-03-11', '08:00'), end: at('2026-03-11', '10:00') });
    expect((await api.post(bookingPath(done.id, '/rebook'), { time: at('2026-03-20', '13:00'), reason: 'other' }, oskar)).body.message).toBe('myPages.refusals.notChangeable');
  });

  it('gives the last seat to one of two visits moved there at once; the other gets 409 with fresh times', async () => {
    const full = at('2026-03-23', '08:00');
    await fillSeats(api, full, at('2026-03-23', '10:00'), 3);
    // Two customers' visits: one customer's two visits could not both be at one time at one place anyway.
    const maja = await api.session(MAJA);
    const a = await booked(at('2026-03-23', '10:00'));
    const b = (await book(at('2026-03-23', '13:00'), maja, 'addr-maja-stockholm')).body as { bookingId: string };
    // The moved visit's own seat does not count against it.
    const calendarOfA = await api.get(bookingPath(a.bookingId, '/rebook/availability'), oskar);
    expect(calendarOfA.body.slots.map((s: { startTime: string }) => s.startTime)).toContain(full);
    const race = await Promise.all([[a, oskar], [b, maja]].map(([v, as]) => api.post(bookingPath(v.bookingId, '/rebook'), { time: full, reason: 'other' }, as)));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = race.find((r) => r.status === 409)!;
    expect(lost.body.message).toBe('slotTaken');
    expect(lost.body.availability.slots.map((s: { startTime: string }) => s.startTime)).not.toContain(full);
    const seats = await Promise.all([a, b].map((v) => seatsOf(api, v.bookingId)));
    expect(seats.flat().filter((s) => s === Date.parse(full))).toHaveLength(1);
    // The loser keeps its own time and seat.
    expect(seats.every((s) => s.length === 1)).toBe(true);
  });

  it('moves a weekly cleaning subscription visit among Click & Go’s slots', async () => {
    const visit = await storeVisit(api, {
      customerId: KARIN_ACCOUNT,
      kind: 'homeCleaning',
      productId: WEEKLY_CLEANING,
      subscriptionId: KARIN_SUBSCRIPTION,
      start: at('2026-03-26', '09:00'),
      end: at('2026-03-26', '12:00'),
    });
    const karin = await sessionAs(api, KARIN, KARIN_ACCOUNT);
    const calendar = await api.get(bookingPath(visit.id, '/rebook/availability'), karin);
    const times = new Set(calendar.body.slots.map((s: { startTime: string }) => s.startTime.slice(11, 16)));
    expect([...times].sort()).toEqual(['08:00', '10:00', '13:00', '15:00']);
    const moved = await api.post(bookingPath(visit.id, '/rebook'), { time: at('2026-03-27', '13:00'), reason: 'illness' }, karin);
    expect(moved.body).toMatchObject({ startTime: at('2026-03-27', '13:00'), endTime: at('2026-03-27', '16:00'), orderId: KARIN_SUBSCRIPTION });
  });
});

describe('rating and notes', () => {
  it('rates a done visit once: the same rating again is fine, another is refused', async () => {
    const done = await storeVisit(api, { customerId: OSKAR_ACCOUNT, start: at('2026-03-12', '08:00'), end: at('2026-03-12', '10:00') });
    const before = await api.get(bookingPath(done.id, '/rate?lang=en'), oskar);
    expect(before.body).toMatchObject({ rating: null, feedback: null, reason: null });
    expect(before.body.reasons.map((r: { id: string }) => r.id)).toContain('quality');
    expect(before.body.reasons.find((r: { id: string }) => r.id === 'quality').label).toBe('The quality of the work');
    expect((await api.get(bookingPath(done.id), oskar)).body).toMatchObject({ status: 'done', canRate: true, canCancel: false });
    const rating = { rating: 4, feedback: 'Fint!', reason: 'quality' };
    expect((await api.post(bookingPath(done.id, '/rate'), rating, oskar)).body).toEqual({ ok: true });
    expect((await api.post(bookingPath(done.id, '/rate'), rating, oskar)).body).toEqual({ ok: true });
    const other = await api.post(bookingPath(done.id, '/rate'), { ...rating, rating: 1 }, oskar);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('myPages.refusals.alreadyRated');
    expect((await api.get(bookingPath(done.id, '/rate'), oskar)).body).toMatchObject({ rating: 4, feedback: 'Fint!', reason: 'quality' });
    expect((await api.get(bookingPath(done.id), oskar)).body).toMatchObject({ rating: 4, canRate: false });
    const upcoming = await booked(at('2026-03-24', '10:00'));
    const notYet = await api.post(bookingPath(upcoming.bookingId, '/rate'), { rating: 5 }, oskar);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('myPages.refusals.notRateable');
    expect((await api.post(bookingPath(done.id, '/rate'), { rating: 5, reason: 'nope' }, oskar)).body).toEqual([{ field: 'body.reason', message: 'myPages.refusals.unknownReason' }]);
    expect(fieldsOf((await api.post(bookingPath(done.id, '/rate'), { rating: 6 }, oskar)).body)).toEqual(['body.rating']);
  });

  it('keeps a note for the staff until the visit starts; a new note replaces it', async () => {
    const { bookingId } = await booked(at('2026-03-24', '13:00'));
    expect((await api.post(bookingPath(bookingId, '/note'), { note: 'Porten är låst' }, oskar)).body).toEqual({ ok: true });
    expect((await api.post(bookingPath(bookingId, '/note'), { note: '  Katten är skygg  ' }, oskar)).body).toEqual({ ok: true });
    expect((await api.get(bookingPath(bookingId), oskar)).body.note).toBe('Katten är skygg');
    const underWay = await storeVisit(api, { customerId: OSKAR_ACCOUNT, start: at('2026-03-14', '09:30'), end: at('2026-03-14', '11:30') });
    const late = await api.post(bookingPath(underWay.id, '/note'), { note: 'Hej' }, oskar);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([{ field: 'body.note', message: 'myPages.refusals.noteTooLate' }]);
    expect(fieldsOf((await api.post(bookingPath(bookingId, '/note'), { note: 'x'.repeat(1001) }, oskar)).body)).toEqual(['body.note']);
  });
});

// Last: it moves the clock (and logs in again at each time).
describe('the notice period’s boundary', () => {
  it('is free until 00:00 of the day the visit stops being bookable, and costs the fee from then on', async () => {
    const { bookingId, price } = await booked(at('2026-03-18', '10:00'));
    const clock = api.server.clock;
    const saved = clock.time;
    try {
      clock.time = Date.parse('2026-03-15T23:59:59+01:00');
      const early = await api.session(OSKAR);
      expect((await api.get(bookingPath(bookingId, '/cancel/validate?reason=illness'), early)).body).toEqual({
        allowed: true,
        fee: 0,
        freeUntil: '2026-03-16T00:00:00+01:00',
        timeBankMinutes: 0,
      });
      expect((await api.get(bookingPath(bookingId), early)).body).toMatchObject({ canRebook: true });
      clock.time = Date.parse('2026-03-16T00:00:00+01:00');
      const fee = Math.round(price.totalToPay / 2 / 100) * 100;
      expect(fee).toBeGreaterThan(0);
      expect((await api.get(bookingPath(bookingId, '/cancel/validate?reason=illness'), early)).body).toEqual({ allowed: true, fee, freeUntil: null, timeBankMinutes: 0 });
      expect((await api.get(bookingPath(bookingId), early)).body).toMatchObject({ canRebook: false, freeChangeUntil: null });
      expect((await api.post(bookingPath(bookingId, '/rebook'), { time: at('2026-03-25', '10:00'), reason: 'other' }, early)).status).toBe(409);
      expect((await api.post(bookingPath(bookingId, '/cancel'), { reason: 'illness' }, early)).body).toEqual({ cancelled: true, fee, timeBankMinutes: 0 });
      expect((await api.get(bookingPath(bookingId), early)).body).toMatchObject({ cancelledAt: '2026-03-16T00:00:00+01:00', cancelFee: fee });
    } finally {
      clock.time = saved;
      oskar = await api.session(OSKAR);
    }
  });
});
