import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSchema } from '../../../api/contract/booking';
import { RUT_YEARLY_CAP_ORE } from '../../../server/domain/booking/constants';
import { priceOrder, type PriceOrderInput, type PricingItem } from '../../../server/domain/booking/pricing';
import { allocate, divRoundHalfUp } from '../../../server/domain/booking/rounding';

const privateCustomer = (rutUsedThisYear = 0) => ({ type: 'private' as const, hasPersonalNumber: true, rutUsedThisYear });
const windows: PricingItem = { id: 'windows', label: 'Fönster', kind: 'labour', quantity: 10, unit: 'st', unitPrice: 8_900 };
const travel: PricingItem = { id: 'travel', label: 'Framkörning', kind: 'travel', quantity: 1, unitPrice: 29_900 };

describe('priceOrder, hand-computed examples', () => {
  it('prices labour and travel with RUT on the labour only', () => {
    const price = priceOrder({ items: [windows, travel], customer: privateCustomer(), rutEligible: true });
    expect(price).toMatchObject({
      totalPriceExclDiscountDeduction: 118_900,
      discountAfterTax: 0,
      vat: 23_780,
      rutDeduction: 44_500,
      totalToPay: 74_400,
    });
    expect(price.lines.map((l) => l.rutDeduction)).toEqual([44_500, 0]);
    expect(price.lines.map((l) => l.vat)).toEqual([17_800, 5_980]);
    expect(priceSchema.parse(price)).toEqual(price);
  });

  it('takes a percentage discount before RUT, per line', () => {
    const price = priceOrder({ items: [windows, travel], customer: privateCustomer(), rutEligible: true, discount: { type: 'percent', value: 10 } });
    expect(price.lines.map((l) => l.discountAfterTax)).toEqual([8_900, 2_990]);
    expect(price).toMatchObject({ discountAfterTax: 11_890, vat: 21_402, rutDeduction: 40_050, totalToPay: 66_960 });
  });

  it('spreads a fixed discount by largest remainder', () => {
    const price = priceOrder({ items: [windows, travel], customer: privateCustomer(), rutEligible: true, discount: { type: 'amount', value: 10_000 } });
    expect(price.lines.map((l) => l.discountAfterTax)).toEqual([7_485, 2_515]);
    expect(price).toMatchObject({ discountAfterTax: 10_000, vat: 21_780, rutDeduction: 40_757, totalToPay: 68_143 });
  });

  it('rounds a half öre up on lines and percentages', () => {
    const price = priceOrder({
      items: [
        { id: 'a', label: 'a', kind: 'labour', quantity: 0.5, unitPrice: 33 },
        { id: 'b', label: 'b', kind: 'fee', quantity: 1.5, unitPrice: 1 },
      ],
      customer: { type: 'business' },
      rutEligible: true,
    });
    expect(price.lines.map((l) => l.totalPriceExclDiscountDeduction)).toEqual([17, 2]);
    // 19 × 25 / 125 = 3.8 → 4
    expect(price.vat).toBe(4);
    const discounted = priceOrder({
      items: [{ id: 'a', label: 'a', kind: 'labour', quantity: 1, unitPrice: 12_345 }],
      customer: { type: 'business' },
      rutEligible: false,
      discount: { type: 'percent', value: 12.5 },
    });
    // 12 345 × 12.5 % = 1 543.125 → 1 543
    expect(discounted.discountAfterTax).toBe(1_543);
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(4, 2)).toBe(2);
  });

  it('rounds RUT down so it never exceeds half of an odd labour cost', () => {
    const price = priceOrder({ items: [{ id: 'a', label: 'a', kind: 'labour', quantity: 1, unitPrice: 12_345 }], customer: privateCustomer(), rutEligible: true });
    expect(price.rutDeduction).toBe(6_172);
    expect(price.totalToPay).toBe(6_173);
  });

  it.each([
    [7_400_000, 100_000],
    [7_400_001, 99_999],
    [7_300_000, 100_000],
    [RUT_YEARLY_CAP_ORE, 0],
    [8_000_000, 0],
  ])('caps RUT at the yearly room left (used %i → RUT %i)', (used, expected) => {
    const labour: PricingItem = { id: 'a', label: 'a', kind: 'labour', quantity: 1, unitPrice: 200_000 };
    expect(priceOrder({ items: [labour], customer: privateCustomer(used), rutEligible: true }).rutDeduction).toBe(expected);
  });

  it('gives no RUT to businesses, people without a personal number or services outside RUT', () => {
    const items = [windows];
    expect(priceOrder({ items, customer: { type: 'business' }, rutEligible: true }).rutDeduction).toBe(0);
    expect(priceOrder({ items, customer: { type: 'private', hasPersonalNumber: false, rutUsedThisYear: 0 }, rutEligible: true }).rutDeduction).toBe(0);
    expect(priceOrder({ items, customer: privateCustomer(), rutEligible: false }).rutDeduction).toBe(0);
  });

  it('caps a fixed discount at the total and echoes the code', () => {
    const price = priceOrder({
      items: [windows],
      customer: privateCustomer(),
      rutEligible: true,
      discount: { type: 'amount', value: 1_000_000 },
      discountCode: { code: 'VAR500', valid: true },
    });
    expect(price).toMatchObject({ discountAfterTax: 89_000, vat: 0, rutDeduction: 0, totalToPay: 0, discountCode: { code: 'VAR500', valid: true } });
  });

  it('allocates exactly with ties going to the earlier line', () => {
    expect(allocate(1, [1, 1])).toEqual([1, 0]);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });
});

const kindArb = fc.constantFrom('labour' as const, 'material' as const, 'travel' as const, 'fee' as const);
const itemArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 5 }),
  label: fc.string({ maxLength: 5 }),
  kind: kindArb,
  quantity: fc.integer({ min: 0, max: 20_000 }).map((hundredths) => hundredths / 100),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
});
const customerArb = fc.oneof(
  fc.record({ type: fc.constant('private' as const), hasPersonalNumber: fc.boolean(), rutUsedThisYear: fc.integer({ min: 0, max: 9_000_000 }) }),
  fc.constant({ type: 'business' as const }),
);
const discountArb = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100) }),
    fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 50_000_000 }) }),
  ),
  { nil: undefined },
);
const inputArb: fc.Arbitrary<PriceOrderInput> = fc.record({
  items: fc.array(itemArb, { maxLength: 8 }),
  customer: customerArb,
  rutEligible: fc.boolean(),
  discount: discountArb,
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const labourNet = (input: PriceOrderInput, price: ReturnType<typeof priceOrder>) =>
  sum(price.lines.filter((_, i) => input.items[i].kind === 'labour').map((l) => l.totalPriceExclDiscountDeduction - l.discountAfterTax));

describe('priceOrder, properties', () => {
  it('lines sum exactly to the order totals and the total to pay adds up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = priceOrder(input);
        expect(sum(price.lines.map((l) => l.totalPriceExclDiscountDeduction))).toBe(price.totalPriceExclDiscountDeduction);
        expect(sum(price.lines.map((l) => l.discountAfterTax))).toBe(price.discountAfterTax);
        expect(sum(price.lines.map((l) => l.vat))).toBe(price.vat);
        expect(sum(price.lines.map((l) => l.rutDeduction))).toBe(price.rutDeduction);
        expect(price.totalToPay).toBe(price.totalPriceExclDiscountDeduction - price.discountAfterTax - price.rutDeduction);
        expect(priceSchema.safeParse(price).success).toBe(true);
      }),
    );
  });

  it('never has a negative amount and a discount never makes the total negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = priceOrder(input);
        const amounts = [price.totalToPay, price.vat, price.rutDeduction, price.discountAfterTax];
        for (const line of price.lines) amounts.push(line.totalPriceExclDiscountDeduction, line.discountAfterTax, line.vat, line.rutDeduction);
        expect(amounts.every((a) => Number.isInteger(a) && a >= 0)).toBe(true);
        expect(price.discountAfterTax).toBeLessThanOrEqual(price.totalPriceExclDiscountDeduction);
        for (const line of price.lines) expect(line.discountAfterTax).toBeLessThanOrEqual(line.totalPriceExclDiscountDeduction);
      }),
    );
  });

  it('VAT is a fifth of the amount paid (before RUT), within 1 öre', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = priceOrder(input);
        const net = price.totalPriceExclDiscountDeduction - price.discountAfterTax;
        expect(Math.abs(price.vat - net * 0.2)).toBeLessThanOrEqual(1);
        for (const line of price.lines) {
          expect(Math.abs(line.vat - (line.totalPriceExclDiscountDeduction - line.discountAfterTax) * 0.2)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('RUT never exceeds half the labour paid nor the remaining yearly cap; businesses get none', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = priceOrder(input);
        expect(price.rutDeduction * 2).toBeLessThanOrEqual(labourNet(input, price));
        if (input.customer.type === 'business' || !input.rutEligible) expect(price.rutDeduction).toBe(0);
        if (input.customer.type === 'private') {
          expect(price.rutDeduction).toBeLessThanOrEqual(Math.max(0, RUT_YEARLY_CAP_ORE - input.customer.rutUsedThisYear));
          if (!input.customer.hasPersonalNumber) expect(price.rutDeduction).toBe(0);
        }
        price.lines.forEach((line, i) => {
          if (input.items[i].kind !== 'labour') expect(line.rutDeduction).toBe(0);
        });
      }),
    );
  });

  it('more labour never costs less', () => {
    fc.assert(
      fc.property(inputArb, itemArb, fc.integer({ min: 1, max: 10_000 }), (input, extra, moreHundredths) => {
        const base: PricingItem = { ...extra, kind: 'labour' };
        const more: PricingItem = { ...base, quantity: base.quantity + moreHundredths / 100 };
        const before = priceOrder({ ...input, items: [...input.items, base] });
        const after = priceOrder({ ...input, items: [...input.items, more] });
        expect(after.totalToPay).toBeGreaterThanOrEqual(before.totalToPay);
      }),
    );
  });
});
