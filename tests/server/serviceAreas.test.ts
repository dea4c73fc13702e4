import { describe, expect, it } from 'vitest';
import { regions, serviceAreas } from '../../content/shared/catalog';
import { areaRangesOf, regionServing } from '../../server/domain/serviceAreas';

const stored = areaRangesOf(serviceAreas);
const within = (code: string, [first, last]: readonly [string, string]) => code >= first && code <= last;

describe('the region serving a postal code', () => {
  const ranges = [
    { firstCode: '10000', lastCode: '19999', region: 'stockholm' },
    { firstCode: '13900', lastCode: '13999', region: null },
    { firstCode: '13950', lastCode: '13959', region: 'stockholm' },
    { firstCode: '20000', lastCode: '21899', region: 'malmo' },
  ];

  it('is the region of the narrowest range holding the code, ends included', () => {
    expect(regionServing(ranges, '10000')).toBe('stockholm');
    expect(regionServing(ranges, '19999')).toBe('stockholm');
    expect(regionServing(ranges, '13899')).toBe('stockholm');
    expect(regionServing(ranges, '13900')).toBeNull();
    expect(regionServing(ranges, '13999')).toBeNull();
    expect(regionServing(ranges, '13955')).toBe('stockholm');
    expect(regionServing(ranges, '21899')).toBe('malmo');
  });

  it('is no region outside every range, or for anything but five digits', () => {
    for (const code of ['09999', '21900', '98132', '1112', '111220', '111 22', 'abcde', '']) expect(regionServing(ranges, code), code).toBeNull();
  });
});

describe('the regions we serve', () => {
  it('are ranges of five-digit codes in order, each region in the catalogue', () => {
    for (const { firstCode, lastCode, region } of stored) {
      expect(firstCode, lastCode).toMatch(/^\d{5}$/);
      expect(lastCode, firstCode).toMatch(/^\d{5}$/);
      expect(firstCode <= lastCode, firstCode).toBe(true);
      if (region !== null) expect(Object.keys(regions)).toContain(region);
    }
  });

  it('never overlap between regions, and cut out only what lies inside their own ranges', () => {
    const served = stored.filter((range) => range.region !== null);
    for (const a of served) {
      for (const b of served) {
        if (a === b) continue;
        expect(a.lastCode < b.firstCode || b.lastCode < a.firstCode, `${a.firstCode}-${a.lastCode} and ${b.firstCode}-${b.lastCode}`).toBe(true);
      }
    }
    for (const { region, ranges, except = [] } of serviceAreas) {
      for (const cut of except) expect(ranges.some((range) => within(cut[0], range) && within(cut[1], range)), `${region} ${cut.join('-')}`).toBe(true);
    }
  });

  it('serve central Stockholm and Göteborg, where the offices are, and not Kiruna', () => {
    expect(regionServing(stored, '11122')).toBe('stockholm');
    expect(regionServing(stored, '11234')).toBe('stockholm');
    expect(regionServing(stored, '41101')).toBe('goteborg');
    expect(regionServing(stored, '21143')).toBe('malmo');
    expect(regionServing(stored, '75322')).toBe('uppsala');
    expect(regionServing(stored, '72211')).toBe('vasteras');
    expect(regionServing(stored, '98132')).toBeNull();
  });
});
