import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { bookings, invoices } from '../db/schema';
import type { BookingRow } from './booking';

/**
 * Reads and writes of invoices. Whether an invoice is overdue depends on
 * the day it is read, so its status is computed in the query
 * (`statusOf`), never stored.
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'seq' | 'number' | 'ocr' | 'createdAt'>;
export type InvoiceStatus = 'unpaid' | 'paid' | 'overdue' | 'credited';

/** Advisory lock of an invoicing run: runs take turns, so one booking is never invoiced twice and the number series has no gaps. */
const INVOICING_LOCK = 7_401_201;

/** An invoice's status on a Stockholm day `today`. */
const statusOf = (today: string): SQL<InvoiceStatus> =>
  sql<InvoiceStatus>`case when ${invoices.creditedAt} is not null then 'credited' when ${invoices.paidAt} is not null then 'paid' when ${invoices.dueDate} < ${today}::date then 'overdue' else 'unpaid' end`;

/** Status sorted by what needs doing first: overdue, unpaid, paid, credited. */
const statusRank = (today: string) =>
  sql<number>`case when ${invoices.creditedAt} is not null then 3 when ${invoices.paidAt} is not null then 2 when ${invoices.dueDate} < ${today}::date then 0 else 1 end`;

export type InvoiceWithStatus = InvoiceRow & { status: InvoiceStatus };

const withStatus = (today: string) => ({ invoice: invoices, status: statusOf(today) });
const flatten = (rows: { invoice: InvoiceRow; status: InvoiceStatus }[]): InvoiceWithStatus[] => rows.map((row) => ({ ...row.invoice, status: row.status }));

export type InvoiceOrder = 'invoiceDate' | 'dueDate' | 'amount' | 'status';

/** One page of an account's invoices in an order (ties: newest number first), with the total count. */
export async function invoicePage(
  db: Db,
  customerId: string,
  today: string,
  sort: { orderBy: InvoiceOrder; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ items: InvoiceWithStatus[]; total: number }> {
  const column = { invoiceDate: invoices.invoiceDate, dueDate: invoices.dueDate, amount: invoices.amount, status: statusRank(today) }[sort.orderBy];
  const direction = sort.order === 'asc' ? asc : desc;
  const rows = await db
    .select(withStatus(today))
    .from(invoices)
    .where(eq(invoices.customerId, customerId))
    .orderBy(direction(column), desc(invoices.seq))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.customerId, customerId));
  return { items: flatten(rows), total: Number(count?.n ?? 0) };
}

/** An account's invoices still to pay, overdue first, then by due date. */
export async function openInvoices(db: Db, customerId: string, today: string): Promise<InvoiceWithStatus[]> {
  const rows = await db
    .select(withStatus(today))
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), isNull(invoices.paidAt), isNull(invoices.creditedAt)))
    .orderBy(asc(invoices.dueDate), asc(invoices.seq));
  return flatten(rows);
}

/** One of an account's invoices; undefined for another account's or an unknown id. */
export async function invoiceOf(db: Db, customerId: string, id: string, today: string): Promise<InvoiceWithStatus | undefined> {
  const [row] = await db
    .select(withStatus(today))
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.customerId, customerId)))
    .limit(1);
  return row ? { ...row.invoice, status: row.status } : undefined;
}

/**
 * Runs `work` as one invoicing run: in a transaction holding the invoicing
 * lock, so concurrent runs (the hourly job, a read, another server) take
 * turns and each sees what the one before it invoiced.
 */
export function asInvoicingRun<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVOICING_LOCK})`);
    return work(tx as unknown as Db);
  });
}

/**
 * Bookings to invoice and not invoiced yet: visits done by `nowMs` with a
 * stored price, and cancelled visits that cost a fee; of one account or all.
 */
export async function bookingsToInvoice(db: Db, nowMs: number, customerId?: string): Promise<BookingRow[]> {
  const now = new Date(nowMs);
  const rows = await db
    .select({ booking: bookings })
    .from(bookings)
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(
      and(
        isNull(invoices.id),
        isNotNull(bookings.customerId),
        ...(customerId ? [eq(bookings.customerId, customerId)] : []),
        or(
          and(eq(bookings.status, 'confirmed'), isNotNull(bookings.endTime), lte(bookings.endTime, now), sql`jsonb_typeof(${bookings.price}) = 'object'`),
          and(eq(bookings.status, 'cancelled'), gt(bookings.cancelFee, 0)),
        ),
      ),
    )
    .orderBy(asc(bookings.endTime), asc(bookings.createdAt));
  return rows.map((row) => row.booking);
}

/**
 * Stores an invoice with the next number of the series: `number` and `ocr`
 * are made from its running number, one more than the highest so far. The
 * series has no gaps (as bookkeeping asks), which a database sequence does
 * not promise; it is safe because every insert runs inside an invoicing run
 * (`asInvoicingRun`), one at a time. A booking already invoiced is left
 * alone (`invoices_booking`); answers the invoice stored, if one was.
 */
export async function insertInvoice(db: Db, values: NewInvoice, numberOf: (seq: number) => { number: string; ocr: string }): Promise<InvoiceRow | undefined> {
  const [last] = await db.select({ seq: sql<number>`coalesce(max(${invoices.seq}), 0)::int` }).from(invoices);
  const seq = Number(last?.seq ?? 0) + 1;
  const [row] = await db
    .insert(invoices)
    .values({ ...values, seq, ...numberOf(seq) })
    .onConflictDoNothing({ target: invoices.bookingId })
    .returning();
  return row;
}

/** The product and booking form an invoiced visit was priced from, to name its lines in the reader's language. */
export async function invoicedForm(db: Db, bookingId: string): Promise<{ productId: number; configuration: unknown } | undefined> {
  const [row] = await db.select({ productId: bookings.productId, configuration: bookings.configuration }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return row;
}
