import { eq } from 'drizzle-orm';
import { bookings, slotBookings } from '../../../server/db/schema';
import { insertBooking, type BookingRow, type NewBooking } from '../../../server/store/booking';
import type { BookingApi } from './support';

/**
 * Visits stored straight in the database, for states the booking calls
 * cannot make at the test clock's time: visits inside the notice period,
 * under way or done, and visits of a subscription.
 */

export const OSKAR_ACCOUNT = 'cust-oskar-lindqvist';

const OSKAR_HOME = { street: 'Vasagatan 12', zipCode: '11120', city: 'Stockholm' };

/** A stored price to pay of `toPay` öre (one labour line, no RUT), as the contract describes one. */
export function priceOf(toPay: number) {
  const vat = Math.round(toPay / 5);
  const line = { id: 'labour', label: 'Arbete', quantity: 1, unitPrice: toPay, totalPriceExclDiscountDeduction: toPay, discountAfterTax: 0, vat, rutDeduction: 0 };
  return { currency: 'SEK' as const, lines: [line], totalPriceExclDiscountDeduction: toPay, discountAfterTax: 0, vat, rutDeduction: 0, totalToPay: toPay };
}

interface VisitInput extends Partial<NewBooking> {
  customerId: string;
  /** Stockholm ISO instants. */
  start: string;
  end: string;
  /** Store a seat of the visit's own product in its region. */
  seat?: boolean;
}

export async function storeVisit(api: BookingApi, { start, end, seat = false, ...values }: VisitInput): Promise<BookingRow> {
  const row: NewBooking = {
    kind: 'order',
    productId: 302016,
    status: 'confirmed',
    areaCode: '11120',
    region: 'stockholm',
    address: OSKAR_HOME,
    configuration: {},
    price: priceOf(100_000),
    ...values,
    startTime: new Date(start),
    endTime: new Date(end),
  };
  return insertBooking(api.server.database.db, row, seat ? { region: row.region!, startMs: Date.parse(start), staffOf: () => ['Amina'] } : undefined);
}

/** Customers other than Oskar, whose window cleaning fills a slot's seats. */
const NEIGHBOURS = ['cust-karin-berg', 'cust-gustav-berg', 'cust-maja-holm', 'cust-per-strom'];

/**
 * Takes `count` seats of a window-cleaning slot with other customers'
 * visits (one customer cannot book one time at one place twice).
 */
export async function fillSeats(api: BookingApi, start: string, end: string, count: number): Promise<void> {
  if (count > NEIGHBOURS.length) throw new Error(`at most ${NEIGHBOURS.length} seats can be filled`);
  for (const customerId of NEIGHBOURS.slice(0, count)) await storeVisit(api, { customerId, start, end, seat: true });
}

/** Seats taken of a booking. */
export const seatsOf = async (api: BookingApi, bookingId: string) =>
  (await api.server.database.db.select().from(slotBookings).where(eq(slotBookings.bookingId, bookingId))).map((s) => s.startTime.getTime());

export const storedBooking = async (api: BookingApi, id: string) => (await api.server.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
