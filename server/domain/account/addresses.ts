import type { Address, AddressInput } from '../../../api/contract/common';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { addAddress, addressesOf, addressInUse, lockAddresses, markAddressRemoved, ownAddress, updateOwnAddress } from '../../store/addresses';
import { inTransaction } from '../../store/booking';
import { findArea } from '../../store/catalog';
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

/** Message key of the 409 when a customer already keeps `MAX_DELIVERY_ADDRESSES` addresses. */
const TOO_MANY_ADDRESSES = 'common.formErrors.tooManyAddresses';

/** A delivery address checked, and stored when it was to be. */
export interface DeliveryAddressResult {
  valid: boolean;
  address?: Address;
  reason?: string;
}

/**
 * Checks a delivery address (its postal code must be served) and, for a
 * `customerId`, stores it on that account; without one it is a check only
 * and nothing is stored. A postal code not served is an answer about the
 * address, not a refusal. Storing is idempotent in effect: the same street,
 * postal code and city again (case and spacing aside) answers the address
 * already stored, because clients retry this call.
 */
export async function deliveryAddress(db: Db, customerId: string | undefined, input: AddressInput): Promise<DeliveryAddressResult> {
  if (!(await findArea(db, input.zipCode))) return { valid: false, reason: 'outsideServiceArea' };
  if (!customerId) return { valid: true };
  const outcome = await addAddress(db, customerId, input);
  if (outcome.kind === 'full') throw new Refusal('conflict', TOO_MANY_ADDRESSES);
  return { valid: true, address: toAddress(outcome.row) };
}
