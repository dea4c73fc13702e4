import type { Address } from '../../../api/contract/common';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { addressesOf, addressInUse, lockAddresses, markAddressRemoved, ownAddress, updateOwnAddress } from '../../store/addresses';
import { inTransaction } from '../../store/booking';
import { primaryFirst, toAddress } from '../customers';
import { Refusal } from '../refusal';

/**
 * The account's addresses on My pages: the list, removing one, and the
 * instructions for the cleaner. Every call reads the session's active
 * account only; another account's address, and an unknown one, is a 404
 * that tells nothing.
 */

export interface AddressDeps {
  db: Db;
  clock: Clock;
}

/** Message keys of the refusals, translated by the site. */
export const ADDRESS_REFUSALS = {
  /** Not one of the account's: unknown, removed, or another customer's. */
  notFound: 'common.errors.notFound',
  /** 409: a coming visit or a subscription that has not ended is at the address. */
  inUse: 'myPages.addresses.inUse',
  /** 409: the primary address stays (the account's invoices and bookings default to it). */
  primary: 'myPages.addresses.primary',
  /** 400 on `body.protectionLevel`: not one of `PROTECTION_LEVELS`. */
  unknownProtectionLevel: 'myPages.addresses.unknownProtectionLevel',
} as const;

/** A 404 on the id: answered alike for an unknown id and another account's, so ids cannot be probed. */
export const addressNotFound = () => new Refusal('notFound', 'Not Found', [{ field: 'params.id', message: ADDRESS_REFUSALS.notFound }]);

/** The account's addresses, primary first, then in the order they were added. */
export async function listAddresses({ db }: AddressDeps, customerId: string): Promise<{ items: Address[] }> {
  return { items: primaryFirst(await addressesOf(db, customerId)).map(toAddress) };
}

/**
 * Removes one of the account's addresses, unless it is the primary one or
 * something coming needs it (409 with the reason's message key).
 */
export async function removeAddress({ db, clock }: AddressDeps, customerId: string, addressId: string): Promise<{ ok: true }> {
  return inTransaction(db, async (tx) => {
    await lockAddresses(tx, customerId);
    const row = await ownAddress(tx, customerId, addressId);
    if (!row) throw addressNotFound();
    if (row.isPrimary) throw new Refusal('conflict', ADDRESS_REFUSALS.primary);
    const now = clock.now();
    if (await addressInUse(tx, customerId, addressId, now)) throw new Refusal('conflict', ADDRESS_REFUSALS.inUse);
    await markAddressRemoved(tx, addressId, now);
    return { ok: true as const };
  });
}

/** Sets the instructions for the cleaner (door code, pets, parking); an empty text clears them. */
export async function setAddressInstructions({ db }: AddressDeps, customerId: string, addressId: string, text: string): Promise<Address> {
  const row = await updateOwnAddress(db, customerId, addressId, { instructions: text || null });
  if (!row) throw addressNotFound();
  return toAddress(row);
}
