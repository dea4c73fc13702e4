import { describe, expect, it } from 'vitest';
import { nextVisitOf } from '../../../server/domain/subscriptions';

/** The instant of an ISO time with its offset. */
const at = (iso: string) => Date.parse(iso);

describe('nextVisitOf', () => {
  const weekly = { status: 'active' as const, frequency: 'weekly' as const, startDate: '2026-01-07' };

  it('answers the start date while it is ahead', () => {
    expect(nextVisitOf({ ...weekly, startDate: '2026-04-01' }, at('2026-03-14T10:00:00+01:00'))).toBe('2026-04-01T08:00:00+02:00');
  });

  it('answers the next day of the rhythm after now, in Stockholm time across the change to summer time', () => {
    expect(nextVisitOf(weekly, at('2026-03-14T10:00:00+01:00'))).toBe('2026-03-18T08:00:00+01:00');
    expect(nextVisitOf(weekly, at('2026-03-25T08:00:00+01:00'))).toBe('2026-04-01T08:00:00+02:00');
    expect(nextVisitOf({ ...weekly, frequency: 'everyOtherWeek' }, at('2026-03-14T10:00:00+01:00'))).toBe('2026-03-18T08:00:00+01:00');
    expect(nextVisitOf({ ...weekly, frequency: 'everyOtherWeek' }, at('2026-03-18T09:00:00+01:00'))).toBe('2026-04-01T08:00:00+02:00');
    expect(nextVisitOf({ ...weekly, frequency: 'everyFourthWeek' }, at('2026-02-04T08:00:00+01:00'))).toBe('2026-03-04T08:00:00+01:00');
  });

  it('keeps the day of the month for monthly visits, or the last day of a shorter month', () => {
    const monthly = { status: 'active' as const, frequency: 'monthly' as const, startDate: '2026-01-31' };
    expect(nextVisitOf(monthly, at('2026-02-01T00:00:00+01:00'))).toBe('2026-02-28T08:00:00+01:00');
    expect(nextVisitOf(monthly, at('2026-03-01T00:00:00+01:00'))).toBe('2026-03-31T08:00:00+02:00');
    expect(nextVisitOf({ ...monthly, frequency: 'yearly', startDate: '2024-02-29' }, at('2026-03-01T00:00:00+01:00'))).toBe('2027-02-28T08:00:00+01:00');
  });

  it('answers null when the subscription is paused or ended, or has no fixed rhythm', () => {
    expect(nextVisitOf({ ...weekly, status: 'paused' }, at('2026-03-14T10:00:00+01:00'))).toBeNull();
    expect(nextVisitOf({ ...weekly, status: 'ended' }, at('2026-03-14T10:00:00+01:00'))).toBeNull();
    expect(nextVisitOf({ ...weekly, frequency: 'custom' }, at('2026-03-14T10:00:00+01:00'))).toBeNull();
  });
});
