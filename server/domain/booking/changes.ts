import type { Price } from '../../../api/contract/booking';
import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import type { BookingRow } from '../../store/booking';
import { addDays, todayInStockholm } from '../holidays';
import { firstBookableDay } from './availability';
import { divRoundHalfUp } from './rounding';
import { stockholmInstant, toStockholmIso } from './stockholmTime';

/**
 * What a customer may change about a visit, and what it costs: pure rules
 * of time and money, no database. The notice period is the booking lead
 * time itself: a visit may be cancelled or moved for free while its day
 * could still be booked by someone else (`firstBookableDay`), so a freed
 * seat is never lost to the teams' planning.
 */

/** Share of the price to pay that a cancellation inside the notice period costs. */
const LATE_CANCEL_FEE_PERCENT = 50;
const ORE_PER_KRONA = 100;
const MINUTE_MS = 60_000;

/** A stored visit as the rules see it. */
export interface Visit {
  startMs: number;
  endMs: number;
  cancelled: boolean;
  /** What the customer pays for it (`price.totalToPay`, öre); null for a visit without a price (the free home visit). */
  toPay: number | null;
  /** A visit of a subscription: cancelled in time, its length goes to the time bank. */
  ofSubscription: boolean;
}

/** A stored booking with a time as a visit. */
export function visitOf(row: BookingRow): Visit {
  const startMs = row.startTime!.getTime();
  return {
    startMs,
    endMs: row.endTime?.getTime() ?? startMs,
    cancelled: row.status === 'cancelled',
    toPay: row.price ? (row.price as Price).totalToPay : null,
    ofSubscription: row.subscriptionId !== null,
  };
}

type VisitStatus = 'booked' | 'inProgress' | 'done' | 'cancelled';

export function visitStatus(visit: Visit, now: number): VisitStatus {
  if (visit.cancelled) return 'cancelled';
  if (now >= visit.endMs) return 'done';
  return now >= visit.startMs ? 'inProgress' : 'booked';
}

const stockholmDay = (instantMs: number) => toStockholmIso(instantMs).slice(0, 10);

/** Whether the visit's day is still bookable by anyone today: then a change is free. */
export function inNoticePeriodFree(startMs: number, now: number): boolean {
  return stockholmDay(startMs) >= firstBookableDay(todayInStockholm(new Date(now)));
}

/**
 * The end of the free period: 00:00 Stockholm of the first day on which the
 * visit's day is no longer bookable. `firstBookableDay` never goes back as
 * days pass, so the day is found walking back from the visit's own day.
 */
export function freeChangeUntil(startMs: number): number {
  const day = stockholmDay(startMs);
  let stops = day;
  while (firstBookableDay(addDays(stops, -1)) > day) stops = addDays(stops, -1);
  return stockholmInstant(stops, '00:00');
}

/** The fee of a late cancellation: the share of the price to pay, in whole kronor (öre, rounded half up). */
export function lateCancelFee(toPay: number): number {
  return divRoundHalfUp(toPay * LATE_CANCEL_FEE_PERCENT, 100 * ORE_PER_KRONA) * ORE_PER_KRONA;
}

/** Length of a visit in whole minutes (what a cancelled subscription visit puts in the time bank). */
const visitMinutes = (visit: Visit) => Math.round((visit.endMs - visit.startMs) / MINUTE_MS);

/** A change's terms, as the validation calls answer them (öre, instants in ms). */
export interface ChangeTerms {
  allowed: boolean;
  fee: number;
  reasonKey?: string;
  /** End of the free period; null when it has passed or the visit cannot be changed at all. */
  freeUntil: number | null;
  timeBankMinutes: number;
}

function freeUntilOf(visit: Visit, now: number): number | null {
  if (visitStatus(visit, now) !== 'booked') return null;
  const until = freeChangeUntil(visit.startMs);
  return now < until ? until : null;
}

/** Cancelling: free in time (a subscription visit credits its length), half the price late, refused once started. */
export function cancelTerms(visit: Visit, now: number): ChangeTerms {
  const freeUntil = freeUntilOf(visit, now);
  if (visitStatus(visit, now) !== 'booked') return { allowed: false, fee: 0, reasonKey: BOOKING_CHANGE_REFUSALS.notChangeable, freeUntil, timeBankMinutes: 0 };
  if (inNoticePeriodFree(visit.startMs, now)) return { allowed: true, fee: 0, freeUntil, timeBankMinutes: visit.ofSubscription ? visitMinutes(visit) : 0 };
  return { allowed: true, fee: visit.toPay === null ? 0 : lateCancelFee(visit.toPay), freeUntil, timeBankMinutes: 0 };
}

/** Moving: free in time, not at all inside the notice period (cancel instead) or once started. */
export function rebookTerms(visit: Visit, now: number): ChangeTerms {
  const freeUntil = freeUntilOf(visit, now);
  const refused = (reasonKey: string): ChangeTerms => ({ allowed: false, fee: 0, reasonKey, freeUntil, timeBankMinutes: 0 });
  if (visitStatus(visit, now) !== 'booked') return refused(BOOKING_CHANGE_REFUSALS.notChangeable);
  if (!inNoticePeriodFree(visit.startMs, now)) return refused(BOOKING_CHANGE_REFUSALS.rebookTooLate);
  return { allowed: true, fee: 0, freeUntil, timeBankMinutes: 0 };
}
