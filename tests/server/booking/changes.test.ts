import { describe, expect, it } from 'vitest';
import { cancelTerms, freeChangeUntil, inNoticePeriodFree, lateCancelFee, rebookTerms, type Visit } from '../../../server/domain/booking/changes';
import { staffCountOf } from '../../../server/domain/booking/staff';

const at = (iso: string) => Date.parse(iso);

describe('the notice period', () => {
  it('ends at 00:00 of the day the visit’s day stops being bookable, two working days ahead', () => {
    // Wednesday 18 March: bookable through Sunday the 15th.
    expect(freeChangeUntil(at('2026-03-18T08:00:00+01:00'))).toBe(at('2026-03-16T00:00:00+01:00'));
    expect(inNoticePeriodFree(at('2026-03-18T08:00:00+01:00'), at('2026-03-15T23:59:59+01:00'))).toBe(true);
    expect(inNoticePeriodFree(at('2026-03-18T08:00:00+01:00'), at('2026-03-16T00:00:00+01:00'))).toBe(false);
  });

  it('counts Easter’s holidays out, as booking does', () => {
    // Tuesday after Easter Monday: Good Friday and Easter Monday are no working days.
    const visit = at('2026-04-07T08:00:00+02:00');
    expect(freeChangeUntil(visit)).toBe(at('2026-04-01T00:00:00+02:00'));
    expect(inNoticePeriodFree(visit, at('2026-03-31T23:59:59+02:00'))).toBe(true);
    expect(inNoticePeriodFree(visit, at('2026-04-01T00:00:00+02:00'))).toBe(false);
  });
});

describe('what a change costs', () => {
  const visit = (over: Partial<Visit> = {}): Visit => ({
    startMs: at('2026-03-18T08:00:00+01:00'),
    endMs: at('2026-03-18T11:00:00+01:00'),
    cancelled: false,
    toPay: 57_961,
    ofSubscription: false,
    ...over,
  });
  const saturday = at('2026-03-14T10:00:00+01:00');
  const monday = at('2026-03-16T07:00:00+01:00');

  it('charges half the price to pay late, in whole kronor', () => {
    expect(lateCancelFee(57_961)).toBe(29_000);
    expect(lateCancelFee(57_900)).toBe(29_000);
    expect(lateCancelFee(57_800)).toBe(28_900);
    expect(lateCancelFee(0)).toBe(0);
    expect(cancelTerms(visit(), monday)).toEqual({ allowed: true, fee: 29_000, freeUntil: null, timeBankMinutes: 0 });
    expect(cancelTerms(visit({ toPay: null }), monday).fee).toBe(0);
  });

  it('is free in time, crediting a subscription visit’s minutes', () => {
    expect(cancelTerms(visit({ ofSubscription: true }), saturday)).toEqual({ allowed: true, fee: 0, freeUntil: at('2026-03-16T00:00:00+01:00'), timeBankMinutes: 180 });
    expect(cancelTerms(visit({ ofSubscription: true }), monday).timeBankMinutes).toBe(0);
  });

  it('refuses a late move, and any change once the visit has started or was cancelled', () => {
    expect(rebookTerms(visit(), monday)).toMatchObject({ allowed: false, reasonKey: 'myPages.refusals.rebookTooLate' });
    expect(rebookTerms(visit(), saturday).allowed).toBe(true);
    expect(cancelTerms(visit(), at('2026-03-18T08:00:00+01:00'))).toMatchObject({ allowed: false, reasonKey: 'myPages.refusals.notChangeable', freeUntil: null });
    expect(cancelTerms(visit({ cancelled: true }), saturday)).toMatchObject({ allowed: false, reasonKey: 'myPages.refusals.notChangeable' });
  });
});

describe('staff per visit', () => {
  it('sends two people to deep and moving cleaning, one elsewhere', () => {
    expect([302004, 311004, 302016, 302047, 303001].map(staffCountOf)).toEqual([2, 2, 1, 1, 1]);
  });
});
