import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AddressInput } from '../../api/contract/common';
import { normalizePostalCode } from '../../api/validators/postalCode';
import type { Db } from '../db';
import { bookings, customerAddresses, customerSubscriptions } from '../db/schema';
import { inTransaction } from './booking';
import { lockUntilCommit } from './locks';

/**
 * Reads and writes of a customer's delivery addresses.
 *
 * Concurrency: adding and removing an address hold a per-customer advisory
 * lock for the transaction, so two concurrent retries of the same address
 * (the booking client retries the call) find each other's row instead of
 * both inserting, and the count against the cap cannot be raced past.
 *
 * A removed address keeps its row (`removedAt`): an ended subscription
 * still points at it. Lists and lookups leave it out.
 */

export type AddressRow = typeof customerAddresses.$inferSelect;

/**
 * Most addresses one customer may keep (primary included). A real household
 * or small company has a handful; the cap only stops a script from filling
 * the table through a valid session.
 */
export const MAX_DELIVERY_ADDRESSES = 20;

/** The addresses of a customer, in the order they were added; removed ones are left out. */
export function addressesOf(db: Db, customerId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), isNull(customerAddresses.removedAt)))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

/**
 * One of a customer's addresses; another customer's address is not found,
 * nor a removed one unless `includeRemoved` (an ended subscription still
 * shows where it was).
 */
export async function ownAddress(db: Db, customerId: string, addressId: string, { includeRemoved = false } = {}): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.id, addressId),
        eq(customerAddresses.customerId, customerId),
        includeRemoved ? undefined : isNull(customerAddresses.removedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Holds the customer's address lock until the transaction ends (adding and removing addresses take turns). */
export async function lockAddresses(tx: Db, customerId: string): Promise<void> {
  await lockUntilCommit(tx, 'addresses', customerId);
}

/**
 * Whether something coming still needs the address: a subscription that
 * has not ended (a paused one resumes there), or a booking of the account
 * at it, not cancelled, whose visit ends after `nowMs`. A request without
 * a time yet does not hold the address; the booking keeps its own copy.
 */
export async function addressInUse(db: Db, customerId: string, addressId: string, nowMs: number): Promise<boolean> {
  const [subscription] = await db
    .select({ id: customerSubscriptions.id })
    .from(customerSubscriptions)
    .where(
      and(
        eq(customerSubscriptions.customerId, customerId),
        eq(customerSubscriptions.addressId, addressId),
        inArray(customerSubscriptions.status, ['active', 'paused']),
      ),
    )
    .limit(1);
  if (subscription) return true;
  const [visit] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.endTime, new Date(nowMs)),
        sql`${bookings.address}->>'id' = ${addressId}`,
      ),
    )
    .limit(1);
  return visit !== undefined;
}

/** Marks an address removed; the row stays for what still points at it. */
export async function markAddressRemoved(db: Db, addressId: string, nowMs: number): Promise<void> {
  await db.update(customerAddresses).set({ removedAt: new Date(nowMs) }).where(eq(customerAddresses.id, addressId));
}

/** What may change on an address after it was stored. */
export type AddressChange = Partial<
  Pick<AddressRow, 'instructions' | 'protectionLevel' | 'securityInstructions' | 'keyHandling' | 'securityConfirmedAt'>
>;

/** Changes one of the customer's (live) addresses; answers the row as it now is, or nothing when it is not theirs. */
export async function updateOwnAddress(db: Db, customerId: string, addressId: string, change: AddressChange): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(customerAddresses)
    .set(change)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId), isNull(customerAddresses.removedAt)))
    .returning();
  return row;
}

/** Street or city as compared: trimmed, one space between words, case and Unicode form ignored. */
const textKey = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/** Whether two addresses are the same place: street, postal code and city. */
function sameAddress(a: Pick<AddressRow, 'street' | 'zipCode' | 'city'>, b: Pick<AddressRow, 'street' | 'zipCode' | 'city'>): boolean {
  return (
    normalizePostalCode(a.zipCode) === normalizePostalCode(b.zipCode) && textKey(a.street) === textKey(b.street) && textKey(a.city) === textKey(b.city)
  );
}

type AddOutcome = { kind: 'stored' | 'existing'; row: AddressRow } | { kind: 'full' };

/**
 * Stores a (non-primary) address for a customer, unless the customer already
 * has the same place: then that row is answered and nothing is stored. A
 * customer at the cap gets `full`.
 */
export function addAddress(db: Db, customerId: string, input: AddressInput): Promise<AddOutcome> {
  return inTransaction(db, async (tx) => {
    await lockAddresses(tx, customerId);
    const rows = await addressesOf(tx, customerId);
    const existing = rows.find((row) => sameAddress(row, input));
    if (existing) return { kind: 'existing', row: existing };
    if (rows.length >= MAX_DELIVERY_ADDRESSES) return { kind: 'full' };
    const [row] = await tx
      .insert(customerAddresses)
      .values({
        id: `addr-${randomUUID()}`,
        customerId,
        street: input.street.trim(),
        zipCode: normalizePostalCode(input.zipCode),
        city: input.city.trim(),
        careOf: input.careOf?.trim() || null,
        floor: input.floor?.trim() || null,
        doorCode: input.doorCode?.trim() || null,
        isPrimary: false,
      })
      .returning();
    return { kind: 'stored', row: row! };
  });
}
