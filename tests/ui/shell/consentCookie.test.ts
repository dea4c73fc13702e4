import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentRecordSchema } from '../../../api/contract/site';
import { parseConsentCookie } from '../../../ui/shell/Consent/consentCookie';
import { buildConsentRecord } from '../../../machines/shell/consent/consent.record';

const valid = buildConsentRecord({ necessary: true, performance: false, statistics: true, marketing: false }, new Date('2026-11-02T10:00:00.000Z'));

describe('the consent cookie', () => {
  it('reads a record the site wrote', () => {
    expect(parseConsentCookie(JSON.stringify(valid))).toEqual(valid);
  });

  it.each([
    ['no value', undefined],
    ['not JSON', '{categories'],
    ['an array', '[]'],
    ['necessary off', JSON.stringify({ ...valid, categories: { ...valid.categories, necessary: false } })],
    ['levels that do not match the categories', JSON.stringify({ ...valid, levels: ['necessary'] })],
    ['a date that is not an instant', JSON.stringify({ ...valid, date: '2026-11-02' })],
    ['a date before the calendar', JSON.stringify({ ...valid, date: '1899-01-01T00:00:00Z' })],
    ['a revision of another form', JSON.stringify({ ...valid, revision: 'v1' })],
  ])('counts %s as no consent', (_name, value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });

  it('accepts exactly what the contract accepts', () => {
    const value = fc.record({
      categories: fc.record({ necessary: fc.constantFrom(true, false), performance: fc.boolean(), statistics: fc.boolean(), marketing: fc.boolean() }),
      date: fc.constantFrom('2026-11-02T10:00:00.000Z', '2026-11-02T10:00:00+01:00', '2026-13-02T10:00:00Z', 'yesterday', '2026-11-02'),
      levels: fc.subarray(['necessary', 'performance', 'statistics', 'marketing']),
      revision: fc.constantFrom('1.0', '0.9', '10.20', 'x', '1.0.0'),
    });
    fc.assert(
      fc.property(value, (record) => {
        const cookie = JSON.stringify(record);
        expect(parseConsentCookie(cookie) !== null).toBe(consentRecordSchema.safeParse(record).success);
      }),
      { numRuns: 500 },
    );
  });
});
