import type { OrderLine, Price } from '../../../api/contract/booking';
import {
  BASIS_POINTS_PER_PERCENT,
  QUANTITY_DECIMALS_FACTOR,
  RUT_PERCENT,
  RUT_YEARLY_CAP_ORE,
  VAT_RATE_PERCENT,
} from './constants';
import { allocate, divFloor, mulDivRoundHalfUp } from './rounding';

/**
 * Prices a direct order in öre (integers), VAT included.
 *
 * Order of calculation (Swedish practice: the RUT deduction is on the labour
 * cost the customer actually pays, so a discount comes first):
 *
 * 1. Line gross = quantity × unit price, rounded half up to whole öre
 *    (quantities count to two decimals).
 * 2. Discount: a percentage is taken per line (rounded half up per line, so a
 *    line never gets a larger share than its own gross); a fixed amount is
 *    capped at the order total and spread over the lines in proportion to
 *    their gross (largest remainder). The discount never exceeds the total.
 * 3. VAT is extracted once from the order total after discount,
 *    `round_half_up(net × 25 / 125)`, then spread over the lines in proportion
 *    to their net (largest remainder), so line VATs sum to the order VAT.
 *    RUT does not reduce VAT: the Tax Agency pays that part of the same price.
 * 4. RUT: 50 % of the discounted labour (incl. VAT), rounded DOWN so it never
 *    exceeds half the labour, capped at what is left of the person's yearly
 *    cap (75 000 kr minus RUT already used this calendar year). Only private
 *    customers with a personal identity number, only RUT-eligible services,
 *    only labour lines: travel, material and fees are not labour. Spread over
 *    the labour lines in proportion to their net.
 * 5. `totalToPay = total − discount − RUT`, never negative.
 */

/** What a line is for; only `labour` qualifies for RUT. */
export type CostKind = 'labour' | 'material' | 'travel' | 'fee';

/** One priced item of an order, before discount and RUT. */
export interface PricingItem {
  id: string;
  label: string;
  kind: CostKind;
  /** Count, hours or m²; non-negative, priced to two decimals. */
  quantity: number;
  unit?: string;
  /** Öre incl. VAT per unit, a non-negative integer. */
  unitPrice: number;
}

/** A discount from a promotion code. `percent` may have decimals (12.5); `amount` is öre incl. VAT. */
export interface Discount {
  type: 'percent' | 'amount';
  value: number;
}

export type PricingCustomer =
  | {
      type: 'private';
      /** RUT is paid out against a personal identity number; without one there is none. */
      hasPersonalNumber: boolean;
      /** RUT already received by this person this calendar year, öre. */
      rutUsedThisYear: number;
    }
  | { type: 'business' };

export interface PriceOrderInput {
  items: readonly PricingItem[];
  customer: PricingCustomer;
  /** Whether the service qualifies for RUT at all (booking config `rutEligible`). */
  rutEligible: boolean;
  discount?: Discount;
  /** How the code the customer typed was judged; echoed in the answer. */
  discountCode?: { code: string; valid: boolean };
}

/** The answer of the price call (`booking.price` response). */
type PriceBreakdown = Price;

const VAT_DENOMINATOR = 100 + VAT_RATE_PERCENT;
const FULL_PERCENT_BP = 100 * BASIS_POINTS_PER_PERCENT;

function assertOre(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of öre`);
}

/** Gross of one item: quantity (two decimals) × unit price, rounded half up. */
function lineGross(item: Pick<PricingItem, 'quantity' | 'unitPrice'>): number {
  assertOre(item.unitPrice, 'unitPrice');
  if (!Number.isFinite(item.quantity) || item.quantity < 0) throw new RangeError('quantity must be non-negative');
  const hundredths = Math.round(item.quantity * QUANTITY_DECIMALS_FACTOR);
  return mulDivRoundHalfUp(hundredths, item.unitPrice, QUANTITY_DECIMALS_FACTOR);
}

/** VAT contained in a VAT-inclusive amount: amount × 25/125, rounded half up. */
export function vatOf(amountInclVat: number): number {
  assertOre(amountInclVat, 'amount');
  return mulDivRoundHalfUp(amountInclVat, VAT_RATE_PERCENT, VAT_DENOMINATOR);
}

/** RUT room left for a person this year. */
function remainingRutCap(rutUsedThisYear: number): number {
  return Math.max(0, RUT_YEARLY_CAP_ORE - Math.max(0, Math.floor(rutUsedThisYear)));
}

function discountPerLine(grosses: readonly number[], discount: Discount | undefined): number[] {
  if (!discount || discount.value <= 0 || !Number.isFinite(discount.value)) return grosses.map(() => 0);
  const total = grosses.reduce((a, b) => a + b, 0);
  if (discount.type === 'percent') {
    const bp = Math.min(FULL_PERCENT_BP, Math.round(discount.value * BASIS_POINTS_PER_PERCENT));
    return grosses.map((gross) => mulDivRoundHalfUp(gross, bp, FULL_PERCENT_BP));
  }
  const amount = Math.min(total, Math.floor(discount.value));
  return total === 0 ? grosses.map(() => 0) : allocate(amount, grosses);
}

function rutEntitled(input: PriceOrderInput): boolean {
  return input.rutEligible && input.customer.type === 'private' && input.customer.hasPersonalNumber;
}

/** Prices an order; see the module comment for the order of calculation and the rounding. */
export function priceOrder(input: PriceOrderInput): PriceBreakdown {
  const grosses = input.items.map(lineGross);
  const discounts = discountPerLine(grosses, input.discount);
  const nets = grosses.map((gross, i) => gross - discounts[i]);
  const netTotal = nets.reduce((a, b) => a + b, 0);

  const vatTotal = vatOf(netTotal);
  const vats = netTotal === 0 ? nets.map(() => 0) : allocate(vatTotal, nets);

  const labourNets = input.items.map((item, i) => (item.kind === 'labour' ? nets[i] : 0));
  const labourNet = labourNets.reduce((a, b) => a + b, 0);
  let rutTotal = 0;
  if (rutEntitled(input) && input.customer.type === 'private') {
    const half = divFloor(labourNet * RUT_PERCENT, 100);
    rutTotal = Math.min(half, remainingRutCap(input.customer.rutUsedThisYear));
  }
  const ruts = labourNet === 0 ? labourNets.map(() => 0) : allocate(rutTotal, labourNets);

  const lines: OrderLine[] = input.items.map((item, i) => {
    const line: OrderLine = {
      id: item.id,
      label: item.label,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPriceExclDiscountDeduction: grosses[i],
      discountAfterTax: discounts[i],
      vat: vats[i],
      rutDeduction: ruts[i],
    };
    return item.unit === undefined ? line : { ...line, unit: item.unit };
  });

  const total = grosses.reduce((a, b) => a + b, 0);
  const discountTotal = total - netTotal;
  const price: PriceBreakdown = {
    currency: 'SEK',
    lines,
    totalPriceExclDiscountDeduction: total,
    discountAfterTax: discountTotal,
    vat: vatTotal,
    rutDeduction: rutTotal,
    totalToPay: total - discountTotal - rutTotal,
  };
  return input.discountCode ? { ...price, discountCode: input.discountCode } : price;
}

/** Sums of the priced items by kind, before discount (what `quote` hands to `priceOrder`). */
export function totalsByKind(items: readonly PricingItem[]): Record<CostKind, number> {
  const totals: Record<CostKind, number> = { labour: 0, material: 0, travel: 0, fee: 0 };
  for (const item of items) totals[item.kind] += lineGross(item);
  return totals;
}

