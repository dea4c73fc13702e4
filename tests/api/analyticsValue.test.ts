import { describe, expect, it } from 'vitest';
import { analyticsValueOf, SERVICE_IDS } from '../../api/products';

describe("a booking's value for analytics", () => {
  it('is the default value of site.md §9 for the services that have one, whatever the price', () => {
    expect(analyticsValueOf(SERVICE_IDS.weeklyCleaning, null)).toBe(28314);
    expect(analyticsValueOf(SERVICE_IDS.weeklyCleaningDirect, 49_900)).toBe(28314);
    expect(analyticsValueOf(SERVICE_IDS.generalHandyman, null)).toBe(800);
    expect(analyticsValueOf(SERVICE_IDS.gardening, null)).toBe(2800);
    expect(analyticsValueOf(SERVICE_IDS.officeCleaning, null)).toBe(89640);
    expect(analyticsValueOf(SERVICE_IDS.officeMoving, null)).toBe(6400);
    expect(analyticsValueOf(SERVICE_IDS.recycling, null)).toBe(1200);
  });

  it('is the price before deductions in SEK for the others, and none without one', () => {
    expect(analyticsValueOf(SERVICE_IDS.windowCleaning, 57_500)).toBe(575);
    expect(analyticsValueOf(SERVICE_IDS.deepCleaning, 123_456)).toBe(1234.56);
    expect(analyticsValueOf(SERVICE_IDS.housingCooperatives, null)).toBeNull();
    expect(analyticsValueOf(1, 100)).toBe(1);
  });
});
