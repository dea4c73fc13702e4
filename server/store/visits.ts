import { and, asc, eq, gt, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../db';
import { bookings, customerAddresses, customers, customerSubscriptions } from '../db/schema';
import { newReference, type NewBooking } from './booking';
import { findArea } from './catalog';

/** Reads and writes of the visits the planner materialises from subscriptions. */

/** An active subscription with what planning its visits needs: where (address, region) and for whom (account kind, personal number). */
export interface SubscriptionToPlan {
  id: string;
  customerId: string;
  productId: number;
  frequency: string;
  startDate: string;
  configuration: unknown;
  address: { id: string; street: string; zipCode: string; city: string };
  areaCode: string | null;
  region: string | null;
  account: { type: 'private' | 'business'; ssn: string | null };
}

/** Active subscriptions, optionally of one account, oldest first. */
export async function subscriptionsToPlan(db: Db): Promise<SubscriptionToPlan[]> {
  const rows = await db
    .select({
      id: customerSubscriptions.id,
      customerId: customerSubscriptions.customerId,
      productId: customerSubscriptions.productId,
      frequency: customerSubscriptions.frequency,
      startDate: customerSubscriptions.startDate,
      configuration: customerSubscriptions.configuration,
      addressId: customerAddresses.id,
      street: customerAddresses.street,
      zipCode: customerAddresses.zipCode,
      city: customerAddresses.city,
      type: customers.type,
      ssn: customers.ssn,
    })
    .from(customerSubscriptions)
    .innerJoin(customerAddresses, eq(customerAddresses.id, customerSubscriptions.addressId))
    .innerJoin(customers, eq(customers.id, customerSubscriptions.customerId))
    .where(eq(customerSubscriptions.status, 'active'))
    .orderBy(asc(customerSubscriptions.createdAt), asc(customerSubscriptions.id));
  const served = await Promise.all(rows.map((row) => findArea(db, row.zipCode)));
  return rows.map((row, index) => ({
    id: row.id,
    customerId: row.customerId,
    productId: row.productId,
    frequency: row.frequency,
    startDate: row.startDate,
    configuration: row.configuration,
    address: { id: row.addressId, street: row.street, zipCode: row.zipCode, city: row.city },
    areaCode: served[index]?.areaCode ?? null,
    region: served[index]?.region ?? null,
    account: { type: row.type, ssn: row.ssn },
  }));
}

/** Start instants (ms) of a subscription's visits already stored in `[fromMs, toMs)`, cancelled ones too. */
export async function plannedStarts(db: Db, subscriptionId: string, fromMs: number, toMs: number): Promise<Set<number>> {
  const rows = await db
    .select({ startTime: bookings.startTime })
    .from(bookings)
    .where(and(eq(bookings.subscriptionId, subscriptionId), gte(bookings.startTime, new Date(fromMs)), lt(bookings.startTime, new Date(toMs))));
  return new Set(rows.map((row) => row.startTime!.getTime()));
}

/**
 * Stores a planned visit unless the subscription already has one at that
 * start (`bookings_subscription_start`): a second planner run, or a visit
 * the customer cancelled, stays as it is. Answers whether a row was added.
 */
export async function insertPlannedVisit(db: Db, values: NewBooking): Promise<boolean> {
  const rows = await db
    .insert(bookings)
    .values({ ...values, reference: newReference() })
    .onConflictDoNothing({ target: [bookings.subscriptionId, bookings.startTime] })
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The first visit of each subscription starting after `nowMs` that is not cancelled, by subscription id. */
export async function nextPlannedVisits(db: Db, subscriptionIds: string[], nowMs: number): Promise<Map<string, Date>> {
  const next = new Map<string, Date>();
  for (const id of subscriptionIds) {
    const [row] = await db
      .select({ startTime: bookings.startTime })
      .from(bookings)
      .where(and(eq(bookings.subscriptionId, id), ne(bookings.status, 'cancelled'), gt(bookings.startTime, new Date(nowMs))))
      .orderBy(asc(bookings.startTime))
      .limit(1);
    if (row?.startTime) next.set(id, row.startTime);
  }
  return next;
}
