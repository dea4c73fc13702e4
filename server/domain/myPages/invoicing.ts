import { randomUUID } from 'node:crypto';
import type { OrderLine, Price } from '../../../api/contract/booking';
import type { Db } from '../../db';
import type { BookingRow } from '../../store/booking';
import { asInvoicingRun, bookingsToInvoice, insertInvoice, type InvoiceRow, type NewInvoice } from '../../store/invoices';
import { vatOf } from '../booking/pricing';
import { addDays, todayInStockholm } from '../holidays';
import { invoiceNotification, type Notifier } from '../notifications/notifier';
import { ocrReference } from './ocr';

/**
 * Invoicing: one invoice per done visit with a stored price (dated the
 * Stockholm day after the visit) and per visit cancelled late with a fee
 * (dated the day after the cancellation), never two for one booking. The
 * hourly job invoices everyone; a read of an account's invoices invoices
 * that account first, so a visit that just ended is on the list at once.
 */

/** Days from the invoice date to the due date. */
export const INVOICE_DUE_DAYS = 30;
/** Invoice numbers are `F-` and the running number, counted from here. */
const INVOICE_NUMBER_PREFIX = 'F-';
const INVOICE_NUMBER_BASE = 100_000;
/**
 * The bank giro number invoices are paid to. Fictional: this is the example
 * number Bankgirot's own documentation uses (it passes the Luhn check), so a
 * test payment can never reach a real account.
 */
export const BANKGIRO = '5050-1055';
/** Id of the one line of a late cancellation's invoice; its label is given in the reader's language. */
export const LATE_CANCELLATION_LINE_ID = 'lateCancellationFee';
export const LATE_CANCELLATION_LABEL = { sv: 'Avgift för sen avbokning', en: 'Late cancellation fee' } as const;

/** The human number and OCR reference of the invoice with running number `seq`. */
export function invoiceNumbers(seq: number): { number: string; ocr: string } {
  const running = INVOICE_NUMBER_BASE + seq;
  return { number: `${INVOICE_NUMBER_PREFIX}${running}`, ocr: ocrReference(running) };
}

const dayAfter = (instant: Date) => addDays(todayInStockholm(instant), 1);

/** What an invoice of a booking says, or undefined when there is nothing to invoice. */
function invoiceOfBooking(booking: BookingRow): NewInvoice | undefined {
  if (!booking.customerId) return undefined;
  const base = { id: `inv-${randomUUID()}`, customerId: booking.customerId, bookingId: booking.id };
  if (booking.status === 'cancelled') {
    const fee = booking.cancelFee ?? 0;
    if (fee <= 0) return undefined;
    const invoiceDate = dayAfter(booking.cancelledAt ?? booking.startTime ?? booking.createdAt);
    const vat = vatOf(fee);
    const line: OrderLine = {
      id: LATE_CANCELLATION_LINE_ID,
      label: LATE_CANCELLATION_LABEL.sv,
      quantity: 1,
      unitPrice: fee,
      totalPriceExclDiscountDeduction: fee,
      discountAfterTax: 0,
      vat,
      rutDeduction: 0,
    };
    return { ...base, invoiceDate, dueDate: addDays(invoiceDate, INVOICE_DUE_DAYS), lines: [line], totalBeforeDeductions: fee, discount: 0, rutDeduction: 0, vat, amount: fee };
  }
  const price = booking.price as Price | null;
  if (!price || !booking.endTime) return undefined;
  const invoiceDate = dayAfter(booking.startTime ?? booking.endTime);
  return {
    ...base,
    invoiceDate,
    dueDate: addDays(invoiceDate, INVOICE_DUE_DAYS),
    lines: price.lines,
    totalBeforeDeductions: price.totalPriceExclDiscountDeduction,
    discount: price.discountAfterTax,
    rutDeduction: price.rutDeduction,
    vat: price.vat,
    amount: price.totalToPay,
  };
}

/**
 * Invoices what is due as of `nowMs` (everyone's, or one account's);
 * answers how many invoices were made. With a notifier each account hears
 * of its new invoices once the run is committed (the seed's history tells
 * no one).
 */
export async function runInvoicing(db: Db, nowMs: number, customerId?: string, notifier?: Notifier): Promise<number> {
  // Most reads find nothing to invoice and take no lock; otherwise the lock is taken and the visits are read again under it.
  if ((await bookingsToInvoice(db, nowMs, customerId)).length === 0) return 0;
  const made = await asInvoicingRun(db, async (tx) => {
    const stored: InvoiceRow[] = [];
    for (const booking of await bookingsToInvoice(tx, nowMs, customerId)) {
      const invoice = invoiceOfBooking(booking);
      const row = invoice && (await insertInvoice(tx, invoice, invoiceNumbers));
      if (row) stored.push(row);
    }
    return stored;
  });
  if (notifier) for (const invoice of made) await notifier.notify(invoiceNotification(invoice));
  return made.length;
}
