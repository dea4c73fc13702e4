import { createHash } from 'node:crypto';
import { SERVICE_IDS } from '../../../api/products';

/**
 * Who is planned for a visit: first names from the region's teams. The
 * choice is a stable function of a key (the booking's id, or the
 * subscription's, so every visit of one subscription keeps its cleaner), so
 * planning twice plans the same people.
 */

/** First names of the cleaners per region; an unknown region uses Stockholm's. */
const TEAMS: Readonly<Record<string, readonly string[]>> = {
  stockholm: ['Amina', 'Johan', 'Sara', 'Elias', 'Noor', 'Linnea', 'Mehmet', 'Ida'],
  goteborg: ['Hanna', 'Ali', 'Frida', 'Oscar', 'Leyla'],
  malmo: ['Emir', 'Klara', 'Viktor', 'Selma'],
  uppsala: ['Tove', 'Daniel', 'Yasmin'],
  vasteras: ['Rasmus', 'Elin'],
};

/** `count` different first names of the region's team for `key`. */
export function staffFor(key: string, region: string | null | undefined, count = 1): string[] {
  const team = TEAMS[region ?? ''] ?? TEAMS.stockholm!;
  const start = createHash('sha256').update(key).digest().readUInt32BE(0) % team.length;
  return Array.from({ length: Math.min(count, team.length) }, (_, i) => team[(start + i) % team.length]!);
}

/** Deep and moving cleaning are full days of heavy work: two people go; every other visit has one. */
const TWO_PERSON_PRODUCTS: ReadonlySet<number> = new Set([SERVICE_IDS.deepCleaning, SERVICE_IDS.movingCleaning]);

/** How many people a visit of a product is planned with. */
export const staffCountOf = (productId: number): number => (TWO_PERSON_PRODUCTS.has(productId) ? 2 : 1);
