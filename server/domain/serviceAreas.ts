/**
 * Which region serves a postal code. Regions are stored as ranges of codes;
 * a range without a region is an exception cut out of a region's range. The
 * narrowest range holding a code decides, so an exception wins over the
 * range around it, and a region's range may also be cut into another's.
 */

export interface AreaRange {
  /** Five digits, inclusive. */
  firstCode: string;
  /** Five digits, inclusive. */
  lastCode: string;
  /** `null`: not served, even inside a region's range. */
  region: string | null;
}

/** The region serving a five-digit postal code, or `null` when none does. */
export function regionServing(ranges: readonly AreaRange[], areaCode: string): string | null {
  if (!/^\d{5}$/.test(areaCode)) return null;
  let narrowest: AreaRange | undefined;
  let narrowestWidth = Infinity;
  for (const range of ranges) {
    // Five-digit strings compare like their numbers.
    if (areaCode < range.firstCode || areaCode > range.lastCode) continue;
    const width = Number(range.lastCode) - Number(range.firstCode);
    if (width < narrowestWidth) {
      narrowest = range;
      narrowestWidth = width;
    }
  }
  return narrowest?.region ?? null;
}

/** The stored rows of the regions' ranges and exceptions. */
export function areaRangesOf(
  serviceAreas: readonly { region: string; ranges: readonly (readonly [string, string])[]; except?: readonly (readonly [string, string])[] }[],
): AreaRange[] {
  return serviceAreas.flatMap(({ region, ranges, except = [] }) => [
    ...ranges.map(([firstCode, lastCode]) => ({ firstCode, lastCode, region })),
    ...except.map(([firstCode, lastCode]) => ({ firstCode, lastCode, region: null })),
  ]);
}
