/**
 * Where the service reads the time. Everything with a deadline (e-ID orders,
 * QR codes, sessions, session keys) asks a clock instead of `Date.now()`, so
 * a test can move time forward instead of waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
