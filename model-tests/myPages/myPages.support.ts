import type { Availability } from '../../api/contract/booking';
import { customerBookingDetailSchema, type ChangeValidation, type CustomerBookingDetail } from '../../api/contract/customer';
import { ApiRequestError, BadRequestError, NotFoundError, UnauthorizedError } from '../../api/errors';
import { fakeApi } from '../support/fakeApi';

/** The charts' calls are fake actors; the client itself is never called at machine level. */
export const api = fakeApi().client;
export const sessionId = 'session-anna';

/** Anna's window cleaning next week: booked, changeable, with RUT. */
export function bookedVisit(overrides: Partial<CustomerBookingDetail> = {}): CustomerBookingDetail {
  return customerBookingDetailSchema.parse({
    id: 'bk-1',
    reference: 'HG-7K3M9Q',
    productId: 302016,
    title: 'Window cleaning',
    startTime: '2026-12-01T07:00:00.000Z',
    endTime: '2026-12-01T10:00:00.000Z',
    status: 'booked',
    type: 'visit',
    address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
    staff: ['Maria', 'Ahmed'],
    price: {
      currency: 'SEK',
      lines: [],
      totalPriceExclDiscountDeduction: 200000,
      discountAfterTax: 0,
      vat: 40000,
      rutDeduction: 100000,
      totalToPay: 100000,
    },
    lines: [
      {
        id: 'l1',
        label: 'Window cleaning, 3 hours',
        quantity: 1,
        unitPrice: 200000,
        totalPriceExclDiscountDeduction: 200000,
        discountAfterTax: 0,
        vat: 40000,
        rutDeduction: 100000,
      },
    ],
    note: null,
    canCancel: true,
    canRebook: true,
    canRate: false,
    canNote: true,
    rating: null,
    freeChangeUntil: '2026-11-27T07:00:00.000Z',
    cancelledAt: null,
    cancelFee: null,
    ...overrides,
  });
}

export const doneVisit = () =>
  bookedVisit({ id: 'bk-2', status: 'done', canCancel: false, canRebook: false, canNote: false, canRate: true, freeChangeUntil: null });
export const homeVisit = () =>
  bookedVisit({ id: 'mt-1', type: 'homeVisit', title: 'Home visit', price: undefined, lines: [], canCancel: false, canRebook: false, canNote: false });

export const reasons = [
  { id: 'sick', label: 'I am ill' },
  { id: 'away', label: 'I am away' },
];

export const availability: Availability = {
  slots: [
    { startTime: '2026-12-03T07:00:00.000Z', endTime: '2026-12-03T10:00:00.000Z', available: true },
    { startTime: '2026-12-04T07:00:00.000Z', endTime: '2026-12-04T10:00:00.000Z', available: true },
  ],
  firstAvailable: '2026-12-03T07:00:00.000Z',
};
export const freshAvailability: Availability = {
  slots: [
    { startTime: '2026-12-03T07:00:00.000Z', endTime: '2026-12-03T10:00:00.000Z', available: false },
    { startTime: '2026-12-04T07:00:00.000Z', endTime: '2026-12-04T10:00:00.000Z', available: true },
  ],
  firstAvailable: '2026-12-04T07:00:00.000Z',
};

export const freeValidation: ChangeValidation = { allowed: true, fee: 0, freeUntil: '2026-11-27T07:00:00.000Z', timeBankMinutes: 180 };
export const feeValidation: ChangeValidation = { allowed: true, fee: 50000, freeUntil: null, timeBankMinutes: 0 };
export const refusedValidation: ChangeValidation = {
  allowed: false,
  fee: 0,
  freeUntil: null,
  timeBankMinutes: 0,
  reasonKey: 'myPages.refusals.rebookTooLate',
};

// Errors as the client throws them --------------------------------------------

export const unauthorized = () => new UnauthorizedError({ status: 401, sessionExpired: true });
export const notFound = () => new NotFoundError({ status: 404 });
export const unavailable = () => new ApiRequestError({ status: 503 });
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new ApiRequestError({ status: 409, data: { message, ...extra } });
export const badRequest = (field: string, message: string) => new BadRequestError([{ field, message }], { status: 400 });
export const slotTaken = () =>
  conflict('slotTaken', { errors: [{ field: 'body.time', message: 'slotTaken' }], availability: freshAvailability });
