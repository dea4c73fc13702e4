import type { Promotion } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import type { ServiceId } from '../../../api/products';
import { CODE_LENGTH } from '../../../api/validators/constants';
import { promotions as seed, type PromotionSeed } from '../../../content/shared/booking/promotions';
import type { Discount } from './pricing';

/** Why a code gives no discount; `invalidFormat` maps to `common.formErrors.wrongCodeFormat`. */
type PromotionRefusal = 'invalidFormat' | 'unknown' | 'expired' | 'notForProduct';

type PromotionLookup =
  | { ok: true; promotion: Promotion; discount: Discount }
  | { ok: false; reason: PromotionRefusal };

/** Codes are compared trimmed and upper case: customers type them from print and speech. */
function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Judges a promotion code for a product on a Stockholm day (`yyyy-mm-dd`).
 * A code outside its validity period (before `validFrom` too) is `expired`;
 * format is checked first so a typo is not reported as unknown.
 */
export function findPromotion(
  code: string,
  productId: ServiceId,
  today: string,
  locale: Locale = 'sv',
  catalogue: readonly PromotionSeed[] = seed,
): PromotionLookup {
  const normalized = normalizePromotionCode(code);
  if (normalized.length !== CODE_LENGTH) return { ok: false, reason: 'invalidFormat' };
  const found = catalogue.find((p) => p.code === normalized);
  if (!found) return { ok: false, reason: 'unknown' };
  if ((found.validUntil !== undefined && today > found.validUntil) || (found.validFrom !== undefined && today < found.validFrom)) {
    return { ok: false, reason: 'expired' };
  }
  if (found.productIds !== undefined && !found.productIds.includes(productId)) return { ok: false, reason: 'notForProduct' };
  const promotion: Promotion = {
    code: found.code,
    productId,
    title: found.title[locale],
    discount: { ...found.discount },
    ...(found.description ? { description: found.description[locale] } : {}),
    ...(found.validUntil ? { validUntil: found.validUntil } : {}),
  };
  return { ok: true, promotion, discount: { ...found.discount } };
}
