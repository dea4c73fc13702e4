import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilitySchema } from '../../../api/contract/booking';
import { SERVICE_IDS } from '../../../api/products';
import {
  firstBookableDay,
  generateSlots,
  isWorkingDay,
  remainingCapacity,
  SLOT_PLANS,
  weekOf,
} from '../../../server/domain/booking/availability';
import { stockholmInstant, toStockholmIso } from '../../../server/domain/booking/stockholmTime';
import { holidaysBetween } from '../../../server/domain/holidays';

const HOUR = 3_600_000;
const days = (slots: { startTime: string }[]) => [...new Set(slots.map((s) => s.startTime.slice(0, 10)))];

describe('Stockholm wall time across DST (2027)', () => {
  it('spring forward, last Sunday of March: 02:00–03:00 does not exist', () => {
    expect(toStockholmIso(stockholmInstant('2027-03-28', '01:59'))).toBe('2027-03-28T01:59:00+01:00');
    expect(toStockholmIso(stockholmInstant('2027-03-28', '02:30'))).toBe('2027-03-28T03:30:00+02:00');
    expect(toStockholmIso(stockholmInstant('2027-03-28', '03:00'))).toBe('2027-03-28T03:00:00+02:00');
    expect(stockholmInstant('2027-03-28', '03:00') - stockholmInstant('2027-03-28', '01:00')).toBe(HOUR);
  });

  it('fall back, last Sunday of October: 02:00–03:00 happens twice, the first is chosen', () => {
    const first = stockholmInstant('2027-10-31', '02:30');
    expect(toStockholmIso(first)).toBe('2027-10-31T02:30:00+02:00');
    expect(toStockholmIso(first + HOUR)).toBe('2027-10-31T02:30:00+01:00');
    expect(stockholmInstant('2027-10-31', '04:00') - stockholmInstant('2027-10-31', '01:00')).toBe(4 * HOUR);
  });
});

describe('generateSlots', () => {
  it('skips Easter, the weekend and the lead time around the March switch, with the right offsets', () => {
    // Monday 22 March 2027 → Tue and Wed are lead time; Good Friday 26, Easter Monday 29.
    const result = generateSlots({ productId: SERVICE_IDS.windowCleaning, now: new Date('2027-03-22T09:00:00Z'), days: 9 });
    expect(availabilitySchema.parse(result)).toEqual(result);
    expect(days(result.slots)).toEqual(['2027-03-25', '2027-03-30']);
    expect(result.slots.map((s) => s.startTime)).toEqual([
      '2027-03-25T08:00:00+01:00',
      '2027-03-25T10:00:00+01:00',
      '2027-03-25T13:00:00+01:00',
      '2027-03-25T15:00:00+01:00',
      '2027-03-30T08:00:00+02:00',
      '2027-03-30T10:00:00+02:00',
      '2027-03-30T13:00:00+02:00',
      '2027-03-30T15:00:00+02:00',
    ]);
    expect(result.slots[0].endTime).toBe('2027-03-25T10:00:00+01:00');
    expect(result.firstAvailable).toBe('2027-03-25T08:00:00+01:00');
  });

  it('changes offset over the October switch', () => {
    const result = generateSlots({ productId: SERVICE_IDS.movingCleaning, now: new Date('2027-10-25T07:00:00Z'), days: 8 });
    expect(result.slots.map((s) => s.startTime)).toEqual([
      '2027-10-28T08:00:00+02:00',
      '2027-10-29T08:00:00+02:00',
      '2027-11-01T08:00:00+01:00',
    ]);
    expect(result.slots[2].endTime).toBe('2027-11-01T16:00:00+01:00');
  });

  it('leaves full slots out, or marks them unavailable with showAllSlots', () => {
    const now = new Date('2027-03-22T09:00:00Z');
    const booked = new Map([['2027-03-25T08:00:00+01:00', 4]]);
    const hidden = generateSlots({ productId: SERVICE_IDS.windowCleaning, region: 'stockholm', now, days: 4, booked });
    expect(hidden.slots.map((s) => s.startTime)).not.toContain('2027-03-25T08:00:00+01:00');
    expect(hidden.firstAvailable).toBe('2027-03-25T10:00:00+01:00');
    const all = generateSlots({ productId: SERVICE_IDS.windowCleaning, region: 'stockholm', now, days: 4, booked, showAllSlots: true });
    expect(all.slots[0]).toMatchObject({ startTime: '2027-03-25T08:00:00+01:00', available: false });
    const smaller = generateSlots({ productId: SERVICE_IDS.windowCleaning, region: 'stockholm', now, days: 4, booked: new Map([['2027-03-25T08:00:00+01:00', 3]]) });
    expect(smaller.firstAvailable).toBe('2027-03-25T08:00:00+01:00');
  });

  it('answers null when nothing is free', () => {
    const result = generateSlots({ productId: SERVICE_IDS.windowCleaning, now: new Date('2027-03-22T09:00:00Z'), days: 2 });
    expect(result).toEqual({ slots: [], firstAvailable: null });
  });

  it('never offers a slot in the past, within the lead time, on a weekend or a holiday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...(Object.keys(SLOT_PLANS).map(Number) as (keyof typeof SLOT_PLANS)[])),
        (now, productId) => {
          const result = generateSlots({ productId, now, days: 21 });
          const plan = SLOT_PLANS[productId]!;
          const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(now);
          for (const slot of result.slots) {
            const day = slot.startTime.slice(0, 10);
            expect(Date.parse(slot.startTime)).toBeGreaterThan(now.getTime());
            expect(day >= firstBookableDay(today)).toBe(true);
            expect(isWorkingDay(day)).toBe(true);
            expect(plan.starts).toContain(slot.startTime.slice(11, 16));
            expect(Date.parse(slot.endTime) - Date.parse(slot.startTime)).toBe(plan.durationMinutes * 60_000);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('calendar helpers', () => {
  it('weeks run Monday to Sunday', () => {
    const week = ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28'];
    expect(weekOf('2027-03-28')).toEqual(week);
    expect(weekOf('2027-03-22')).toEqual(week);
    expect(weekOf('2027-12-31')).toEqual(['2027-12-27', '2027-12-28', '2027-12-29', '2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
  });

  it('counts the lead time in working days', () => {
    expect(firstBookableDay('2027-03-22')).toBe('2027-03-25');
    // Thursday 8 April 2027: Friday and Monday are the lead time.
    expect(firstBookableDay('2027-04-08')).toBe('2027-04-13');
    // Before Easter: Wed 24 March → Thu 25, Tue 30 (Good Friday and Easter Monday are not worked).
    expect(firstBookableDay('2027-03-24')).toBe('2027-03-31');
  });

  it('closes Sundays, Saturdays and every public holiday', () => {
    expect(isWorkingDay('2027-03-28')).toBe(false);
    expect(isWorkingDay('2027-03-27')).toBe(false);
    for (const holiday of holidaysBetween('2027-01-01', '2027-12-31')) expect(isWorkingDay(holiday.date)).toBe(false);
    expect(isWorkingDay('2027-03-25')).toBe(true);
  });

  it('remaining capacity never goes below zero', () => {
    expect(remainingCapacity({ capacity: 3 }, 1)).toBe(2);
    expect(remainingCapacity({ capacity: 3 }, 5)).toBe(0);
    expect(remainingCapacity({ capacity: 3 }, -1)).toBe(3);
  });
});
