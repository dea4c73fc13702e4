import type { Locale } from '../../../api/contract/content.schemas';
import type { Subscription } from '../../../api/contract/customer';
import { SERVICE_IDS, type ServiceId } from '../../../api/products';
import { toAddress } from '../customers';
import { ownAddress } from '../../store/addresses';
import { customerKind } from '../../store/customers';
import { insertUpgradeRequest, subscriptionOf, subscriptionsOf, type SubscriptionRow } from '../../store/subscriptions';
import { nextPlannedVisits } from '../../store/visits';
import { bookingConfigSeed } from '../booking/bookingConfig';
import type { ValidConfigurationForm } from '../booking/configurationSchema';
import { PRODUCT_RATES } from '../booking/rates';
import { toStockholmIso } from '../booking/stockholmTime';
import { todayInStockholm } from '../holidays';
import { productTitle } from '../productTitles';
import { invalidField } from '../refusal';
import { nextVisitOf } from '../subscriptions';
import type { MyPagesDeps } from './invoices';
import { visitHours } from './planner';
import { MY_PAGES_REFUSALS, notOurs } from './refusals';
import { priceVisit } from './visitPrice';

/**
 * The account's subscriptions: the list with each one's next visit (the
 * first planned visit ahead that is not cancelled), one with its form,
 * address and the lines of a visit, and the upgrades a customer may ask for.
 */

/** Id of the upgrade "one more hour per visit"; extras are `extra-<option>`. */
const MORE_HOURS_UPGRADE = 'moreHours';
const EXTRA_PREFIX = 'extra-';

const UPGRADE_TEXTS = {
  moreHours: {
    title: { sv: 'En timme till vid varje besök', en: 'One more hour at every visit' },
    description: (hours: number) => ({ sv: `Från ${hours} till ${hours + 1} timmar per besök.`, en: `From ${hours} to ${hours + 1} hours per visit.` }),
  },
  extra: { sv: 'Läggs till vid varje besök.', en: 'Added to every visit.' },
} as const;

function toSubscription(row: SubscriptionRow, next: Date | undefined, nowMs: number, locale: Locale): Subscription {
  return {
    id: row.id,
    productId: row.productId,
    title: productTitle(row.productId, locale),
    frequency: row.frequency,
    status: row.status,
    startDate: row.startDate,
    // The planned visits say it; before the planner has run, the rhythm does.
    nextVisit: row.status !== 'active' ? null : next ? toStockholmIso(next.getTime()) : nextVisitOf(row, nowMs),
    addressId: row.addressId,
    pricePerVisit: row.pricePerVisit,
  };
}

/** The account's subscriptions, oldest first. */
export async function listSubscriptions({ db, clock }: Pick<MyPagesDeps, 'db' | 'clock'>, customerId: string, locale: Locale) {
  const rows = await subscriptionsOf(db, customerId);
  const now = clock.now();
  const next = await nextPlannedVisits(db, rows.filter((row) => row.status === 'active').map((row) => row.id), now);
  return { items: rows.map((row) => toSubscription(row, next.get(row.id), now, locale)) };
}

async function requireSubscription({ db }: MyPagesDeps, customerId: string, id: string) {
  const row = await subscriptionOf(db, customerId, id);
  if (!row) throw notOurs('params.id');
  return row;
}

/** One subscription with its form, its address and the priced lines of one visit; 404 when it is not the account's. */
export async function subscriptionDetail(deps: MyPagesDeps, customerId: string, id: string, locale: Locale) {
  const row = await requireSubscription(deps, customerId, id);
  const now = deps.clock.now();
  const [next, address, account] = await Promise.all([
    nextPlannedVisits(deps.db, row.status === 'active' ? [row.id] : [], now),
    // An ended subscription's address may have been removed since; it still shows where the visits were.
    ownAddress(deps.db, customerId, row.addressId, { includeRemoved: true }),
    customerKind(deps.db, customerId),
  ]);
  const form = (row.configuration ?? {}) as ValidConfigurationForm;
  const year = Number(todayInStockholm(new Date(now)).slice(0, 4));
  const priced = account ? await priceVisit(deps.db, account, row.productId, form, year, locale) : undefined;
  return {
    ...toSubscription(row, next.get(row.id), now, locale),
    configurationForm: form,
    // A subscription's address cannot be removed while it points at it (no cascade).
    address: toAddress(address!),
    lines: priced?.price.lines ?? [],
  };
}

/** The extras a subscription can add: its own form's, or for weekly cleaning (whose form asks none) those of Click & Go's. */
function extraOptions(productId: number) {
  const own = bookingConfigSeed(productId as ServiceId).questions.find((q) => q.id === 'extras')?.options;
  if (own?.length) return own;
  if (productId !== SERVICE_IDS.weeklyCleaning) return [];
  return bookingConfigSeed(SERVICE_IDS.weeklyCleaningDirect).questions.find((q) => q.id === 'extras')?.options ?? [];
}

interface Upgrade {
  id: string;
  title: string;
  description: string;
  priceDifference: number;
}

/** What a subscription can be upgraded with, priced per visit (öre incl. VAT, before RUT). Ended subscriptions have none. */
function upgradesOf(row: SubscriptionRow, locale: Locale): Upgrade[] {
  if (row.status === 'ended') return [];
  const form = (row.configuration ?? {}) as Record<string, unknown>;
  const upgrades: Upgrade[] = [];
  const hourly = PRODUCT_RATES[row.productId as ServiceId]?.hourly;
  const hoursQuestion = bookingConfigSeed(row.productId as ServiceId).questions.find((q) => q.id === 'hours');
  if (hourly && hoursQuestion) {
    const hours = visitHours(form);
    const frequency = typeof form.frequency === 'string' ? form.frequency : row.frequency;
    const rate = hourly.byAnswer?.rates[frequency] ?? hourly.rate;
    if (hours + 1 <= (hoursQuestion.max ?? Number.MAX_SAFE_INTEGER)) {
      upgrades.push({
        id: MORE_HOURS_UPGRADE,
        title: UPGRADE_TEXTS.moreHours.title[locale],
        description: UPGRADE_TEXTS.moreHours.description(hours)[locale],
        priceDifference: rate,
      });
    }
  }
  const chosen = new Set((Array.isArray(form.extras) ? form.extras : []).map(String));
  for (const option of extraOptions(row.productId)) {
    if (chosen.has(option.value) || option.price === undefined) continue;
    upgrades.push({ id: `${EXTRA_PREFIX}${option.value}`, title: option.label[locale], description: UPGRADE_TEXTS.extra[locale], priceDifference: option.price });
  }
  return upgrades;
}

export async function subscriptionUpgrades(deps: MyPagesDeps, customerId: string, id: string, locale: Locale) {
  return { items: upgradesOf(await requireSubscription(deps, customerId, id), locale) };
}

/** Stores the request of an upgrade the subscription offers; the same request again is answered alike and stored once. */
export async function requestUpgrade(deps: MyPagesDeps, customerId: string, id: string, body: { upgradeId: string; comment?: string }) {
  const row = await requireSubscription(deps, customerId, id);
  if (!upgradesOf(row, 'sv').some((upgrade) => upgrade.id === body.upgradeId)) throw invalidField('body.upgradeId', MY_PAGES_REFUSALS.unknownUpgrade);
  await insertUpgradeRequest(deps.db, row.id, body.upgradeId, body.comment || null);
  return { ok: true as const };
}
