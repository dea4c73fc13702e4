import type { Availability, Price } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import { type ChangeValidation, type CustomerBooking, type CustomerBookingDetail } from '../../../api/contract/customer';
import { inTransaction, type BookingRow } from '../../store/booking';
import { creditCancelledVisit, creditedMinutes, freeSeats, lockVisit, rateOnce, updateVisit, visitOfCustomer } from '../../store/bookingChanges';
import { customerContact } from '../../store/customers';
import type { ConfirmationEvent } from '../confirmations';
import { todayInStockholm } from '../holidays';
import { visitNotification } from '../notifications/notifier';
import { Refusal } from '../refusal';
import { cancelTerms, rebookTerms, visitOf, visitStatus, type ChangeTerms } from './changes';
import { linesInLanguage } from './rates';
import { CANCEL_REASONS, RATING_REASONS, REBOOK_REASONS, reasonsIn, requireReason } from './reasons';
import { placeOf, toCustomerBooking, type BookingDeps } from './service';
import { toStockholmIso } from './stockholmTime';
import { isBookedThereAlready, isFreeSlotFor, moveAvailability, moveVisit, visitFacts } from './visitMoves';

/**
 * The customer's own visits on My pages: the detail, cancelling, moving,
 * rating and a note for the staff. Only the active account's visits are
 * found; any other id is answered as if it did not exist. The rules of time
 * and money are in `changes.ts`.
 */

const notFound = () => new Refusal('notFound', 'bookingNotFound');
/** A change the visit's state refuses: 409 naming the field at fault with the refusal's message key. */
const refused = (message: string, field: string) => new Refusal('conflict', message, [{ field, message }]);

async function requireVisit(deps: BookingDeps, customerId: string, id: string): Promise<BookingRow> {
  const row = await visitOfCustomer(deps.db, customerId, id);
  if (!row) throw notFound();
  return row;
}

const isoOrNull = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : toStockholmIso(ms));

const asValidation = (terms: ChangeTerms): ChangeValidation => ({
  allowed: terms.allowed,
  fee: terms.fee,
  ...(terms.reasonKey ? { reasonKey: terms.reasonKey } : {}),
  freeUntil: isoOrNull(terms.freeUntil),
  timeBankMinutes: terms.timeBankMinutes,
});

export async function bookingDetail(deps: BookingDeps, customerId: string, id: string, locale: Locale): Promise<CustomerBookingDetail> {
  const row = await requireVisit(deps, customerId, id);
  const now = deps.clock.now();
  const visit = visitOf(row);
  const status = visitStatus(visit, now);
  const cancel = cancelTerms(visit, now);
  return {
    ...toCustomerBooking(row, locale, now),
    note: row.note,
    lines: row.price ? linesInLanguage((row.price as Price).lines, row.productId, row.configuration, locale) : [],
    canCancel: cancel.allowed,
    canRebook: rebookTerms(visit, now).allowed && row.region !== null,
    canRate: status === 'done' && row.rating === null,
    canNote: status === 'booked',
    rating: row.rating,
    freeChangeUntil: isoOrNull(cancel.freeUntil),
    cancelledAt: isoOrNull(row.cancelledAt?.getTime()),
    cancelFee: row.cancelFee,
  };
}

export const cancelReasons = (locale: Locale) => ({ items: reasonsIn(CANCEL_REASONS, locale) });
export const rebookReasons = (locale: Locale) => ({ items: reasonsIn(REBOOK_REASONS, locale) });

export async function validateCancel(deps: BookingDeps, customerId: string, id: string, reason: string): Promise<ChangeValidation> {
  requireReason(CANCEL_REASONS, reason, 'query.reason');
  const row = await requireVisit(deps, customerId, id);
  return asValidation(cancelTerms(visitOf(row), deps.clock.now()));
}

/**
 * Cancels a visit: free in time, a fee inside the notice period; the seat
 * goes back to the calendar. Cancelling a cancelled visit answers what the
 * cancellation cost then (the row is locked, so two at once cancel once).
 */
/** E-mails the account's address a confirmation of a change it made (nothing without an address). */
async function confirmChange(deps: BookingDeps, customerId: string, event: ConfirmationEvent, locale: Locale): Promise<void> {
  const contact = await customerContact(deps.db, customerId);
  await deps.confirmations.send(contact?.email, event, locale);
}

export async function cancelVisit(deps: BookingDeps, customerId: string, id: string, reason: string, locale: Locale) {
  requireReason(CANCEL_REASONS, reason, 'body.reason');
  const found = await requireVisit(deps, customerId, id);
  const { answer, cancelledNow } = await inTransaction(deps.db, async (tx) => {
    const row = await lockVisit(tx, found.id);
    if (row.status === 'cancelled') {
      return { answer: { cancelled: true as const, fee: row.cancelFee ?? 0, timeBankMinutes: await creditedMinutes(tx, row.id) }, cancelledNow: false };
    }
    const now = deps.clock.now();
    const terms = cancelTerms(visitOf(row), now);
    if (!terms.allowed) throw refused(terms.reasonKey!, 'params.id');
    await updateVisit(tx, row.id, { status: 'cancelled', cancelledAt: new Date(now), cancelReason: reason, cancelFee: terms.fee });
    await freeSeats(tx, row.id);
    if (terms.timeBankMinutes > 0 && row.subscriptionId) {
      const day = todayInStockholm(new Date(now));
      await creditCancelledVisit(tx, { customerId, subscriptionId: row.subscriptionId, bookingId: row.id, minutes: terms.timeBankMinutes, day });
    }
    return { answer: { cancelled: true as const, fee: terms.fee, timeBankMinutes: terms.timeBankMinutes }, cancelledNow: true };
  });
  // Only the call that cancelled tells of it; a retry answers what it cost then.
  if (cancelledNow) {
    await deps.notifier.notify(visitNotification(customerId, 'bookingCancelled', visitFacts(found), answer.fee));
    const { id: bookingId, reference, productId } = found;
    await confirmChange(deps, customerId, { kind: 'cancelled', bookingId, reference, productId, startMs: found.startTime!.getTime(), fee: answer.fee }, locale);
  }
  return answer;
}

export async function validateRebook(deps: BookingDeps, customerId: string, id: string, time: string, reason: string): Promise<ChangeValidation> {
  requireReason(REBOOK_REASONS, reason, 'query.reason');
  const row = await requireVisit(deps, customerId, id);
  const terms = rebookTerms(visitOf(row), deps.clock.now());
  if (!terms.allowed || row.startTime!.getTime() === Date.parse(time)) return asValidation(terms);
  if (!(await isFreeSlotFor(deps, row, time))) return asValidation({ ...terms, allowed: false, reasonKey: BOOKING_CHANGE_REFUSALS.slotUnavailable });
  if (await isBookedThereAlready(deps, row, time)) return asValidation({ ...terms, allowed: false, reasonKey: BOOKING_CHANGE_REFUSALS.alreadyBooked });
  return asValidation(terms);
}

export async function rebookAvailability(deps: BookingDeps, customerId: string, id: string): Promise<Availability> {
  return moveAvailability(deps, await requireVisit(deps, customerId, id));
}

/** Moves a visit, in time only, to a free slot of its plan; moving it where it is answers it as it is. */
export async function rebookVisit(deps: BookingDeps, customerId: string, id: string, time: string, reason: string, locale: Locale): Promise<CustomerBooking> {
  requireReason(REBOOK_REASONS, reason, 'body.reason');
  const found = await requireVisit(deps, customerId, id);
  const guard = (row: BookingRow) => {
    const terms = rebookTerms(visitOf(row), deps.clock.now());
    if (!terms.allowed) throw refused(terms.reasonKey!, terms.reasonKey === BOOKING_CHANGE_REFUSALS.rebookTooLate ? 'body.time' : 'params.id');
  };
  // A retry of a move that was done answers the visit as it is, even once the notice period has begun.
  if (found.status !== 'cancelled' && found.startTime!.getTime() === Date.parse(time)) return toCustomerBooking(found, locale, deps.clock.now());
  // Refused before the time is looked at: a late visit's day is no slot any more, and "too late" is what helps.
  guard(found);
  const { row, moved } = await moveVisit(deps, found, time, 'body.time', guard, { rebookedAt: new Date(deps.clock.now()), rebookReason: reason });
  if (moved) {
    await deps.notifier.notify(visitNotification(customerId, 'bookingRebooked', visitFacts(row)));
    const place = placeOf(row);
    const address = place ? { address: place } : {};
    const { id: bookingId, reference, productId } = row;
    await confirmChange(deps, customerId, { kind: 'rebooked', bookingId, reference, productId, startMs: row.startTime!.getTime(), endMs: row.endTime!.getTime(), ...address }, locale);
  }
  return toCustomerBooking(row, locale, deps.clock.now());
}

// ---------------------------------------------------------------- rating and note

export async function bookingRating(deps: BookingDeps, customerId: string, id: string, locale: Locale) {
  const row = await requireVisit(deps, customerId, id);
  return { rating: row.rating, feedback: row.ratingFeedback, reason: row.ratingReason, reasons: reasonsIn(RATING_REASONS, locale) };
}

/** Rates a done visit once; the same rating again is a retry and answers as the first did. */
export async function rateVisit(deps: BookingDeps, customerId: string, id: string, body: { rating: number; feedback?: string; reason?: string }) {
  if (body.reason !== undefined) requireReason(RATING_REASONS, body.reason, 'body.reason');
  const row = await requireVisit(deps, customerId, id);
  const now = deps.clock.now();
  if (visitStatus(visitOf(row), now) !== 'done') throw refused(BOOKING_CHANGE_REFUSALS.notRateable, 'params.id');
  const rating = { rating: body.rating, feedback: body.feedback || null, reason: body.reason ?? null };
  if (await rateOnce(deps.db, row.id, { ...rating, at: new Date(now) })) return { ok: true as const };
  const stored = await requireVisit(deps, customerId, id);
  const same = stored.rating === rating.rating && stored.ratingFeedback === rating.feedback && stored.ratingReason === rating.reason;
  if (!same) throw refused(BOOKING_CHANGE_REFUSALS.alreadyRated, 'body.rating');
  return { ok: true as const };
}

/** Leaves (or replaces, or with empty text removes) the note for the staff, until the visit starts. */
export async function setVisitNote(deps: BookingDeps, customerId: string, id: string, note: string) {
  const found = await requireVisit(deps, customerId, id);
  await inTransaction(deps.db, async (tx) => {
    const row = await lockVisit(tx, found.id);
    const status = visitStatus(visitOf(row), deps.clock.now());
    if (status === 'cancelled') throw refused(BOOKING_CHANGE_REFUSALS.notChangeable, 'params.id');
    if (status !== 'booked') throw refused(BOOKING_CHANGE_REFUSALS.noteTooLate, 'body.note');
    await updateVisit(tx, row.id, { note: note === '' ? null : note });
  });
  return { ok: true as const };
}
