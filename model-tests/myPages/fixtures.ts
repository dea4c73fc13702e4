import type { CustomerBooking, Invoice } from '../../api/contract/customer';
import type { FeedbackRequest } from '../../machines/myPages/feedback/feedback.types';
import type { InvoiceDetail, InvoicePage } from '../../machines/myPages/myPages.resources';
import type { UpgradeOption } from '../../machines/myPages/requestUpgrade/requestUpgrade.types';

/** What the My pages tests load: a subscription's upgrades, a feedback request, invoices and visits. */

export const UPGRADES: UpgradeOption[] = [
  { id: 'up-windows', title: 'Window cleaning each visit', description: 'Inside windows.', priceDifference: 15_000 },
  { id: 'up-hour', title: 'One more hour', description: 'Four hours instead of three.', priceDifference: 32_450 },
];

export const FEEDBACK_REQUEST: FeedbackRequest = {
  id: 'fb-1',
  bookingId: 'b-1',
  options: [
    { id: 'cleaning', label: 'The cleaning' },
    { id: 'staff', label: 'The staff' },
  ],
  answered: false,
};

export const INVOICES: Invoice[] = [
  { id: 'inv-1', number: '100234', invoiceDate: '2026-05-01', dueDate: '2026-05-31', amount: 123_450, remaining: 123_450, status: 'overdue' },
  { id: 'inv-2', number: '100251', invoiceDate: '2026-06-01', dueDate: '2026-06-30', amount: 98_000, remaining: 0, status: 'paid' },
];

export const invoicePage = (page = 1, total = 12): InvoicePage => ({ items: INVOICES, total, page, itemsPerPage: 10 });

export const INVOICE_DETAIL: InvoiceDetail = {
  ...INVOICES[0]!,
  lines: [
    {
      id: 'l-1',
      label: 'Home cleaning',
      quantity: 3,
      unit: 'h',
      unitPrice: 64_900,
      totalPriceExclDiscountDeduction: 194_700,
      discountAfterTax: 10_000,
      vat: 38_940,
      rutDeduction: 92_350,
    },
  ],
  vat: 38_940,
  rutDeduction: 92_350,
  ocr: '4455667788',
  bankgiro: '5050-1055',
};

export const VISIT: CustomerBooking = {
  id: 'b-1',
  reference: 'HG-7K3M9Q',
  productId: 303001,
  title: 'Home cleaning',
  startTime: '2026-12-01T08:00:00+01:00',
  endTime: '2026-12-01T11:00:00+01:00',
  status: 'booked',
  type: 'visit',
  address: { street: 'Tegnérgatan 8', zipCode: '11358', city: 'Stockholm' },
  orderId: 'sub-1',
  staff: ['Maria'],
};
