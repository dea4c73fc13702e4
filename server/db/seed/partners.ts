import { partners } from '../schema';
import type { Db } from '../index';
import type { SeedStep } from './index';
import { contentSource, type ContentSource } from './source';

/** The partners and their terms; replaced whole, as nothing points at a partner's row (a booking keeps its partner's id and name). */
export function partnersStep(source: ContentSource = contentSource): SeedStep {
  return {
    name: 'partners',
    async run(db: Db) {
      await db.delete(partners);
      await db.insert(partners).values(
        source.shared.partners.map((partner) => ({
          id: partner.id,
          name: partner.name,
          logo: partner.logo ?? null,
          products: [...partner.products],
          campaignCode: partner.campaignCode ?? null,
          discountPerHour: partner.discountPerHour ?? null,
        })),
      );
    },
  };
}
