import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { content } from '../../../api/contract/content';
import { customer } from '../../../api/contract/customer';
import { NotFoundError } from '../../../api/errors';
import { MyBookings } from '../../../ui/myPages/bookings/BookingsPage';
import { monthRange, monthWeeks } from '../../../ui/myPages/bookings/calendar';
import { InvoiceView } from '../../../ui/myPages/invoices/InvoicePage';
import { MyPagesStart } from '../../../ui/myPages/start/MyPagesStart';
import { INVOICE_DETAIL, INVOICES, VISIT } from '../../../model-tests/myPages/fixtures';
import { fakeApi } from '../../../model-tests/support/fakeApi';
import { renderView } from '../../../model-tests/support/renderView';

const settle = () => act(async () => { for (let i = 0; i < 20; i += 1) await Promise.resolve(); });

const done = { ...VISIT, id: 'b-0', status: 'done' as const, startTime: '2026-10-06T08:00:00+02:00', endTime: '2026-10-06T11:00:00+02:00', staff: ['Ali', 'Maria'] };
const priced = {
  ...VISIT,
  price: { currency: 'SEK' as const, lines: [], totalPriceExclDiscountDeduction: 194_700, discountAfterTax: 0, vat: 38_940, rutDeduction: 97_350, totalToPay: 97_350 },
};

describe('the month view arithmetic', () => {
  it('shows whole weeks from Monday, and a month range is its first and last day', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]![0]).toBe('2026-11-30');
    expect(weeks.at(-1)!.at(-1)).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthRange('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });
});

describe('My bookings', () => {
  it('lists coming and past visits with Stockholm time, address, cleaner, price after RUT and a link to each', async () => {
    const api = fakeApi();
    renderView(<MyBookings today="2026-11-24" />, { client: api.client });
    expect(api.pending(customer.bookings).input).toEqual({ query: { startDate: '2025-11-24', endDate: '2027-11-24' } });
    api.pending(customer.bookings).resolve({ items: [done, priced] });
    await settle();
    const coming = within(screen.getByTestId('bookings-coming')).getByTestId('visit');
    expect(coming).toHaveTextContent('Tuesday 1 December, 08:00–11:00');
    expect(coming).toHaveTextContent('Tegnérgatan 8, 113 58 Stockholm');
    expect(coming).toHaveTextContent('Maria');
    expect(within(coming).getByTestId('visit-price')).toHaveTextContent(/973,50\skr/);
    expect(within(coming).getByRole('link', { name: 'Home cleaning' })).toHaveAttribute('href', '/en/my-pages/bookings/b-1');
    const past = within(screen.getByTestId('bookings-past')).getByTestId('visit');
    expect(past).toHaveTextContent('Ali, Maria');
    expect(past).toHaveTextContent('Done');
  });

  it('the month view marks the days with a visit, moves by month, and lists a chosen day', async () => {
    const api = fakeApi();
    renderView(<MyBookings today="2026-11-24" />, { client: api.client });
    api.pending(customer.bookings).resolve({ items: [priced] });
    await settle();
    fireEvent.click(screen.getByTestId('bookings-show-month'));
    expect(api.pending(customer.bookingDates).input).toEqual({ query: { startDate: '2026-11-01', endDate: '2026-11-30' } });
    api.pending(customer.bookingDates).resolve({ dates: [] });
    await settle();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('calendar-next'));
    expect(api.pending(customer.bookingDates).input?.query).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    api.pending(customer.bookingDates).resolve({ dates: ['2026-12-01'] });
    await settle();
    const day = screen.getByRole('button', { name: 'Tuesday 1 December, visit booked' });
    expect(day).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('calendar-day')).getByTestId('visit')).toHaveTextContent('Home cleaning');
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday 2 December' }));
    expect(screen.getByTestId('calendar-day')).toHaveTextContent('No visits this day.');
  });

  it('with no visits at all, says so and links to the services', async () => {
    const api = fakeApi();
    renderView(<MyBookings today="2026-11-24" />, { client: api.client });
    api.pending(customer.bookings).resolve({ items: [] });
    await settle();
    expect(screen.getByTestId('resource-empty')).toHaveTextContent('You have no visits booked yet.');
    expect(screen.getByTestId('bookings-services')).toHaveAttribute('href', '/en');
    // The editors' picture for an empty list of bookings (its code comes when shown), decorative, once the content answers.
    const pictures = await vi.waitFor(() => api.pending(content.accountImages));
    pictures.resolve({
      items: [
        { key: 'welcome', image: { id: 'account-welcome', alt: 'Welcome' } },
        { key: 'bookings', image: { id: 'account-bookings', alt: 'A calendar' } },
      ],
    });
    await settle();
    const picture = screen.getByTestId('resource-empty').querySelector('img');
    expect(picture?.getAttribute('src')).toContain('account-bookings');
    expect(picture).toHaveAttribute('alt', '');
  });

  it('with no visits and no pictures to be had, still says so', async () => {
    const api = fakeApi();
    renderView(<MyBookings today="2026-11-24" />, { client: api.client });
    api.pending(customer.bookings).resolve({ items: [] });
    await settle();
    (await vi.waitFor(() => api.pending(content.accountImages))).reject(new Error('offline'));
    await settle();
    expect(screen.getByTestId('resource-empty')).toHaveTextContent('You have no visits booked yet.');
    expect(screen.getByTestId('resource-empty').querySelector('img')).toBeNull();
  });
});

describe('an invoice', () => {
  it('shows its lines, the totals as kronor, the due date, bankgiro and OCR', async () => {
    const api = fakeApi();
    renderView(<InvoiceView invoiceId="inv-1" />, { client: api.client });
    expect(api.pending(customer.invoice).input).toEqual({ params: { invoiceId: 'inv-1' } });
    api.pending(customer.invoice).resolve(INVOICE_DETAIL);
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoice 100234');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(/1\s947,00\skr/);
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent(/−100,00\skr/);
    expect(screen.getByTestId('invoice-rut')).toHaveTextContent(/−923,50\skr/);
    expect(screen.getByTestId('invoice-vat')).toHaveTextContent(/389,40\skr/);
    expect(screen.getByTestId('invoice-to-pay')).toHaveTextContent(/1\s234,50\skr/);
    expect(screen.getByTestId('invoice-due')).toHaveTextContent('31 May 2026');
    expect(screen.getByTestId('invoice-bankgiro')).toHaveTextContent('5050-1055');
    expect(screen.getByTestId('invoice-ocr')).toHaveTextContent('4455667788');
  });

  it('one that is not the customer’s is not found, with no retry', async () => {
    const api = fakeApi();
    renderView(<InvoiceView invoiceId="inv-9" />, { client: api.client });
    api.pending(customer.invoice).reject(new NotFoundError({ status: 404 }));
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoice not found');
    expect(screen.queryByTestId('resource-retry')).toBeNull();
  });
});

describe('the start of My pages', () => {
  it('puts overdue invoices first, shows the time bank in hours and minutes with its latest changes, and an empty card says so', async () => {
    const api = fakeApi();
    renderView(<MyPagesStart feedbackId={null} />, { client: api.client });
    const unpaid = { ...INVOICES[1]!, id: 'inv-3', number: '100300', status: 'unpaid' as const, dueDate: '2026-04-30', remaining: 5_000 };
    api.pending(customer.highlightedInvoices).resolve({ items: [unpaid, INVOICES[0]!] });
    api.pending(customer.timeBank).resolve({
      balanceMinutes: 210,
      items: [
        { date: '2026-03-10', minutes: -60, description: 'Used on an extra visit' },
        { date: '2026-02-18', minutes: 180, description: 'Visit cancelled in time' },
        { date: '2026-02-01', minutes: 90, description: 'Adjustment' },
        { date: '2026-01-20', minutes: 30, description: 'Older' },
      ],
    });
    api.pending(customer.offers).resolve({ items: [] });
    api.pending(customer.supportContact).resolve({ phone: '08-123 456 78', email: 'kund@example.se', openingHours: 'Mon–Fri 8–17', chatEnabled: false });
    await settle();
    expect(screen.getAllByTestId('start-invoice').map((row) => within(row).getByRole('link').textContent)).toEqual(['Invoice 100234', 'Invoice 100300']);
    expect(screen.getByTestId('time-bank-balance')).toHaveTextContent('3 h 30 min');
    // The latest changes, newest first as the server lists them, three at most.
    expect(within(screen.getByTestId('time-bank-entries')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10 March 2026: Used on an extra visit −60 min',
      '18 February 2026: Visit cancelled in time +180 min',
      '1 February 2026: Adjustment +90 min',
    ]);
    expect(screen.getByTestId('start-offers')).toHaveTextContent('You have no open offers.');
    expect(within(screen.getByTestId('start-support')).getByRole('link', { name: '08-123 456 78' })).toHaveAttribute('href', 'tel:0812345678');
    expect(screen.queryByTestId('feedback')).toBeNull();
  });
});
