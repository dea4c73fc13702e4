import type { AnyActorRef } from 'xstate';
import type { Availability } from '../../../api/contract/booking';
import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import { isApiError } from '../../../api/errors';
import { readFieldErrors } from '../../../api/client/request';

/**
 * What the change flows of My pages share: the message keys of refusals
 * (`myPages.refusals.*`, translated by the site), and how a failed call is
 * read (session ended, not found, refused, or just failed).
 */

/** A change flow's input: who is told `booking.changed` after a change (the booking page). */
export interface ChangeFlowInput {
  changesTo?: AnyActorRef;
}

/** What a change flow keeps of its input besides the booking. */
export interface ChangeFlowContext {
  changesTo: AnyActorRef | null;
}

/** Message keys of the refusals the flows show, one per reason the server gives. */
const REFUSAL_KEYS = {
  notChangeable: BOOKING_CHANGE_REFUSALS.notChangeable,
  rebookTooLate: BOOKING_CHANGE_REFUSALS.rebookTooLate,
  unknownReason: BOOKING_CHANGE_REFUSALS.unknownReason,
  notRateable: BOOKING_CHANGE_REFUSALS.notRateable,
  alreadyRated: BOOKING_CHANGE_REFUSALS.alreadyRated,
  noteTooLate: BOOKING_CHANGE_REFUSALS.noteTooLate,
  meetingZipCode: BOOKING_CHANGE_REFUSALS.meetingZipCode,
  alreadyBooked: BOOKING_CHANGE_REFUSALS.alreadyBooked,
  slotUnavailable: 'myPages.refusals.slotUnavailable',
  slotTaken: 'myPages.refusals.slotTaken',
} as const;
export type RefusalKey = (typeof REFUSAL_KEYS)[keyof typeof REFUSAL_KEYS];

const KNOWN = new Set<string>(Object.values(REFUSAL_KEYS));
const SHORT = new Map<string, RefusalKey>(Object.entries(REFUSAL_KEYS) as [string, RefusalKey][]);

/** The refusal key a server message names (`myPages.refusals.x`, or the bare `x`), or null for any other text. */
function refusalKeyOf(message: unknown): RefusalKey | null {
  if (typeof message !== 'string') return null;
  if (KNOWN.has(message)) return message as RefusalKey;
  return SHORT.get(message) ?? null;
}

/** The refusal a validation names; a refusal without a known key reads as "cannot be changed". */
export function refusalKeyOrDefault(key: unknown): RefusalKey {
  return refusalKeyOf(key) ?? REFUSAL_KEYS.notChangeable;
}

/** Messages an error answer carries: a 400's field errors, a 409's `message` and `errors`. */
export function messagesOf(error: unknown): unknown[] {
  if (!isApiError(error)) return [];
  if (error.kind === 'BadRequest') return error.fieldErrors.map((entry) => entry.message);
  if (error.code !== 409 && error.code !== 403) return [];
  const data = error.data as { message?: unknown; errors?: unknown } | undefined;
  return [data?.message, ...readFieldErrors(data?.errors ?? []).map((entry) => entry.message)];
}

/** Why the server refused a change (a 400 or 409 naming a known reason), or null when it failed otherwise. */
export function refusalOf(error: unknown): RefusalKey | null {
  for (const message of messagesOf(error)) {
    const key = refusalKeyOf(message);
    if (key !== null) return key;
  }
  return null;
}

/** The session is gone (401): the session shows the expired-session modal; the flow stops. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.kind === 'Unauthorized';
}

/** 404: no such booking for this customer (another customer's id answers the same). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'NotFound';
}

/** A 409 `slotTaken`: someone took the time meanwhile. */
export function isSlotTaken(error: unknown): boolean {
  return refusalOf(error) === REFUSAL_KEYS.slotTaken && isApiError(error) && error.code === 409;
}

/**
 * The calendar as it is now, which a 409 `slotTaken` carries (the client
 * checked it with the call's refusal schema); null when it carries none.
 */
export function freshAvailabilityOf(error: unknown): Availability | null {
  if (!isApiError(error)) return null;
  return (error.data as { availability?: Availability } | undefined)?.availability ?? null;
}
