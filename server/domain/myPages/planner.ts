import type { Db } from '../../db';
import { plannedStarts, insertPlannedVisit, subscriptionsToPlan, type SubscriptionToPlan } from '../../store/visits';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import type { ValidConfigurationForm } from '../booking/configurationSchema';
import { staffFor } from '../booking/staff';
import { stockholmInstant } from '../booking/stockholmTime';
import { addDays, daysBetween, todayInStockholm } from '../holidays';
import { SUBSCRIPTION_VISIT_TIME } from '../subscriptions';
import { priceVisit } from './visitPrice';

/**
 * The visit planner: an active subscription's visits are stored as bookings
 * (kind `order`, `confirmed`, with the subscription's id), so My pages lists,
 * changes and invoices them like any other visit. Each run plans from the
 * later of the start date and `PLAN_BEHIND_WEEKS` ago up to
 * `PLAN_AHEAD_WEEKS` ahead. A visit already stored is left as it is
 * (one row per subscription and start): running twice, or two servers at
 * once, adds nothing, and a cancelled visit stays cancelled. Planned visits
 * take no slot seat: the subscription's team is planned for them.
 */

/** How far ahead visits are planned, in weeks. */
export const PLAN_AHEAD_WEEKS = 6;
/** How far back a run fills in visits it has not stored yet (a server that was down), in weeks. */
const PLAN_BEHIND_WEEKS = 8;
/** Visit length when the subscription's form names no hours. */
const DEFAULT_VISIT_HOURS = 3;

/** Days between visits of the rhythms the planner plans; monthly, yearly and custom subscriptions are planned by hand. */
const PERIOD_DAYS: Record<string, number> = { weekly: 7, everyOtherWeek: 14, everyFourthWeek: 28 };
const HOUR_MS = 3_600_000;

/** The Stockholm days of a subscription's visits the planner keeps stored on `today`. */
function visitDays(subscription: { startDate: string; frequency: string }, today: string): string[] {
  const period = PERIOD_DAYS[subscription.frequency];
  if (period === undefined) return [];
  const behind = addDays(today, -PLAN_BEHIND_WEEKS * 7);
  const from = subscription.startDate > behind ? subscription.startDate : behind;
  const to = addDays(today, PLAN_AHEAD_WEEKS * 7);
  const steps = Math.ceil(daysBetween(subscription.startDate, from) / period);
  const days: string[] = [];
  for (let day = addDays(subscription.startDate, steps * period); day <= to; day = addDays(day, period)) days.push(day);
  return days;
}

/** Hours of one visit: the form's `hours` answer. */
export function visitHours(configuration: unknown): number {
  const hours = (configuration as Record<string, unknown> | null)?.hours;
  return typeof hours === 'number' && hours > 0 ? hours : DEFAULT_VISIT_HOURS;
}

async function planSubscription(db: Db, subscription: SubscriptionToPlan, today: string): Promise<number> {
  const days = visitDays(subscription, today);
  if (days.length === 0) return 0;
  const starts = days.map((day) => stockholmInstant(day, SUBSCRIPTION_VISIT_TIME));
  const stored = await plannedStarts(db, subscription.id, starts[0]!, starts[starts.length - 1]! + 1);
  const form = (subscription.configuration ?? {}) as ValidConfigurationForm;
  const lengthMs = visitHours(subscription.configuration) * HOUR_MS;
  // The same cleaner every time: the choice is a function of the subscription.
  const staff = staffFor(subscription.id, subscription.region, 1);
  let added = 0;
  // In order, so each visit's RUT counts what the earlier ones of the year used.
  for (const startMs of starts) {
    if (stored.has(startMs)) continue;
    const year = Number(todayInStockholm(new Date(startMs)).slice(0, 4));
    const priced = await priceVisit(db, subscription.account, subscription.productId, form, year);
    const inserted = await insertPlannedVisit(db, {
      kind: 'order',
      productId: subscription.productId,
      status: 'confirmed',
      customerId: subscription.customerId,
      person: priced?.person ?? null,
      areaCode: subscription.areaCode,
      region: subscription.region,
      address: { ...subscription.address, zipCode: normalizePostalCode(subscription.address.zipCode) },
      contact: null,
      configuration: form,
      startTime: new Date(startMs),
      endTime: new Date(startMs + lengthMs),
      price: priced?.price ?? null,
      subscriptionId: subscription.id,
      staff,
    });
    if (inserted) added += 1;
  }
  return added;
}

/** Plans the visits of every active subscription (or one account's) as of `nowMs`; answers how many visits were added. */
export async function planVisits(db: Db, nowMs: number): Promise<number> {
  const today = todayInStockholm(new Date(nowMs));
  let added = 0;
  for (const subscription of await subscriptionsToPlan(db)) added += await planSubscription(db, subscription, today);
  return added;
}
