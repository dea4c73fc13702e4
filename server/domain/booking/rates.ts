import type { Locale } from '../../../api/contract/content.schemas';
import { SERVICE_IDS, type ServiceId } from '../../../api/products';
import type { Text } from '../../../content/shared/booking/config';
import { bookingConfigSeed } from './bookingConfig';
import type { ValidConfigurationForm } from './configurationSchema';
import { totalsByKind, type CostKind, type PricingItem } from './pricing';

/**
 * Price list per product, öre incl. VAT, before RUT. Which part is labour
 * matters because only labour gets RUT: work on site (per window, per m², per
 * hour, cleaning extras) is labour; travel, cleaning material and equipment
 * (ladder) are not. Option prices (extras) live with the options in
 * `content/shared/booking/config.ts` and count as labour.
 */

/** Call-out charge for a one-off visit. */
export const TRAVEL_FEE_ORE = 29_900;
/** Cleaning products and machines brought to a deep or move-out cleaning. */
const CLEANING_MATERIAL_FEE_ORE = 14_900;
/** Tall ladder and safety gear for windows out of reach. */
export const LADDER_FEE_ORE = 19_900;

interface ProductRates {
  /** Number or counter answers priced per unit. */
  perUnit?: { questionId: string; unitPrice: number; kind: CostKind }[];
  /** Hours priced per hour, optionally by the chosen frequency. */
  hourly?: { questionId: string; rate: number; byAnswer?: { questionId: string; rates: Record<string, number> } };
  /** Yes/no answers that add a fixed price when yes. */
  whenYes?: { questionId: string; price: number; kind: CostKind; label: Text }[];
  /** Fixed charges of every order. */
  fixed?: { id: string; price: number; kind: CostKind; label: Text }[];
}

const travel = { id: 'travel', price: TRAVEL_FEE_ORE, kind: 'travel' as const, label: { sv: 'Framkörning', en: 'Call-out charge' } };
const material = { id: 'material', price: CLEANING_MATERIAL_FEE_ORE, kind: 'material' as const, label: { sv: 'Städmaterial', en: 'Cleaning material' } };
const windowRates = [
  { questionId: 'windowsOrdinary', unitPrice: 6_900, kind: 'labour' as const },
  { questionId: 'windowsMullioned', unitPrice: 9_900, kind: 'labour' as const },
  { questionId: 'glazedBalconySections', unitPrice: 7_900, kind: 'labour' as const },
  { questionId: 'skylights', unitPrice: 12_900, kind: 'labour' as const },
];
const ladder = { questionId: 'ladderNeeded', price: LADDER_FEE_ORE, kind: 'fee' as const, label: { sv: 'Stege', en: 'Ladder' } };
const homeCleaningHourly = { weekly: 54_900, everyOtherWeek: 57_900, everyFourthWeek: 61_900 };

/** Products priced online. Handyman, recycling, office and cooperative work are quoted by sales after a visit. */
export const PRODUCT_RATES: Partial<Record<ServiceId, ProductRates>> = {
  [SERVICE_IDS.windowCleaning]: { perUnit: windowRates, whenYes: [ladder], fixed: [travel] },
  [SERVICE_IDS.windowCleaningRecurringExternal]: { perUnit: windowRates, whenYes: [ladder] },
  [SERVICE_IDS.deepCleaning]: { perUnit: [{ questionId: 'livingArea', unitPrice: 4_500, kind: 'labour' }], fixed: [travel, material] },
  [SERVICE_IDS.movingCleaning]: {
    perUnit: [{ questionId: 'livingArea', unitPrice: 4_900, kind: 'labour' }],
    whenYes: [
      { questionId: 'storage', price: 29_900, kind: 'labour', label: { sv: 'Förråd', en: 'Storage room' } },
      { questionId: 'balcony', price: 24_900, kind: 'labour', label: { sv: 'Balkong', en: 'Balcony' } },
    ],
    fixed: [travel, material],
  },
  [SERVICE_IDS.extraCleaning]: { hourly: { questionId: 'hours', rate: 64_900 }, fixed: [travel, { ...material, price: 9_900 }] },
  [SERVICE_IDS.weeklyCleaningDirect]: { hourly: { questionId: 'hours', rate: homeCleaningHourly.everyOtherWeek, byAnswer: { questionId: 'frequency', rates: homeCleaningHourly } } },
  [SERVICE_IDS.weeklyCleaning]: { hourly: { questionId: 'hours', rate: homeCleaningHourly.everyOtherWeek, byAnswer: { questionId: 'frequency', rates: homeCleaningHourly } } },
  [SERVICE_IDS.homeCleaningOneTime]: { hourly: { questionId: 'hours', rate: 64_900 }, fixed: [travel] },
  [SERVICE_IDS.gardening]: { hourly: { questionId: 'hours', rate: 59_900 }, fixed: [travel] },
  [SERVICE_IDS.gardeningSpringAutumn]: { hourly: { questionId: 'hours', rate: 59_900 }, fixed: [travel] },
};

type Quote =
  | { priced: true; items: PricingItem[]; totals: Record<CostKind, number> }
  /** Priced by our sales team after a visit or a call. */
  | { priced: false };

const numberAnswer = (form: ValidConfigurationForm, id: string): number => {
  const value = form[id];
  return typeof value === 'number' && value > 0 ? value : 0;
};

/**
 * The priced items of a validated configuration form (see
 * `validateConfigurationForm`): labour, material, travel and fees in öre,
 * ready for `priceOrder`. Zero quantities are left out.
 */
export function quote(productId: ServiceId, form: ValidConfigurationForm, locale: Locale = 'sv'): Quote {
  const rates = PRODUCT_RATES[productId];
  if (!rates) return { priced: false };
  const questions = bookingConfigSeed(productId).questions;
  const labelOf = (id: string) => questions.find((q) => q.id === id)?.label[locale] ?? id;
  const unitOf = (id: string) => questions.find((q) => q.id === id)?.unit?.[locale];
  const items: PricingItem[] = [];
  // Zero quantities are not lines; a unit is only set when the question has one (the contract omits it otherwise).
  const push = ({ unit, ...item }: PricingItem) => {
    if (item.quantity > 0) items.push(unit === undefined ? item : { ...item, unit });
  };

  for (const rate of rates.perUnit ?? []) {
    push({ id: rate.questionId, label: labelOf(rate.questionId), kind: rate.kind, quantity: numberAnswer(form, rate.questionId), unit: unitOf(rate.questionId), unitPrice: rate.unitPrice });
  }
  if (rates.hourly) {
    const { questionId, rate, byAnswer } = rates.hourly;
    const chosen = byAnswer ? form[byAnswer.questionId] : undefined;
    const unitPrice = byAnswer && typeof chosen === 'string' ? (byAnswer.rates[chosen] ?? rate) : rate;
    push({ id: questionId, label: labelOf(questionId), kind: 'labour', quantity: numberAnswer(form, questionId), unit: unitOf(questionId), unitPrice });
  }
  for (const q of questions) {
    if (!q.options || (q.kind !== 'singleChoice' && q.kind !== 'multiChoice')) continue;
    const answer = form[q.id];
    const chosen = Array.isArray(answer) ? answer.map(String) : typeof answer === 'string' ? [answer] : [];
    for (const option of q.options) {
      if (option.price !== undefined && chosen.includes(option.value)) {
        push({ id: `${q.id}.${option.value}`, label: option.label[locale], kind: 'labour', quantity: 1, unitPrice: option.price });
      }
    }
  }
  for (const extra of rates.whenYes ?? []) {
    if (form[extra.questionId] === true) push({ id: extra.questionId, label: extra.label[locale], kind: extra.kind, quantity: 1, unitPrice: extra.price });
  }
  for (const fee of rates.fixed ?? []) push({ id: fee.id, label: fee.label[locale], kind: fee.kind, quantity: 1, unitPrice: fee.price });

  return { priced: true, items, totals: totalsByKind(items) };
}

/**
 * Order lines stored with a booking, named in `locale`: a booking is priced
 * in the language of the day it was made, and its lines are read later in
 * either. Labels and units come again from the product's form by line id;
 * a line the form no longer names keeps its stored label.
 */
export function linesInLanguage<L extends { id: string; label: string; unit?: string }>(lines: readonly L[], productId: number, form: unknown, locale: Locale): L[] {
  let named: Map<string, { label: string; unit?: string }>;
  try {
    const quoted = quote(productId as ServiceId, (form ?? {}) as ValidConfigurationForm, locale);
    named = new Map(quoted.priced ? quoted.items.map((item) => [item.id, { label: item.label, ...(item.unit === undefined ? {} : { unit: item.unit }) }]) : []);
  } catch {
    // A form stored before its questions changed: the stored names stay.
    named = new Map();
  }
  return lines.map((line) => {
    const name = named.get(line.id);
    return name ? { ...line, label: name.label, ...(name.unit === undefined || line.unit === undefined ? {} : { unit: name.unit }) } : line;
  });
}
