import type { ServiceId } from '../../../api/products';

/**
 * Promotion codes of the seed. Codes are exactly 6 characters (spec: code
 * length 6), stored upper case. `productIds` absent means every direct
 * product. `validUntil` is the last valid day (inclusive, Stockholm date).
 */
export interface PromotionSeed {
  code: string;
  productIds?: readonly ServiceId[];
  title: { sv: string; en: string };
  description?: { sv: string; en: string };
  discount: { type: 'percent' | 'amount'; value: number };
  validFrom?: string;
  validUntil?: string;
}

export const promotions: readonly PromotionSeed[] = [
  {
    code: 'VAR10P',
    title: { sv: '10 % på våren', en: '10% off this spring' },
    description: { sv: 'Gäller alla tjänster du bokar direkt.', en: 'Valid on every service you book directly.' },
    discount: { type: 'percent', value: 10 },
    validUntil: '2099-12-31',
  },
  {
    code: 'FONST5',
    productIds: [302016],
    title: { sv: '500 kr rabatt på fönsterputs', en: 'SEK 500 off window cleaning' },
    discount: { type: 'amount', value: 50_000 },
    validUntil: '2099-12-31',
  },
  {
    code: 'FLYTT2',
    productIds: [311004, 302004],
    title: { sv: '20 % på flytt- och storstädning', en: '20% off move-out and deep cleaning' },
    discount: { type: 'percent', value: 20 },
  },
  {
    code: 'JUL202',
    title: { sv: 'Julklapp: 15 %', en: 'Christmas gift: 15%' },
    discount: { type: 'percent', value: 15 },
    validFrom: '2024-12-01',
    validUntil: '2024-12-31',
  },
];
