import { and, asc, desc, eq, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import { SERVICE_IDS, type ServiceId } from '../../../api/products';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import { testCustomers, type TestCustomer } from '../../../content/shared/customers';
import { DEFAULT_SLOT_PLAN, isWorkingDay, SLOT_PLANS } from '../../domain/booking/availability';
import { bookingConfigFor } from '../../domain/booking/bookingConfig';
import { validateConfigurationForm } from '../../domain/booking/configurationSchema';
import { staffFor } from '../../domain/booking/staff';
import { stockholmInstant } from '../../domain/booking/stockholmTime';
import { addDays, todayInStockholm } from '../../domain/holidays';
import { runInvoicing } from '../../domain/myPages/invoicing';
import { planVisits } from '../../domain/myPages/planner';
import { priceVisit } from '../../domain/myPages/visitPrice';
import { insertBooking } from '../../store/booking';
import { findArea } from '../../store/catalog';
import type { Db } from '../index';
import { bookings, feedbackRequests, invoices, offers, timeBankEntries } from '../schema';
import { testSubscriptions } from './customers';
import type { SeedStep } from './index';

/**
 * A lived-in history for the test customers, relative to the day the seed
 * runs (Stockholm): done visits over the last four months with their staff
 * and prices, coming visits at real slot times (taking their seats), Karin's
 * subscription visits from the planner (one of them cancelled in time and
 * credited to her time bank), invoices from the invoicing run (the older
 * ones paid, Oskar's deep cleaning overdue), offers and a feedback request.
 * Everything depends on the day only, not the hour. The customers' earlier
 * visits, invoices, time bank, offers and feedback are replaced.
 */

type Form = Record<string, string | number | boolean | string[]>;

/** One visit of a test customer: `day` is days from today (negative: done; the nearest working day on that side). */
interface SeedVisit {
  customerId: string;
  productId: ServiceId;
  form: Form;
  day: number;
  /** A start of the product's slot plan, `HH:MM`. */
  start: string;
  /** One of the customer's addresses, or an address kept on the booking only. */
  address: string | { street: string; zipCode: string; city: string };
  staff?: number;
}

const windows = (ordinary: number, extra: Form = {}): Form => ({ windowsOrdinary: ordinary, floors: '1', ladderNeeded: false, ...extra });

const seedVisits: SeedVisit[] = [
  // Oskar: window cleaning in the autumn (paid), a deep cleaning six weeks ago (left unpaid: overdue),
  // a window cleaning on the next working day (inside the notice period: cancelling it costs a fee) and an extra cleaning later.
  { customerId: 'cust-oskar-lindqvist', productId: SERVICE_IDS.windowCleaning, form: windows(14, { windowsMullioned: 4 }), day: -110, start: '10:00', address: 'addr-oskar-home' },
  { customerId: 'cust-oskar-lindqvist', productId: SERVICE_IDS.deepCleaning, form: { livingArea: 68, rooms: 3, bathrooms: 1, extras: ['oven'], pets: false }, day: -45, start: '08:00', address: 'addr-oskar-home', staff: 2 },
  { customerId: 'cust-oskar-lindqvist', productId: SERVICE_IDS.windowCleaning, form: windows(14, { windowsMullioned: 4 }), day: 1, start: '13:00', address: 'addr-oskar-home' },
  { customerId: 'cust-oskar-lindqvist', productId: SERVICE_IDS.extraCleaning, form: { hours: 3, livingArea: 68, extras: [], pets: false }, day: 24, start: '10:00', address: 'addr-oskar-home' },
  // Gustav: window and extra cleanings; one coming.
  { customerId: 'cust-gustav-berg', productId: SERVICE_IDS.windowCleaning, form: windows(8), day: -100, start: '08:00', address: 'addr-gustav-home' },
  { customerId: 'cust-gustav-berg', productId: SERVICE_IDS.extraCleaning, form: { hours: 3, livingArea: 55, extras: ['fridge'], pets: false }, day: -60, start: '10:00', address: 'addr-gustav-home' },
  { customerId: 'cust-gustav-berg', productId: SERVICE_IDS.extraCleaning, form: { hours: 2, livingArea: 55, extras: [], pets: false }, day: -18, start: '10:00', address: 'addr-gustav-home' },
  { customerId: 'cust-gustav-berg', productId: SERVICE_IDS.extraCleaning, form: { hours: 3, livingArea: 55, extras: ['oven'], pets: false }, day: 17, start: '10:00', address: 'addr-gustav-home' },
  // Bergs Bageri AB: office cleaning is quoted, so the shop's windows (a company: no RUT).
  { customerId: 'cust-bergs-bageri', productId: SERVICE_IDS.windowCleaning, form: windows(20, { ladderNeeded: true }), day: -75, start: '08:00', address: 'addr-bageri' },
  { customerId: 'cust-bergs-bageri', productId: SERVICE_IDS.windowCleaning, form: windows(20, { ladderNeeded: true }), day: -15, start: '08:00', address: 'addr-bageri' },
  { customerId: 'cust-bergs-bageri', productId: SERVICE_IDS.windowCleaning, form: windows(20, { ladderNeeded: true }), day: 30, start: '08:00', address: 'addr-bageri' },
  // Maja: one visit in each postal code area, one coming in Stockholm.
  { customerId: 'cust-maja-holm', productId: SERVICE_IDS.deepCleaning, form: { livingArea: 54, rooms: 2, bathrooms: 1, extras: [], pets: false }, day: -85, start: '08:00', address: 'addr-maja-stockholm', staff: 2 },
  { customerId: 'cust-maja-holm', productId: SERVICE_IDS.windowCleaning, form: windows(10), day: -35, start: '10:00', address: 'addr-maja-goteborg' },
  { customerId: 'cust-maja-holm', productId: SERVICE_IDS.windowCleaning, form: windows(9), day: 12, start: '15:00', address: 'addr-maja-stockholm' },
  // Per (protected identity, no saved address): the visit's address is kept on the booking only.
  { customerId: 'cust-per-strom', productId: SERVICE_IDS.windowCleaning, form: windows(6), day: -50, start: '13:00', address: { street: 'Hantverkargatan 20', zipCode: '11221', city: 'Stockholm' } },
  { customerId: 'cust-per-strom', productId: SERVICE_IDS.windowCleaning, form: windows(6), day: 20, start: '08:00', address: { street: 'Hantverkargatan 20', zipCode: '11221', city: 'Stockholm' } },
];

/** The invoice of this visit (Oskar's deep cleaning) is left unpaid past its due date. */
const OVERDUE_VISIT = seedVisits[1]!;
/** Invoices dated at least this many days before the seed's day are paid (a week after their date). */
const PAID_AFTER_DAYS = 10;
const PAID_AFTER_INVOICE_DAYS = 7;

/** The nearest working day on or before (`step` −1) or on or after (`step` 1) a day. */
function workingDay(day: string, step: 1 | -1): string {
  let found = day;
  while (!isWorkingDay(found)) found = addDays(found, step);
  return found;
}

/** The day of a seed visit relative to `today`. */
function seedVisitDay(visit: Pick<SeedVisit, 'day'>, today: string): string {
  return workingDay(addDays(today, visit.day), visit.day < 0 ? -1 : 1);
}

async function addVisit(db: Db, visit: SeedVisit, customer: TestCustomer, today: string): Promise<string> {
  const stored = typeof visit.address === 'string' ? customer.addresses.find((a) => a.id === visit.address) : visit.address;
  if (!stored) throw new Error(`seed visit of ${customer.id}: no address ${String(visit.address)}`);
  const address = { ...(typeof visit.address === 'string' ? { id: visit.address } : {}), street: stored.street, zipCode: normalizePostalCode(stored.zipCode), city: stored.city };
  const area = await findArea(db, address.zipCode);
  const config = bookingConfigFor(visit.productId, 'sv');
  const checked = validateConfigurationForm(config.questions, visit.form, config.minimumTotal);
  if (!checked.ok) throw new Error(`seed visit of ${customer.id}: ${JSON.stringify(checked.errors)}`);
  const day = seedVisitDay(visit, today);
  const plan = SLOT_PLANS[visit.productId] ?? DEFAULT_SLOT_PLAN;
  if (!plan.starts.includes(visit.start)) throw new Error(`seed visit of ${customer.id}: ${visit.start} is no slot of ${visit.productId}`);
  const startMs = stockholmInstant(day, visit.start);
  const account = { type: customer.type, ssn: customer.ssn ?? null };
  const priced = await priceVisit(db, account, visit.productId, checked.form, Number(day.slice(0, 4)));
  const region = area?.region ?? null;
  const staff = staffFor(`seed|${customer.id}|${day}|${visit.productId}`, region, visit.staff ?? 1);
  const row = await insertBooking(
    db,
    {
      kind: 'order',
      productId: visit.productId,
      status: 'confirmed',
      customerId: customer.id,
      person: priced?.person ?? null,
      areaCode: area?.areaCode ?? null,
      region,
      address,
      contact: null,
      configuration: checked.form,
      startTime: new Date(startMs),
      endTime: new Date(startMs + plan.durationMinutes * 60_000),
      price: priced?.price ?? null,
      staff,
    },
    // A coming visit holds its seat, as a booking made on the site does.
    visit.day > 0 && region ? { region, startMs, staffOf: () => staff } : undefined,
  );
  return row.id;
}

const KARIN = 'cust-karin-berg';

/** Karin cancelled her subscription visit about three weeks ago in time: no fee, its hours went to her time bank. */
async function cancelKarinsVisit(db: Db, today: string, dayStart: number): Promise<void> {
  const subscription = testSubscriptions.find((s) => s.customerId === KARIN);
  if (!subscription) return;
  const [visit] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.subscriptionId, subscription.id),
        gte(bookings.startTime, new Date(stockholmInstant(addDays(today, -24), '00:00'))),
        lt(bookings.startTime, new Date(stockholmInstant(addDays(today, -16), '00:00'))),
      ),
    )
    .orderBy(asc(bookings.startTime))
    .limit(1);
  if (visit?.startTime) {
    const cancelledAt = new Date(visit.startTime.getTime() - 5 * 86_400_000);
    await db.update(bookings).set({ status: 'cancelled', cancelledAt, cancelFee: 0 }).where(eq(bookings.id, visit.id));
    const minutes = Math.round((visit.endTime!.getTime() - visit.startTime.getTime()) / 60_000);
    await db.insert(timeBankEntries).values({
      customerId: KARIN,
      subscriptionId: subscription.id,
      bookingId: visit.id,
      kind: 'cancelledVisit',
      minutes,
      day: todayInStockholm(cancelledAt),
      createdAt: cancelledAt,
    });
    // An hour of it was used since: added to a visit.
    const usedDay = addDays(today, -10);
    await db.insert(timeBankEntries).values({
      customerId: KARIN,
      subscriptionId: subscription.id,
      kind: 'extraVisit',
      minutes: -60,
      day: usedDay,
      createdAt: new Date(stockholmInstant(usedDay, '12:00')),
    });
  }
  // A question about her latest visit, not answered yet.
  const [latest] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.subscriptionId, subscription.id), ne(bookings.status, 'cancelled'), lte(bookings.endTime, new Date(dayStart))))
    .orderBy(desc(bookings.startTime))
    .limit(1);
  if (latest) {
    await db.insert(feedbackRequests).values({ id: 'fb-karin-latest-visit', customerId: KARIN, bookingId: latest.id, productId: latest.productId, createdAt: latest.endTime! });
  }
}

/** Older invoices are paid a week after their date; the overdue visit's is not. */
async function payOlderInvoices(db: Db, ids: string[], today: string, overdueBookingId: string | undefined): Promise<void> {
  const rows = await db
    .select({ id: invoices.id, invoiceDate: invoices.invoiceDate, bookingId: invoices.bookingId })
    .from(invoices)
    .where(and(inArray(invoices.customerId, ids), lte(invoices.invoiceDate, addDays(today, -PAID_AFTER_DAYS))));
  for (const row of rows) {
    if (row.bookingId === overdueBookingId) continue;
    await db
      .update(invoices)
      .set({ paidAt: new Date(stockholmInstant(addDays(row.invoiceDate, PAID_AFTER_INVOICE_DAYS), '12:00')) })
      .where(eq(invoices.id, row.id));
  }
}

export function historyStep(customers: TestCustomer[] = testCustomers, visits: SeedVisit[] = seedVisits): SeedStep {
  return {
    name: 'test customers: visits, invoices, time bank, offers and feedback',
    async run(db: Db, { now }) {
      const ids = customers.map((customer) => customer.id);
      const today = todayInStockholm(new Date(now));
      // The seed depends on the day, not the hour: it is written as at the day's first minute.
      const dayStart = stockholmInstant(today, '00:00');
      await db.delete(invoices).where(inArray(invoices.customerId, ids));
      await db.delete(timeBankEntries).where(inArray(timeBankEntries.customerId, ids));
      await db.delete(offers).where(inArray(offers.customerId, ids));
      await db.delete(feedbackRequests).where(inArray(feedbackRequests.customerId, ids));
      await db.delete(bookings).where(inArray(bookings.customerId, ids));

      await planVisits(db, dayStart);
      await cancelKarinsVisit(db, today, dayStart);
      let overdueBookingId: string | undefined;
      for (const visit of visits) {
        const customer = customers.find((c) => c.id === visit.customerId);
        if (!customer) continue;
        const id = await addVisit(db, visit, customer, today);
        if (visit === OVERDUE_VISIT) overdueBookingId = id;
      }
      await runInvoicing(db, dayStart);
      await payOlderInvoices(db, ids, today, overdueBookingId);

      const offerRows = [
        // Maja asked for a quote for her garden; it is open for another few weeks.
        { id: 'offer-maja-gardening', customerId: 'cust-maja-holm', productId: SERVICE_IDS.gardening, status: 'open' as const, amount: 389_000, validUntil: addDays(today, 25), createdAt: new Date(stockholmInstant(addDays(today, -5), '14:00')) },
        // Oskar asked for window cleaning every season; the quote his unread notification tells of is open.
        { id: 'offer-oskar-windows', customerId: 'cust-oskar-lindqvist', productId: SERVICE_IDS.windowCleaningRecurringExternal, status: 'open' as const, amount: 129_000, validUntil: addDays(today, 30), createdAt: new Date(stockholmInstant(addDays(today, -3), '09:00')) },
        // Gustav's handyman quote ran out without an answer.
        { id: 'offer-gustav-handyman', customerId: 'cust-gustav-berg', productId: SERVICE_IDS.generalHandyman, status: 'open' as const, amount: 452_500, validUntil: addDays(today, -10), createdAt: new Date(stockholmInstant(addDays(today, -40), '10:00')) },
      ].filter((offer) => ids.includes(offer.customerId));
      if (offerRows.length > 0) await db.insert(offers).values(offerRows);
    },
  };
}
