import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoices } from '../../../server/db/schema';
import { stockholmOffsetMinutes, toStockholmIso } from '../../../server/domain/booking/stockholmTime';
import { LATE_CANCELLATION_LINE_ID, runInvoicing } from '../../../server/domain/myPages/invoicing';
import { runMyPagesJobs } from '../../../server/domain/myPages/jobs';
import { PLAN_AHEAD_WEEKS, planVisits } from '../../../server/domain/myPages/planner';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { KARIN, KARIN_ACCOUNT, KARIN_SUBSCRIPTION, OSKAR, sessionAs } from './support';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm. The server ran the planner and invoicing as it started.
let api: BookingApi;
const WEEK_MS = 7 * 86_400_000;
const db = () => api.server.database.db;
const now = () => api.server.clock.now();

beforeAll(async () => {
  api = await startBookingApi();
}, 60_000);
afterAll(() => api.server.close());

const visitsOf = (subscriptionId: string) => db().select().from(bookings).where(eq(bookings.subscriptionId, subscriptionId)).orderBy(bookings.startTime);
const invoiceCount = async () => Number((await db().select({ n: count() }).from(invoices))[0]!.n);

describe('the visit planner', () => {
  it("has planned Karin's weekly visits: Wednesdays 08:00 Stockholm, three hours, the same cleaner, priced with RUT, up to six weeks ahead", async () => {
    const visits = await visitsOf(KARIN_SUBSCRIPTION);
    expect(visits.length).toBeGreaterThan(PLAN_AHEAD_WEEKS);
    const ahead = visits.filter((visit) => visit.startTime!.getTime() > now());
    expect(ahead).toHaveLength(PLAN_AHEAD_WEEKS);
    expect(ahead.at(-1)!.startTime!.getTime()).toBeLessThanOrEqual(now() + PLAN_AHEAD_WEEKS * WEEK_MS);
    for (const visit of visits) {
      expect(toStockholmIso(visit.startTime!.getTime())).toMatch(/T08:00:00\+0[12]:00$/);
      expect(new Date(visit.startTime!.getTime() + stockholmOffsetMinutes(visit.startTime!.getTime()) * 60_000).getUTCDay()).toBe(3);
      expect(visit.endTime!.getTime() - visit.startTime!.getTime()).toBe(3 * 3_600_000);
      expect(visit).toMatchObject({ kind: 'order', customerId: KARIN_ACCOUNT, productId: 303001, staff: visits[0]!.staff });
      expect(visit.staff).toHaveLength(1);
      expect(visit.price).toMatchObject({ totalPriceExclDiscountDeduction: 164_700, rutDeduction: 82_350, totalToPay: 82_350 });
    }
    // None of them took a seat.
    const seats = await db().execute(sql`select count(*)::int as n from slot_bookings s join bookings b on b.id = s.booking_id where b.subscription_id is not null`);
    expect((seats as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('adds nothing when run again, and keeps a cancelled visit cancelled', async () => {
    const before = await visitsOf(KARIN_SUBSCRIPTION);
    const cancelled = before.filter((visit) => visit.status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(await planVisits(db(), now())).toBe(0);
    const after = await visitsOf(KARIN_SUBSCRIPTION);
    expect(after.map((visit) => [visit.id, visit.status])).toEqual(before.map((visit) => [visit.id, visit.status]));
  });

  it('plans the next week once when two runs a week later race', async () => {
    const before = (await visitsOf(KARIN_SUBSCRIPTION)).length;
    const later = now() + WEEK_MS;
    const added = await Promise.all([planVisits(db(), later), planVisits(db(), later), runMyPagesJobs(db(), later).then((r) => r.planned)]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(1);
    const visits = await visitsOf(KARIN_SUBSCRIPTION);
    expect(visits).toHaveLength(before + 1);
    expect(new Set(visits.map((visit) => visit.startTime!.getTime())).size).toBe(visits.length);
  });

  it('plans nothing for Oskar, who has no subscription', async () => {
    const oskars = await db()
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.customerId, 'cust-oskar-lindqvist'), isNotNull(bookings.subscriptionId)));
    expect(Number(oskars[0]!.n)).toBe(0);
  });
});

describe('invoicing', () => {
  it('invoices a late cancellation fee as one line with VAT and no RUT, in the reader’s language', async () => {
    const [coming] = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.customerId, 'cust-oskar-lindqvist'), sql`${bookings.startTime} > ${new Date(now())}`))
      // His last coming visit: the earlier one was done (and invoiced) in a run a week ahead above.
      .orderBy(desc(bookings.startTime))
      .limit(1);
    await db().update(bookings).set({ status: 'cancelled', cancelledAt: new Date(now()), cancelFee: 29_900 }).where(eq(bookings.id, coming!.id));
    const oskar = await api.session(OSKAR);
    const listed = await api.get('/v2/customer/invoices', oskar);
    const fee = listed.body.items.find((item: { amount: number; invoiceDate: string }) => item.amount === 29_900);
    expect(fee).toMatchObject({ invoiceDate: '2026-03-15', dueDate: '2026-04-14', status: 'unpaid' });
    const detail = await api.get(`/v2/customer/invoices/${fee.id}?lang=en`, oskar);
    expect(detail.body).toMatchObject({
      amount: 29_900,
      vat: 5_980,
      rutDeduction: 0,
      lines: [{ id: LATE_CANCELLATION_LINE_ID, label: 'Late cancellation fee', quantity: 1, unitPrice: 29_900, vat: 5_980, rutDeduction: 0 }],
    });
    expect((await api.get(`/v2/customer/invoices/${fee.id}`, oskar)).body.lines[0].label).toBe('Avgift för sen avbokning');
    expect(await runInvoicing(db(), now())).toBe(0);
  });

  it('invoices nothing new when run again, and one invoice per booking when runs race', async () => {
    expect(await runInvoicing(db(), now())).toBe(0);
    const before = await invoiceCount();
    // Three weeks on, Karin's visits of those weeks are done.
    const later = now() + 3 * WEEK_MS;
    const made = await Promise.all([runInvoicing(db(), later), runInvoicing(db(), later), runInvoicing(db(), later, KARIN_ACCOUNT)]);
    const total = made.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await invoiceCount()).toBe(before + total);
    const perBooking = await db()
      .select({ bookingId: invoices.bookingId, n: count() })
      .from(invoices)
      .groupBy(invoices.bookingId)
      .having(sql`count(*) > 1`);
    expect(perBooking).toEqual([]);
    // The number series has no gaps and no repeats.
    const numbers = (await db().select({ number: invoices.number }).from(invoices)).map((row) => Number(row.number.slice(2))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    expect(await runInvoicing(db(), later)).toBe(0);
    // A cancelled visit is never invoiced without a fee.
    const cancelled = (await visitsOf(KARIN_SUBSCRIPTION)).find((visit) => visit.status === 'cancelled')!;
    expect(await db().select().from(invoices).where(eq(invoices.bookingId, cancelled.id))).toEqual([]);
  });

  it('shows the new visits to Karin as before: her sessions see her own only', async () => {
    const karin = await sessionAs(api, KARIN, KARIN_ACCOUNT);
    const answer = await api.get('/v2/customer/subscriptions', karin);
    expect(answer.body.items[0].nextVisit).toBe('2026-03-18T08:00:00+01:00');
  });
});
