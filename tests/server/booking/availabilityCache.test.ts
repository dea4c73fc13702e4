import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Availability } from '../../../api/contract/booking';
import type { Db } from '../../../server/db';
import { AVAILABILITY_CACHE_MS, cachedCalendar } from '../../../server/domain/booking/availabilityCache';
import { seatsChanged } from '../../../server/store/seatChanges';

const calendar = (n: number): Availability => ({ slots: [], firstAvailable: `2026-12-0${n}T08:00:00+01:00` }) as unknown as Availability;

afterEach(() => {
  vi.useRealTimers();
});

describe('the calendars kept for a moment', () => {
  it('answers one reading to everyone asking the same within the moment, and reads again after it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const db = {} as Db;
    const read = vi.fn(async () => calendar(read.mock.calls.length));
    const first = await cachedCalendar(db, 'k', read);
    expect(await cachedCalendar(db, 'k', read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AVAILABILITY_CACHE_MS + 1);
    await cachedCalendar(db, 'k', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after a seat was taken or given back', async () => {
    const db = {} as Db;
    const read = vi.fn(async () => calendar(1));
    await cachedCalendar(db, 'k', read);
    seatsChanged();
    await cachedCalendar(db, 'k', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps calendars apart per key and per database, and does not keep a failed read', async () => {
    const [a, b] = [{} as Db, {} as Db];
    const read = vi.fn(async () => calendar(1));
    await cachedCalendar(a, 'k', read);
    await cachedCalendar(b, 'k', read);
    await cachedCalendar(a, 'other', read);
    expect(read).toHaveBeenCalledTimes(3);
    const failing = vi.fn(async (): Promise<Availability> => {
      throw new Error('database gone');
    });
    await expect(cachedCalendar(a, 'bad', failing)).rejects.toThrow('database gone');
    await expect(cachedCalendar(a, 'bad', failing)).rejects.toThrow('database gone');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
