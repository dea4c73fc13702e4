import type { FastifyInstance } from 'fastify';
import { customer } from '../../api/contract/customer';
import {
  bookingDetail,
  bookingRating,
  cancelReasons,
  cancelVisit,
  rateVisit,
  rebookAvailability,
  rebookReasons,
  rebookVisit,
  setVisitNote,
  validateCancel,
  validateRebook,
} from '../domain/booking/customerBookings';
import { cancelMeeting, meetingOf, rescheduleMeeting } from '../domain/booking/meetings';
import type { BookingDeps } from '../domain/booking/service';
import { handle } from '../http/endpoint';

/**
 * Changes a customer makes to their own visits on My pages (calls.md
 * section 7, Customer: bookings and meetings). Always the active account's
 * visits (`session.customerId`); the rules are in `server/domain/booking/`.
 */
export function registerCustomerBookings(app: FastifyInstance, deps: BookingDeps): void {
  handle(app, customer.cancelReasons, ({ locale }) => cancelReasons(locale));
  handle(app, customer.rebookReasons, ({ locale }) => rebookReasons(locale));
  handle(app, customer.booking, ({ params, session, locale }) => bookingDetail(deps, session.customerId, params.id, locale));
  handle(app, customer.validateCancel, ({ params, query, session }) => validateCancel(deps, session.customerId, params.id, query.reason));
  handle(app, customer.cancelBooking, ({ params, body, session, locale }) => cancelVisit(deps, session.customerId, params.id, body.reason, locale));
  handle(app, customer.rebookAvailability, ({ params, session }) => rebookAvailability(deps, session.customerId, params.id));
  handle(app, customer.validateRebook, ({ params, query, session }) => validateRebook(deps, session.customerId, params.id, query.time, query.reason));
  handle(app, customer.rebook, ({ params, body, session, locale }) => rebookVisit(deps, session.customerId, params.id, body.time, body.reason, locale));
  handle(app, customer.bookingRating, ({ params, session, locale }) => bookingRating(deps, session.customerId, params.id, locale));
  handle(app, customer.rateBooking, ({ params, body, session }) => rateVisit(deps, session.customerId, params.id, body));
  handle(app, customer.setBookingNote, ({ params, body, session }) => setVisitNote(deps, session.customerId, params.id, body.note));

  handle(app, customer.meeting, ({ query, session }) => meetingOf(deps, session.customerId, query.id));
  handle(app, customer.rescheduleMeeting, ({ body, session }) => rescheduleMeeting(deps, session.customerId, body));
  handle(app, customer.cancelMeeting, ({ body, session }) => cancelMeeting(deps, session.customerId, body.id));
}
