import { describe, expect, it } from 'vitest';
import { promotionSchema } from '../../../api/contract/booking';
import { SERVICE_IDS } from '../../../api/products';
import { promotions } from '../../../content/shared/booking/promotions';
import { findPromotion } from '../../../server/domain/booking/promotions';

const today = '2027-03-22';

describe('findPromotion', () => {
  it('finds a percentage code for any product, case and spaces ignored', () => {
    const found = findPromotion(' var10p ', SERVICE_IDS.deepCleaning, today, 'en');
    expect(found).toMatchObject({ ok: true, discount: { type: 'percent', value: 10 }, promotion: { code: 'VAR10P', title: '10% off this spring' } });
    if (found.ok) expect(promotionSchema.parse(found.promotion)).toEqual(found.promotion);
  });

  it('limits a product-bound fixed amount to its product', () => {
    expect(findPromotion('FONST5', SERVICE_IDS.windowCleaning, today)).toMatchObject({ ok: true, discount: { type: 'amount', value: 50_000 } });
    expect(findPromotion('FONST5', SERVICE_IDS.deepCleaning, today)).toEqual({ ok: false, reason: 'notForProduct' });
  });

  it('refuses expired, unknown and badly formed codes', () => {
    expect(findPromotion('JUL202', SERVICE_IDS.windowCleaning, today)).toEqual({ ok: false, reason: 'expired' });
    expect(findPromotion('JUL202', SERVICE_IDS.windowCleaning, '2024-12-31')).toMatchObject({ ok: true });
    expect(findPromotion('JUL202', SERVICE_IDS.windowCleaning, '2024-11-30')).toEqual({ ok: false, reason: 'expired' });
    expect(findPromotion('NOPE00', SERVICE_IDS.windowCleaning, today)).toEqual({ ok: false, reason: 'unknown' });
    expect(findPromotion('VAR10', SERVICE_IDS.windowCleaning, today)).toEqual({ ok: false, reason: 'invalidFormat' });
  });

  it('seeds only six-character upper-case codes, each once', () => {
    const codes = promotions.map((p) => p.code);
    expect(codes.every((c) => /^[A-Z0-9]{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
