import type { FastifyInstance } from 'fastify';
import { booking } from '../../api/contract/booking';
import { customer } from '../../api/contract/customer';
import {
  bookingDates,
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
import { submitB2b, submitDirect, submitHomeCleaning, submitRfp } from '../domain/booking/submissions';
import { createCodeGuesses } from '../domain/booking/codeGuesses';
import { createConfirmations } from '../domain/confirmations';
import { createNotifier } from '../domain/notifications/notifier';
import { clientKey } from '../http/clientKey';
import { handle } from '../http/endpoint';
import { registerCustomerBookings } from './customerBookings';
import type { ApiDeps } from './deps';

/**
 * What the booking rules are built from, for the calls that book (the customer's and customer service's): built
 * once per server, as the confirmations' hourly limit per address and the wrong discount codes per client are kept in it.
 */
export const bookingDepsOf = (app: FastifyInstance, { config, database, clock, notifications, outbox }: ApiDeps): BookingDeps => ({
  db: database.db,
  clock,
  notifier: createNotifier(database.db, notifications, app.log),
  confirmations: createConfirmations(outbox, clock, config.confirmationsPerHour),
  codeGuesses: createCodeGuesses(clock),
});

/**
 * Booking over HTTP: forms, prices, calendars, submissions and the
 * customer's bookings (calls.md section 7, Booking). The rules are in
 * `server/domain/booking/`; this only maps requests onto them.
 */
export function registerBooking(app: FastifyInstance, deps: BookingDeps): void {

  handle(app, booking.config, ({ params, query, locale }) => formOf(params.type, query.productId, query.subscription, locale));
  handle(app, booking.windowDetails, ({ locale }) => windowDetails(locale));
  handle(app, booking.homeCleaningConfig, ({ query, locale }) => homeCleaningConfig(deps, query.zipCode, 'rfp', locale));
  handle(app, booking.homeCleaningDirectConfig, ({ query, locale }) => homeCleaningConfig(deps, query.zipCode, 'direct', locale));
  handle(app, booking.promotion, ({ query, locale, request }) => promotionOf(deps, query.productId, query.promotionCode, locale, clientKey(request.ip)));

  handle(app, booking.price, ({ body, locale, session, request }) => directPrice(deps, body, locale, session, clientKey(request.ip)));
  handle(app, booking.availability, ({ body, locale, session }) => directAvailability(deps, body, locale, session));
  handle(app, booking.homeCleaningAvailability, ({ query }) => homeCleaningAvailability(deps, query.zipCode, query.flow));
  handle(app, booking.homeCleaningDirectDisabledDates, ({ query }) => homeCleaningDirectDisabledDates(deps, query.zipCode));

  // The contract requires an `Idempotency-Key` on each submission; `handle` has checked it.
  handle(app, booking.direct, ({ body, locale, session, idempotencyKey }) => submitDirect(deps, { body, locale, session, idempotencyKey }));
  handle(app, booking.rfp, ({ body, locale, session, idempotencyKey }) => submitRfp(deps, { body, locale, session, idempotencyKey }));
  handle(app, booking.b2b, ({ body, locale, session, idempotencyKey }) => submitB2b(deps, { body, locale, session, idempotencyKey }));
  handle(app, booking.homeCleaning, ({ body, locale, session, idempotencyKey }) => submitHomeCleaning(deps, { body, locale, session, idempotencyKey }));

  handle(app, customer.latestBookings, ({ session, locale }) => latestBookings(deps, session.customerId, locale));
  handle(app, customer.bookings, ({ query, session, locale }) => bookingsBetween(deps, session.customerId, query.startDate, query.endDate, locale));
  handle(app, customer.bookingDates, ({ query, session }) => bookingDates(deps, session.customerId, query.startDate, query.endDate));
  registerCustomerBookings(app, deps);
}
