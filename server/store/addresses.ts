import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddressInput } from '../../api/contract/common';
import { normalizePostalCode } from '../../api/validators/postalCode';
import type { Db } from '../db';
import { customerAddresses } from '../db/schema';
import { inTransaction } from './booking';

/**
 * Reads and writes of a customer's delivery addresses.
 *
 * Concurrency: adding an address holds a per-customer advisory lock for the
 * transaction, so two concurrent retries of the same address (the booking
 * client retries the call) find each other's row instead of both inserting,
 * and the count against the cap cannot be raced past.
 */

export type AddressRow = typeof customerAddresses.$inferSelect;

/**
 * Most addresses one customer may keep (primary included). A real household
 * or small company has a handful; the cap only stops a script from filling
 * the table through a valid session.
 */
export const MAX_DELIVERY_ADDRESSES = 20;

/** Namespace (first key) of the per-customer address lock, apart from the booking locks. */
const ADDRESS_LOCK_SPACE = 7_401_103;

/** The addresses of a customer, in the order they were added. */
export function addressesOf(db: Db, customerId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

/** One of a customer's addresses; another customer's address is not found. */
export async function ownAddress(db: Db, customerId: string, addressId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .limit(1);
  return row;
}

/** Street or city as compared: trimmed, one space between words, case and Unicode form ignored. */
const textKey = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/** Whether two addresses are the same place: street, postal code and city. */
export function sameAddress(a: Pick<AddressRow, 'street' | 'zipCode' | 'city'>, b: Pick<AddressRow, 'street' | 'zipCode' | 'city'>): boolean {
  return (
    normalizePostalCode(a.zipCode) === normalizePostalCode(b.zipCode) && textKey(a.street) === textKey(b.street) && textKey(a.city) === textKey(b.city)
  );
}

export type AddOutcome = { kind: 'stored' | 'existing'; row: AddressRow } | { kind: 'full' };

/**
 * Stores a (non-primary) address for a customer, unless the customer already
 * has the same place: then that row is answered and nothing is stored. A
 * customer at the cap gets `full`.
 */
export function addAddress(db: Db, customerId: string, input: AddressInput): Promise<AddOutcome> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::int, hashtext(${customerId}))`);
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
