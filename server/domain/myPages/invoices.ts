import type { OrderLine } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import type { Invoice } from '../../../api/contract/customer';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { invoicedForm, invoiceOf, invoicePage, openInvoices, type InvoiceOrder, type InvoiceWithStatus } from '../../store/invoices';
import { linesInLanguage } from '../booking/rates';
import type { Notifier } from '../notifications/notifier';
import { todayInStockholm } from '../holidays';
import { BANKGIRO, LATE_CANCELLATION_LABEL, LATE_CANCELLATION_LINE_ID, runInvoicing } from './invoicing';
import { notOurs } from './refusals';

/** The account's invoices as My pages shows them. Each read invoices the account first (`runInvoicing`). */

export interface MyPagesDeps {
  db: Db;
  clock: Clock;
  /** Tells an account of the invoices a read issues. */
  notifier: Notifier;
}

/** Invoices per page unless asked otherwise. */
const INVOICES_PAGE_SIZE = 10;
const INVOICES_DEFAULT_ORDER: { orderBy: InvoiceOrder; order: 'asc' | 'desc' } = { orderBy: 'dueDate', order: 'desc' };

const todayOf = (clock: Clock) => todayInStockholm(new Date(clock.now()));

function toInvoice(row: InvoiceWithStatus): Invoice {
  const open = row.status === 'unpaid' || row.status === 'overdue';
  return {
    id: row.id,
    number: row.number,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    amount: row.amount,
    remaining: open ? row.amount : 0,
    status: row.status,
  };
}

async function invoiceAccount({ db, clock, notifier }: MyPagesDeps, customerId: string) {
  await runInvoicing(db, clock.now(), customerId, notifier);
}

export async function listInvoices(
  deps: MyPagesDeps,
  customerId: string,
  query: { orderBy?: InvoiceOrder; order?: 'asc' | 'desc'; page?: number; itemsPerPage?: number },
) {
  await invoiceAccount(deps, customerId);
  const page = query.page ?? 1;
  const itemsPerPage = query.itemsPerPage ?? INVOICES_PAGE_SIZE;
  const sort = { orderBy: query.orderBy ?? INVOICES_DEFAULT_ORDER.orderBy, order: query.order ?? INVOICES_DEFAULT_ORDER.order };
  const { items, total } = await invoicePage(deps.db, customerId, todayOf(deps.clock), sort, { offset: (page - 1) * itemsPerPage, limit: itemsPerPage });
  return { items: items.map(toInvoice), total, page, itemsPerPage };
}

/** The invoices to pay: overdue ones first, then unpaid ones, each by due date. */
export async function highlightedInvoices(deps: MyPagesDeps, customerId: string) {
  await invoiceAccount(deps, customerId);
  const rows = await openInvoices(deps.db, customerId, todayOf(deps.clock));
  const overdue = rows.filter((row) => row.status === 'overdue');
  const unpaid = rows.filter((row) => row.status === 'unpaid');
  return { items: [...overdue, ...unpaid].map(toInvoice) };
}

/** One invoice with its lines and how to pay it; 404 for an unknown id or another account's. */
export async function invoiceDetail(deps: MyPagesDeps, customerId: string, invoiceId: string, locale: Locale) {
  await invoiceAccount(deps, customerId);
  const row = await invoiceOf(deps.db, customerId, invoiceId, todayOf(deps.clock));
  if (!row) throw notOurs('params.invoiceId');
  const priced = row.bookingId ? await invoicedForm(deps.db, row.bookingId) : undefined;
  const stored = row.lines as OrderLine[];
  const named = priced ? linesInLanguage(stored, priced.productId, priced.configuration, locale) : stored;
  const lines = named.map((line) => (line.id === LATE_CANCELLATION_LINE_ID ? { ...line, label: LATE_CANCELLATION_LABEL[locale] } : line));
  return { ...toInvoice(row), lines, vat: row.vat, rutDeduction: row.rutDeduction, ocr: row.ocr, bankgiro: BANKGIRO };
}
