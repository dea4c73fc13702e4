import type { FastifyInstance } from 'fastify';
import { staff } from '../../api/contract/staff';
import { addDeliveryAddressFor, bookDirectFor, customerOf, priceFor, registerCustomerFor } from '../domain/staff/customers';
import { handle } from '../http/endpoint';
import type { BookingDeps } from '../domain/booking/service';
import type { ApiDeps } from './deps';

/**
 * Customer service's calls (calls.md section 7, Staff). `handle` has
 * checked the staff token and read the customer's personal number
 * (`X-Ssn`, as `directory.actingFor`); each call is written to the staff
 * audit log when answered, naming what it made (`staffAuditSubject`).
 */
export function registerStaff(app: FastifyInstance, deps: ApiDeps, booking: BookingDeps): void {
  const { db } = deps.database;
  // `actingFor` is always there on a staff call: `handle` answers 400 on `headers.X-Ssn` before a handler runs without it.

  handle(app, staff.customer, async ({ directory, request }) => {
    const found = await customerOf(db, directory.actingFor!);
    request.staffAuditSubject = found.id;
    return found;
  });

  handle(app, staff.registerCustomer, async ({ directory, body, request }) => {
    const registered = await registerCustomerFor(db, directory.actingFor!, body);
    request.staffAuditSubject = registered.id;
    return registered;
  });

  handle(app, staff.addDeliveryAddress, async ({ directory, query, body, request }) => {
    const result = await addDeliveryAddressFor(db, directory.actingFor!, body, query.checkOnly === true);
    if (result.address) request.staffAuditSubject = result.address.id;
    return result;
  });

  handle(app, staff.price, ({ directory, body, locale }) => priceFor(booking, directory.actingFor!, body, locale));

  // The contract requires an `Idempotency-Key`; `handle` has checked it.
  handle(app, staff.bookDirect, async ({ directory, body, locale, idempotencyKey, request }) => {
    const booked = await bookDirectFor(booking, directory.actingFor!, { body, locale, idempotencyKey });
    request.staffAuditSubject = booked.bookingId;
    return booked;
  });
}
