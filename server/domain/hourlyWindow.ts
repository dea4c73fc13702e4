import QuickLRU from 'quick-lru';
import type { Clock } from '../clock';
import { Refusal } from './refusal';

const HOUR_MS = 3_600_000;

/**
 * What happened per key within the last hour (a confirmation mailed to an
 * address, a wrong discount code from a client), for the keys seen most
 * lately: at most `maxKeys`, the least recently asked about forgotten first,
 * so memory stays bounded whatever the keys.
 */
export interface HourlyWindow {
  /** How many were counted for `key` within the last hour. */
  count(key: string): number;
  /** Counts one for `key`, now. */
  add(key: string): void;
}

export function createHourlyWindow(clock: Clock, maxKeys: number): HourlyWindow {
  const times = new QuickLRU<string, number[]>({ maxSize: maxKeys });
  const recent = (key: string): number[] => {
    const now = clock.now();
    const kept = (times.get(key) ?? []).filter((at) => now - at < HOUR_MS);
    if (kept.length > 0) times.set(key, kept);
    return kept;
  };
  return {
    count: (key) => recent(key).length,
    add(key) {
      times.set(key, [...recent(key), clock.now()]);
    },
  };
}

/** One hourly limit: at most `perHour` for `key` in `window`. */
export interface HourlyLimit {
  window: HourlyWindow;
  key: string;
  perHour: number;
}

/**
 * Counts one against each limit, or, when any of them is already reached,
 * refuses (429 with `message`) and counts nothing: a refused request does
 * not use up what the others allow.
 */
export function takeWithinLimits(limits: readonly HourlyLimit[], message: string): void {
  if (limits.some(({ window, key, perHour }) => window.count(key) >= perHour)) throw new Refusal('tooMany', message);
  for (const { window, key } of limits) window.add(key);
}
