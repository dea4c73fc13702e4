import { count, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customerNotifications, customers, invoices, slotBookings } from '../../../server/db/schema';
import { seedCompanyScale } from '../../../server/db/seed/companyScale';
import { startApi, type TestApi } from '../helpers';

/**
 * The made-up company the bench measures at (`npm run db:seed-company`), at
 * a small size: as many rows as asked, nobody named by a personal number,
 * invoices numbered on from the series, at most one seat per slot ahead so
 * the calendars stay bookable, and a second run adds nothing.
 */

let api: TestApi;
const SMALL = { customers: 40, bookings: 400, invoices: 120, notifications: 300 };

beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** Rows of a table made here (their ids start `scale-`). */
const rows = async (table: typeof customers | typeof invoices | typeof customerNotifications) =>
  Number((await api.database.db.select({ n: count() }).from(table).where(sql`id like 'scale-%'`))[0]!.n);

describe('a company of made-up customers', () => {
  it('adds what was asked, once, naming nobody by a personal number', async () => {
    const { db } = api.database;
    const seqBefore = Number((await db.select({ seq: sql<number>`coalesce(max(${invoices.seq}), 0)::int` }).from(invoices))[0]!.seq);
    const added = await seedCompanyScale(db, SMALL, Date.now());
    expect(added).toEqual(SMALL);
    expect(await rows(customers)).toBe(SMALL.customers);
    expect(await rows(invoices)).toBe(SMALL.invoices);
    expect(await rows(customerNotifications)).toBe(SMALL.notifications);
    expect(Number((await db.select({ n: count() }).from(bookings).where(like(bookings.reference, 'SK-%')))[0]!.n)).toBe(SMALL.bookings);
    expect((await db.select({ id: customers.id }).from(customers).where(sql`${customers.id} like 'scale-%' and ${isNotNull(customers.ssn)}`)).length).toBe(0);

    // The series goes on without a gap or a clash.
    const seqs = (await db.select({ seq: invoices.seq }).from(invoices).where(like(invoices.id, 'scale-%'))).map((row) => row.seq).sort((a, b) => a - b);
    expect(seqs[0]).toBe(seqBefore + 1);
    expect(seqs.at(-1)).toBe(seqBefore + SMALL.invoices);

    // A second run finds them and adds nothing.
    expect(await seedCompanyScale(db, SMALL, Date.now())).toEqual({ customers: 0, bookings: 0, invoices: 0, notifications: 0 });
    expect(await rows(customers)).toBe(SMALL.customers);
  });

  it('takes at most one seat of a slot ahead, so the calendars still offer times', async () => {
    const crowded = await api.database.db
      .select({ n: count() })
      .from(slotBookings)
      .innerJoin(bookings, sql`${bookings.id} = ${slotBookings.bookingId}`)
      .where(like(bookings.reference, 'SK-%'))
      .groupBy(slotBookings.region, slotBookings.productId, slotBookings.startTime)
      .having(sql`count(*) > 1`);
    expect(crowded).toEqual([]);
    const calendar = await api.json('/v2/booking/direct/availability', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 302016, configurationForm: { windowsOrdinary: 10, floors: '1' }, zipCode: '11120' }),
    });
    expect(calendar.status).toBe(200);
    expect(calendar.body.firstAvailable).not.toBeNull();
  });
});
