import type { Clock } from '../../clock';
import { createHourlyWindow } from '../hourlyWindow';
import { Refusal } from '../refusal';

/**
 * Discount codes are words a person can guess, and two calls answer whether
 * one is right without booking anything: the promotion look-up and the
 * price. Each wrong code a client address tries there counts against it;
 * past `DISCOUNT_CODE_MISSES_PER_HOUR` within an hour, every code it sends
 * is refused (429), right ones too, until the oldest miss is an hour old,
 * so a list of guesses cannot be run through. A booking with a code is
 * made by a session, so it is not counted here.
 */
export interface CodeGuesses {
  /** Refuses a client past its misses of the last hour. */
  check(client: string): void;
  /** Counts a wrong code against a client. */
  missed(client: string): void;
}

/** Wrong codes a client address may try in an hour: a customer mistypes a few. */
export const DISCOUNT_CODE_MISSES_PER_HOUR = 20;
/** The message of the refusal, in the wizard's words. */
export const TOO_MANY_CODES = 'booking.discount.tooMany';

/** Clients whose misses are remembered at once; the least recent are forgotten first. */
const TRACKED_CLIENTS = 10_000;

export function createCodeGuesses(clock: Clock, perHour = DISCOUNT_CODE_MISSES_PER_HOUR): CodeGuesses {
  const misses = createHourlyWindow(clock, TRACKED_CLIENTS);
  return {
    check(client) {
      if (misses.count(client) >= perHour) throw new Refusal('tooMany', TOO_MANY_CODES);
    },
    missed(client) {
      misses.add(client);
    },
  };
}
