import { isNotNull, sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../../api/products';
import { addDays, todayInStockholm } from '../../domain/holidays';
import { postTownOf } from '../../domain/postalTowns';
import { stockholmInstant } from '../../domain/booking/stockholmTime';
import { invoiceNumbers } from '../../domain/myPages/invoicing';
import type { Db } from '../index';
import { areaRanges, bookings, customerAddresses, customerNotifications, customers, invoices, slotBookings } from '../schema';

/**
 * A real company's size, for measuring (`npm run db:seed-company`, `npm run
 * bench -- scale`): tens of thousands of customers with two years of
 * bookings, invoices and notifications, spread over the served areas, beside
 * the test customers the seed made. Nobody real is named: these customers
 * have no personal number (none of theirs could be a documented test
 * number) and their e-mail addresses are at `skala.example`.
 */
export interface CompanyScale {
  customers: number;
  bookings: number;
  invoices: number;
  notifications: number;
}

/** The size the bench measures at (issue targets): a company of 20,000 customers. */
export const COMPANY_SCALE: CompanyScale = { customers: 20_000, bookings: 100_000, invoices: 50_000, notifications: 200_000 };

/** Rows per insert: large enough to be quick, small enough for PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;
/** The two years the bookings span: most are past, the last three months are ahead. */
const DAYS_BACK = 640;
const DAYS_SPAN = 730;
const TIMES = ['08:00', '10:00', '13:00', '15:00'] as const;
const DIRECT_PRODUCTS = [SERVICE_IDS.windowCleaning, SERVICE_IDS.deepCleaning, SERVICE_IDS.extraCleaning, SERVICE_IDS.movingCleaning] as const;
const FIRST_NAMES = ['Anna', 'Erik', 'Maria', 'Lars', 'Sara', 'Johan', 'Emma', 'Karl', 'Lina', 'Nils', 'Elin', 'Olof'] as const;
const LAST_NAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson'] as const;

/** Marks every row made here, so a second run finds them and adds none. */
const PREFIX = 'scale-';

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** A served postal code for the n-th customer, with its region: codes spread over every served range. */
function placesOf(ranges: { firstCode: string; lastCode: string; region: string }[], count: number) {
  return Array.from({ length: count }, (_, n) => {
    const range = ranges[n % ranges.length]!;
    const first = Number(range.firstCode);
    const span = Number(range.lastCode) - first + 1;
    const code = String(first + ((n * 7_919) % span)).padStart(5, '0');
    // The code's post town, as an address there has it.
    return { zipCode: code, region: range.region, city: postTownOf(code) ?? range.region };
  });
}

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/**
 * Adds the company's customers, their addresses, bookings (and the seats of
 * those ahead, one per slot, so the calendars stay bookable), invoices of
 * past bookings and notifications. Answers what it added; nothing when a
 * run before added them.
 */
export async function seedCompanyScale(db: Db, scale: CompanyScale = COMPANY_SCALE, nowMs = Date.now()): Promise<CompanyScale> {
  const [done] = await db.select({ id: customers.id }).from(customers).where(sql`${customers.id} = ${`${PREFIX}c0`}`).limit(1);
  if (done) return { customers: 0, bookings: 0, invoices: 0, notifications: 0 };

  const ranges = (await db.select().from(areaRanges).where(isNotNull(areaRanges.region))).map((r) => ({ ...r, region: r.region! }));
  const places = placesOf(ranges, scale.customers);
  const today = todayInStockholm(new Date(nowMs));
  const created = new Date(nowMs - DAYS_BACK * 86_400_000);

  await insertInBatches(
    places.map((_, n) => ({
      id: `${PREFIX}c${n}`,
      type: 'private' as const,
      firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[(n * 7) % LAST_NAMES.length]!,
      email: `kund${n}@skala.example`,
      mobilePhone: `+4670${String(1_000_000 + n).slice(-7)}`,
      createdAt: created,
    })),
    (batch) => db.insert(customers).values(batch),
  );
  await insertInBatches(
    places.map((place, n) => ({
      id: `${PREFIX}a${n}`,
      customerId: `${PREFIX}c${n}`,
      street: `Skalgatan ${(n % 200) + 1}`,
      zipCode: place.zipCode,
      city: place.city,
      isPrimary: true,
      createdAt: created,
    })),
    (batch) => db.insert(customerAddresses).values(batch),
  );

  // Bookings over two years; one seat per slot ahead, so a booking there that would crowd a slot goes a year back.
  const seatsTaken = new Set<string>();
  const booked = Array.from({ length: scale.bookings }, (_, n) => {
    const customer = n % scale.customers;
    const place = places[customer]!;
    const productId = DIRECT_PRODUCTS[n % DIRECT_PRODUCTS.length]!;
    let day = addDays(today, Math.floor((n * DAYS_SPAN) / scale.bookings) - DAYS_BACK);
    while (isWeekend(day)) day = addDays(day, 1);
    const time = TIMES[n % TIMES.length]!;
    const seat = `${place.region}|${productId}|${day}|${time}`;
    const ahead = day > today;
    if (ahead && seatsTaken.has(seat)) day = addDays(day, -364);
    else if (ahead) seatsTaken.add(seat);
    const startMs = stockholmInstant(day, time);
    return {
      id: crypto.randomUUID(),
      reference: `SK-${n.toString(36).toUpperCase().padStart(6, '0')}`,
      kind: 'order' as const,
      productId,
      status: n % 10 === 9 ? ('cancelled' as const) : ('confirmed' as const),
      customerId: `${PREFIX}c${customer}`,
      areaCode: place.zipCode,
      region: place.region,
      address: { street: `Skalgatan ${(customer % 200) + 1}`, zipCode: place.zipCode, city: place.city },
      configuration: {},
      startTime: new Date(startMs),
      endTime: new Date(startMs + 2 * 3_600_000),
      createdAt: new Date(startMs - 14 * 86_400_000),
      seated: day > today && n % 10 !== 9,
    };
  });
  await insertInBatches(booked, (batch) => db.insert(bookings).values(batch.map(({ seated: _seated, ...row }) => row)));
  await insertInBatches(
    booked.filter((row) => row.seated),
    (batch) => db.insert(slotBookings).values(batch.map((row) => ({ region: row.region, productId: row.productId, startTime: row.startTime, bookingId: row.id }))),
  );

  // An invoice for each of the first past, confirmed bookings, numbered on from the series as the invoicing run numbers them.
  const billed = booked.filter((row) => row.status === 'confirmed' && row.startTime.getTime() < nowMs).slice(0, scale.invoices);
  const [last] = await db.select({ seq: sql<number>`coalesce(max(${invoices.seq}), 0)::int` }).from(invoices);
  const firstSeq = Number(last?.seq ?? 0) + 1;
  const invoiceRows = billed.map((row, n) => {
    const invoiceDate = todayInStockholm(new Date(row.startTime.getTime() + 86_400_000));
    const dueDate = addDays(invoiceDate, 30);
    return {
      id: `${PREFIX}i${n}`,
      seq: firstSeq + n,
      ...invoiceNumbers(firstSeq + n),
      customerId: row.customerId,
      bookingId: row.id,
      invoiceDate,
      dueDate,
      lines: [],
      totalBeforeDeductions: 120_000,
      rutDeduction: 36_000,
      vat: 24_000,
      amount: 84_000,
      paidAt: dueDate < today ? new Date(stockholmInstant(dueDate, '12:00')) : null,
      createdAt: new Date(stockholmInstant(invoiceDate, '06:00')),
    };
  });
  await insertInBatches(invoiceRows, (batch) => db.insert(invoices).values(batch));

  await insertInBatches(
    Array.from({ length: scale.notifications }, (_, n) => {
      const createdAt = new Date(nowMs - Math.floor(((scale.notifications - n) * DAYS_BACK * 86_400_000) / scale.notifications));
      // As the invoicing run tells of an invoice (`invoiceNotification`), for one of the company's invoices.
      const invoice = invoiceRows[n % invoiceRows.length]!;
      return {
        id: `${PREFIX}n${n}`,
        customerId: invoice.customerId,
        type: 'invoiceCreated',
        data: { invoiceId: invoice.id, number: invoice.number, amount: invoice.amount, dueDate: invoice.dueDate },
        createdAt,
        readAt: n % 4 === 0 ? null : createdAt,
      };
    }),
    (batch) => db.insert(customerNotifications).values(batch),
  );

  return { customers: scale.customers, bookings: scale.bookings, invoices: billed.length, notifications: scale.notifications };
}
