import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKGIRO, INVOICE_DUE_DAYS } from '../../../server/domain/myPages/invoicing';
import { luhnValid } from '../../../server/domain/myPages/ocr';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, OSKAR, sessionAs } from './support';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm; the seed's history is written relative to that day.
let api: BookingApi;
let oskar: Record<string, string>;
let karin: Record<string, string>;
let karinForGustav: Record<string, string>;

const logInAll = async () => {
  [oskar, karin, karinForGustav] = await Promise.all([api.session(OSKAR), sessionAs(api, KARIN, KARIN_ACCOUNT), sessionAs(api, KARIN, GUSTAV_ACCOUNT)]);
};

beforeAll(async () => {
  api = await startBookingApi();
  await logInAll();
}, 60_000);
afterAll(() => api.server.close());

const INVOICES = '/v2/customer/invoices';
type Invoice = { id: string; number: string; invoiceDate: string; dueDate: string; amount: number; remaining: number; status: string };
const list = async (headers: Record<string, string>, query = ''): Promise<{ items: Invoice[]; total: number; page: number; itemsPerPage: number }> => {
  const answer = await api.get(`${INVOICES}${query}`, headers);
  expect(answer.status).toBe(200);
  return answer.body;
};
const dayAfter = (day: string, days = 1) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /v2/customer/invoices', () => {
  it("answers Oskar's invoices by due date, newest first: the overdue deep cleaning and the paid window cleaning", async () => {
    const page = await list(oskar);
    expect(page).toMatchObject({ total: 2, page: 1, itemsPerPage: 10 });
    expect(page.items.map((i) => i.status)).toEqual(['overdue', 'paid']);
    const [overdue, paid] = page.items;
    expect(overdue!.remaining).toBe(overdue!.amount);
    expect(overdue!.dueDate < '2026-03-14').toBe(true);
    expect(paid!.remaining).toBe(0);
    for (const invoice of page.items) {
      expect(invoice.number).toMatch(/^F-\d{6}$/);
      expect(invoice.dueDate).toBe(dayAfter(invoice.invoiceDate, INVOICE_DUE_DAYS));
    }
  });

  it("pages and sorts Karin's invoices of her weekly cleaning", async () => {
    const all = await list(karin, '?itemsPerPage=100');
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.items.map((i) => i.dueDate)).toEqual([...all.items.map((i) => i.dueDate)].sort().reverse());
    // The newer ones unpaid and not yet due, the older ones paid.
    expect(all.items.some((i) => i.status === 'unpaid')).toBe(true);
    expect(all.items.some((i) => i.status === 'paid')).toBe(true);
    expect(all.items.some((i) => i.status === 'overdue')).toBe(false);

    const second = await list(karin, '?itemsPerPage=2&page=2');
    expect(second).toMatchObject({ total: all.total, page: 2, itemsPerPage: 2 });
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    const beyond = await list(karin, `?itemsPerPage=2&page=${all.total}`);
    expect(beyond.items).toEqual([]);

    const byDate = await list(karin, '?orderBy=invoiceDate&order=asc&itemsPerPage=100');
    expect(byDate.items.map((i) => i.invoiceDate)).toEqual([...all.items.map((i) => i.invoiceDate)].sort());
    const byStatus = await list(karin, '?orderBy=status&order=asc&itemsPerPage=100');
    const statuses = byStatus.items.map((i) => i.status);
    expect(statuses.lastIndexOf('unpaid')).toBeLessThan(statuses.indexOf('paid'));
    const oskarByStatus = await list(oskar, '?orderBy=status&order=desc');
    expect(oskarByStatus.items.map((i) => i.status)).toEqual(['paid', 'overdue']);
    const byAmount = await list(oskar, '?orderBy=amount&order=asc');
    expect(byAmount.items[0]!.amount).toBeLessThanOrEqual(byAmount.items[1]!.amount);
  });

  it('refuses bad paging and sorting with field errors', async () => {
    for (const [query, field] of [
      ['?orderBy=customer', 'query.orderBy'],
      ['?order=up', 'query.order'],
      ['?page=0', 'query.page'],
      ['?itemsPerPage=101', 'query.itemsPerPage'],
      ['?page=abc', 'query.page'],
    ]) {
      const answer = await api.get(`${INVOICES}${query}`, oskar);
      expect(answer.status, query).toBe(400);
      expect(answer.body.map((e: { field: string }) => e.field), query).toContain(field);
      expect(typeof answer.body[0].message).toBe('string');
    }
  });

  it('answers only the active account: Karin acting for Gustav sees his invoices, never hers', async () => {
    const own = await list(karin, '?itemsPerPage=100');
    const gustavs = await list(karinForGustav, '?itemsPerPage=100');
    expect(gustavs.total).toBe(3);
    expect(gustavs.items.every((i) => i.status === 'paid')).toBe(true);
    const ownIds = new Set(own.items.map((i) => i.id));
    expect(gustavs.items.some((i) => ownIds.has(i.id))).toBe(false);
    // Her own invoice, asked for while acting for Gustav, does not exist there.
    const crossed = await api.get(`${INVOICES}/${own.items[0]!.id}`, karinForGustav);
    expect(crossed.status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    for (const path of [INVOICES, `${INVOICES}/highlighted`, `${INVOICES}/inv-1`]) {
      expect((await api.get(path)).status, path).toBe(401);
    }
  });
});

describe('GET /v2/customer/invoices/highlighted', () => {
  it('answers the invoices to pay, overdue first', async () => {
    const oskars = (await api.get(`${INVOICES}/highlighted`, oskar)).body.items as Invoice[];
    expect(oskars.map((i) => i.status)).toEqual(['overdue']);
    const karins = (await api.get(`${INVOICES}/highlighted`, karin)).body.items as Invoice[];
    expect(karins.length).toBeGreaterThan(0);
    expect(karins.every((i) => i.status === 'unpaid')).toBe(true);
    expect(karins.map((i) => i.dueDate)).toEqual([...karins.map((i) => i.dueDate)].sort());
    expect((await api.get(`${INVOICES}/highlighted`, karinForGustav)).body).toEqual({ items: [] });
  });
});

describe('GET /v2/customer/invoices/:invoiceId', () => {
  it('answers an invoice with its lines, VAT, RUT and how to pay it', async () => {
    const [overdue] = (await list(oskar)).items;
    const answer = await api.get(`${INVOICES}/${overdue!.id}`, oskar);
    expect(answer.status).toBe(200);
    const invoice = answer.body;
    expect(invoice).toMatchObject({ id: overdue!.id, number: overdue!.number, status: 'overdue', bankgiro: BANKGIRO });
    const gross = invoice.lines.reduce((sum: number, line: { totalPriceExclDiscountDeduction: number }) => sum + line.totalPriceExclDiscountDeduction, 0);
    const rut = invoice.lines.reduce((sum: number, line: { rutDeduction: number }) => sum + line.rutDeduction, 0);
    expect(invoice.rutDeduction).toBe(rut);
    expect(rut).toBeGreaterThan(0);
    expect(invoice.amount).toBe(gross - rut);
    // VAT is the 25 % contained in the price incl. VAT.
    expect(invoice.vat).toBe(Math.round((gross * 25) / 125));
    // OCR: the number's digits, a length digit and a Luhn check digit.
    expect(invoice.ocr).toMatch(/^\d+$/);
    expect(Number(invoice.ocr.at(-2))).toBe(invoice.ocr.length % 10);
    expect(luhnValid(invoice.ocr)).toBe(true);
    expect(invoice.ocr.startsWith(overdue!.number.slice(2))).toBe(true);
  });

  it("answers 404 with a field error for another customer's, an unknown or a made-up id, 400 for one no id looks like", async () => {
    const [karins] = (await list(karin)).items;
    for (const id of [karins!.id, 'inv-00000000-0000-0000-0000-000000000000', 'x', '1']) {
      const answer = await api.get(`${INVOICES}/${id}`, oskar);
      expect(answer.status, id).toBe(404);
      expect(answer.body.errors).toEqual([{ field: 'params.invoiceId', message: 'common.errors.notFound' }]);
    }
    const bad = await api.get(`${INVOICES}/a.b`, oskar);
    expect(bad.status).toBe(400);
    expect(bad.body[0]).toMatchObject({ field: 'params.invoiceId' });
  });
});

describe('invoices by the clock', () => {
  it('invoices a visit as soon as it is done, on the next read, dated the day after', async () => {
    const clock = api.server.clock;
    const saved = clock.time;
    try {
      const before = await list(karin, '?itemsPerPage=100');
      // Wednesday 2026-03-18 11:00 Stockholm: that morning's 3-hour visit has just ended.
      clock.time = Date.UTC(2026, 2, 18, 10, 0);
      await logInAll();
      const after = await list(karin, '?itemsPerPage=100');
      expect(after.total).toBe(before.total + 1);
      expect(after.items[0]).toMatchObject({ invoiceDate: '2026-03-19', dueDate: '2026-04-18', status: 'unpaid' });
      // Read again: nothing more.
      expect((await list(karin, '?itemsPerPage=100')).total).toBe(after.total);
    } finally {
      clock.time = saved;
      await logInAll();
    }
  });

  it('answers an unpaid invoice overdue once its due date has passed, by the clock', async () => {
    const clock = api.server.clock;
    const saved = clock.time;
    try {
      const unpaid = (await list(karin, '?itemsPerPage=100')).items.filter((i) => i.status === 'unpaid');
      const first = [...unpaid].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
      // The due date itself is still in time.
      clock.time = Date.parse(`${first.dueDate}T21:00:00Z`);
      await logInAll();
      expect((await api.get(`${INVOICES}/${first.id}`, karin)).body.status).toBe('unpaid');
      // The day after, Stockholm time, it is overdue.
      clock.time = Date.parse(`${first.dueDate}T23:30:00Z`);
      await logInAll();
      expect((await api.get(`${INVOICES}/${first.id}`, karin)).body).toMatchObject({ status: 'overdue', remaining: first.amount });
      const highlighted = (await api.get(`${INVOICES}/highlighted`, karin)).body.items as Invoice[];
      expect(highlighted[0]).toMatchObject({ id: first.id, status: 'overdue' });
    } finally {
      clock.time = saved;
      await logInAll();
    }
  });
});
