import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { normalizePostalCode } from '../../api/validators/postalCode';
import type { Db } from '../db';
import { customerAddresses, customerSubscriptions, subscriptionUpgradeRequests } from '../db/schema';

/** Reads of customers' subscriptions. */

export type SubscriptionRow = typeof customerSubscriptions.$inferSelect;

/** A customer's subscriptions, oldest first. */
export function subscriptionsOf(db: Db, customerId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(customerSubscriptions)
    .where(eq(customerSubscriptions.customerId, customerId))
    .orderBy(asc(customerSubscriptions.createdAt), asc(customerSubscriptions.id));
}

/**
 * The customer's active subscriptions at addresses with a postal code, by
 * product: the oldest one when a product is held twice there.
 */
export async function activeSubscriptionsAt(db: Db, customerId: string, zipCode: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: customerSubscriptions.id, productId: customerSubscriptions.productId, zipCode: customerAddresses.zipCode })
    .from(customerSubscriptions)
    .innerJoin(customerAddresses, eq(customerAddresses.id, customerSubscriptions.addressId))
    .where(and(eq(customerSubscriptions.customerId, customerId), eq(customerSubscriptions.status, 'active')))
    .orderBy(asc(customerSubscriptions.createdAt), asc(customerSubscriptions.id));
  const wanted = normalizePostalCode(zipCode);
  const byProduct = new Map<number, string>();
  for (const row of rows) {
    if (normalizePostalCode(row.zipCode) === wanted && !byProduct.has(row.productId)) byProduct.set(row.productId, row.id);
  }
  return byProduct;
}

/**
 * The customer's subscriptions of these products that have not ended (a
 * paused one is still held), each with its address's postal code, oldest first.
 */
export async function heldSubscriptions(
  db: Db,
  customerId: string,
  productIds: readonly number[],
): Promise<{ id: string; productId: number; zipCode: string }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ id: customerSubscriptions.id, productId: customerSubscriptions.productId, zipCode: customerAddresses.zipCode })
    .from(customerSubscriptions)
    .innerJoin(customerAddresses, eq(customerAddresses.id, customerSubscriptions.addressId))
    .where(
      and(
        eq(customerSubscriptions.customerId, customerId),
        ne(customerSubscriptions.status, 'ended'),
        inArray(customerSubscriptions.productId, [...productIds]),
      ),
    )
    .orderBy(asc(customerSubscriptions.createdAt), asc(customerSubscriptions.id));
}

/** One of an account's subscriptions; undefined for another account's or an unknown id. */
export async function subscriptionOf(db: Db, customerId: string, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.id, id), eq(customerSubscriptions.customerId, customerId)))
    .limit(1);
  return row;
}

/**
 * One of an account's subscriptions with the postal code of its address
 * (the place its visits are at); undefined for another account's or an
 * unknown id. An ended one is answered too: what it means is the caller's rule.
 */
export async function subscriptionPlaceOf(
  db: Db,
  customerId: string,
  id: string,
): Promise<{ id: string; productId: number; status: SubscriptionRow['status']; street: string; zipCode: string } | undefined> {
  const [row] = await db
    .select({
      id: customerSubscriptions.id,
      productId: customerSubscriptions.productId,
      status: customerSubscriptions.status,
      street: customerAddresses.street,
      zipCode: customerAddresses.zipCode,
    })
    .from(customerSubscriptions)
    .innerJoin(customerAddresses, eq(customerAddresses.id, customerSubscriptions.addressId))
    .where(and(eq(customerSubscriptions.id, id), eq(customerSubscriptions.customerId, customerId)))
    .limit(1);
  return row;
}

/** Stores a request to upgrade a subscription; the same upgrade asked again keeps the first request (answers false). */
export async function insertUpgradeRequest(db: Db, subscriptionId: string, upgradeId: string, comment: string | null): Promise<boolean> {
  const rows = await db
    .insert(subscriptionUpgradeRequests)
    .values({ subscriptionId, upgradeId, comment, status: 'requested' })
    .onConflictDoNothing({ target: [subscriptionUpgradeRequests.subscriptionId, subscriptionUpgradeRequests.upgradeId] })
    .returning({ id: subscriptionUpgradeRequests.id });
  return rows.length > 0;
}
