import type { FastifyInstance, FastifyRequest } from 'fastify';
import { booking } from '../../api/contract/booking';
import { customer } from '../../api/contract/customer';
import { HEADERS } from '../../api/contract/headers';
import {
  bookingsBetween,
  directAvailability,
  directPrice,
  formOf,
  homeCleaningAvailability,
  homeCleaningConfig,
  homeCleaningDirectDisabledDates,
  latestBookings,
  promotionOf,
  windowDetails,
  type BookingDeps,
} from '../domain/booking/service';
import { IDEMPOTENCY_FIELD, submitB2b, submitDirect, submitHomeCleaning, submitRfp } from '../domain/booking/submissions';
import { badRequest, handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/** `Idempotency-Key`: printable ASCII, as long as a UUID or a bit more. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The submission's `Idempotency-Key`, when sent; a malformed one is a 400. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADERS.idempotencyKey.toLowerCase()];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest([{ field: IDEMPOTENCY_FIELD, message: 'common.formErrors.default' }]);
  }
  return value;
}

/**
 * Booking over HTTP: forms, prices, calendars, submissions and the
 * customer's bookings (calls.md section 7, Booking). The rules are in
 * `server/domain/booking/`; this only maps requests onto them.
 */
export function registerBooking(app: FastifyInstance, { database, clock }: ApiDeps): void {
  const deps: BookingDeps = { db: database.db, clock };

  handle(app, booking.config, ({ params, query, locale }) => formOf(params.type, query.productId, locale));
  handle(app, booking.windowDetails, ({ locale }) => windowDetails(locale));
  handle(app, booking.homeCleaningConfig, ({ query, locale }) => homeCleaningConfig(deps, query.zipCode, 'rfp', locale));
  handle(app, booking.homeCleaningDirectConfig, ({ query, locale }) => homeCleaningConfig(deps, query.zipCode, 'direct', locale));
  handle(app, booking.promotion, ({ query, locale }) => promotionOf(deps, query.productId, query.promotionCode, locale));

  handle(app, booking.price, ({ body, locale, session }) => directPrice(deps, body, locale, session));
  handle(app, booking.availability, ({ body, locale }) => directAvailability(deps, body, locale));
  handle(app, booking.homeCleaningAvailability, ({ query }) => homeCleaningAvailability(deps, query.zipCode, query.flow));
  handle(app, booking.homeCleaningDirectDisabledDates, ({ query }) => homeCleaningDirectDisabledDates(deps, query.zipCode));

  handle(app, booking.direct, ({ body, locale, session, request }) =>
    submitDirect(deps, { body, locale, session, idempotencyKey: idempotencyKeyOf(request) }),
  );
  handle(app, booking.rfp, ({ body, locale, session, request }) => submitRfp(deps, { body, locale, session, idempotencyKey: idempotencyKeyOf(request) }));
  handle(app, booking.b2b, ({ body, locale, session, request }) => submitB2b(deps, { body, locale, session, idempotencyKey: idempotencyKeyOf(request) }));
  handle(app, booking.homeCleaning, ({ body, locale, session, request }) =>
    submitHomeCleaning(deps, { body, locale, session, idempotencyKey: idempotencyKeyOf(request) }),
  );

  handle(app, customer.latestBookings, ({ session, locale }) => latestBookings(deps, session.customerId, locale));
  handle(app, customer.bookings, ({ query, session, locale }) => bookingsBetween(deps, session.customerId, query.startDate, query.endDate, locale));
}
