import type { CustomerBooking, Invoice } from '../../api/contract/customer';
import { NOTE_MAX_LENGTH } from '../../machines/myPages/bookingNote/bookingNote.rules';
import type { FeedbackRequest } from '../../machines/myPages/feedback/feedback.types';
import type { Meeting } from '../../machines/myPages/meeting/meeting.types';
import type { InvoiceDetail, InvoicePage } from '../../machines/myPages/myPages.resources';
import type { StoredRating } from '../../machines/myPages/rateBooking/rateBooking.types';
import type { UpgradeOption } from '../../machines/myPages/requestUpgrade/requestUpgrade.types';
import { availability, badRequest, bookedVisit, conflict, freeValidation, homeVisit, reasons, refusedValidation, slotTaken, unauthorized, unavailable } from './myPages.support';

/** What the My pages tests load: a subscription's upgrades, a feedback request, invoices, visits and what the booking page's flows load. */

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

/** A note one character longer than the note field takes. */
export const TOO_LONG_NOTE = 'x'.repeat(NOTE_MAX_LENGTH + 1);

/** What the note chart is offered, at machine level and in the view. */
export const NOTE_EVENTS = [
  { type: 'note.changed', value: ' Ring the bell twice ' },
  { type: 'note.changed', value: TOO_LONG_NOTE },
  { type: 'xstate.done.actor.saveNote', output: undefined },
  { type: 'xstate.error.actor.saveNote', error: unavailable() },
  { type: 'xstate.error.actor.saveNote', error: unauthorized() },
  { type: 'xstate.error.actor.saveNote', error: badRequest('body.note', 'myPages.refusals.noteTooLate') },
];

/** A done visit's stored rating: none yet, and one already given. */
export const UNRATED: StoredRating = { rating: null, feedback: null, reason: null, reasons };
export const RATED: StoredRating = { rating: 4, feedback: 'Great', reason: 'sick', reasons };

/** What the rating chart is offered, at machine level and in the view. */
export const RATE_EVENTS = [
  { type: 'rating.changed', rating: 5 },
  { type: 'feedback.changed', value: '  Very tidy ' },
  { type: 'reason.selected', reasonId: 'away' },
  { type: 'xstate.done.actor.loadOptions', output: UNRATED },
  { type: 'xstate.done.actor.loadOptions', output: RATED },
  { type: 'xstate.error.actor.loadOptions', error: unavailable() },
  { type: 'xstate.error.actor.loadOptions', error: unauthorized() },
  { type: 'xstate.done.actor.commitChange', output: null },
  { type: 'xstate.error.actor.commitChange', error: conflict('alreadyRated') },
  { type: 'xstate.error.actor.commitChange', error: conflict('myPages.refusals.notRateable') },
  { type: 'xstate.error.actor.commitChange', error: unavailable() },
  { type: 'xstate.error.actor.commitChange', error: unauthorized() },
];

const visit = bookedVisit();
const later = availability.slots[1]!;

/** The booked visit (`bookedVisit()`) moved to the second free time. */
export const MOVED: CustomerBooking = { ...visit, startTime: later.startTime, endTime: later.endTime };

/** What the move chart's calls answer, at machine level and in the view (each adds the choices it makes). */
export const REBOOK_CALL_EVENTS = [
  { type: 'xstate.done.actor.loadOptions', output: { reasons, availability } },
  { type: 'xstate.error.actor.loadOptions', error: unavailable() },
  { type: 'xstate.error.actor.loadOptions', error: unauthorized() },
  { type: 'xstate.done.actor.validateChange', output: freeValidation },
  { type: 'xstate.done.actor.validateChange', output: refusedValidation },
  { type: 'xstate.error.actor.validateChange', error: unavailable() },
  { type: 'xstate.error.actor.validateChange', error: unauthorized() },
  { type: 'xstate.error.actor.validateChange', error: badRequest('query.time', 'slotUnavailable') },
  { type: 'xstate.done.actor.commitChange', output: MOVED },
  { type: 'xstate.error.actor.commitChange', error: slotTaken() },
  { type: 'xstate.error.actor.commitChange', error: unavailable() },
  { type: 'xstate.error.actor.commitChange', error: unauthorized() },
  { type: 'xstate.error.actor.commitChange', error: badRequest('body.time', 'myPages.refusals.rebookTooLate') },
];

const home = homeVisit();

/** The home visit's meeting (`homeVisit()`): booked; the same done, and moved to the second free time. */
export const MEETING: Meeting = {
  id: home.id,
  startTime: home.startTime,
  endTime: home.endTime,
  zipCode: '11122',
  flow: 'rfp',
  status: 'booked',
  address: home.address,
};
export const DONE_MEETING: Meeting = { ...MEETING, status: 'done' };
const second = availability.slots[1]!;
export const MOVED_MEETING: Meeting = { ...MEETING, startTime: second.startTime, endTime: second.endTime };
