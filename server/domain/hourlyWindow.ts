import QuickLRU from 'quick-lru';
import type { Clock } from '../clock';

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
