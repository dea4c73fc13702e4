/**
 * Wall-clock time in Europe/Stockholm without a date library: the offset of an
 * instant comes from `Intl.DateTimeFormat`, so DST follows the platform's tz
 * database instead of a hand-kept rule.
 */

export const BOOKING_TIME_ZONE = 'Europe/Stockholm';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(instantMs: number): WallTime {
  const parts = partsFormat.formatToParts(instantMs);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Offset of Stockholm from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function stockholmOffsetMinutes(instantMs: number): number {
  const wall = wallTimeOf(Math.floor(instantMs / 1000) * 1000);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / MINUTE_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The instant a Stockholm wall-clock time names. Times that do not exist
 * (02:00–03:00 on the last Sunday of March) move forward by the gap (02:30 →
 * 03:30 summer time); times that occur twice (02:00–03:00 on the last Sunday
 * of October) take the first, summer-time occurrence. Same choice as
 * Temporal's `disambiguation: 'compatible'`.
 */
export function stockholmInstant(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const before = stockholmOffsetMinutes(naive - DAY_MS);
  const after = stockholmOffsetMinutes(naive + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => naive - offset * MINUTE_MS)
    .filter((instant) => {
      const wall = wallTimeOf(instant);
      return wall.year === year && wall.month === month && wall.day === day && wall.hour === hour && wall.minute === minute;
    })
    .sort((a, b) => a - b);
  return candidates.length > 0 ? candidates[0] : naive - before * MINUTE_MS;
}

/** An instant as ISO 8601 in Stockholm time with its offset, `2027-03-29T08:00:00+02:00`. */
export function toStockholmIso(instantMs: number): string {
  const wall = wallTimeOf(instantMs);
  const offset = stockholmOffsetMinutes(instantMs);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Day of the week of a `yyyy-mm-dd` date, 1 = Monday … 7 = Sunday (ISO, weeks start Monday). */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
