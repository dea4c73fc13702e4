import { randomUUID } from 'node:crypto';
import type { AddressInput } from '../../api/contract/common';
import type { Db } from '../db';
import { customerAddresses, customers } from '../db/schema';
import { invalidFields } from './refusal';

/** A new private customer: the person, how to reach them, and their first (primary) address. */
interface NewPrivateCustomer {
  ssn: string;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  address: AddressInput;
  /** The hashed `Idempotency-Key` of the registration, so its retry is recognised; null when made otherwise (by customer service). */
  registrationKeyHash: string | null;
}

/**
 * The name a registration stores: the one the e-ID vouched for when there
 * is one, else the typed one, which is then required (customer service
 * types it; an e-ID login always brings it).
 */
export function registrationName(vouched: { firstName?: string; lastName?: string }, typed: { firstName?: string; lastName?: string }) {
  const firstName = vouched.firstName || typed.firstName;
  const lastName = vouched.lastName || typed.lastName;
  if (!firstName || !lastName) {
    throw invalidFields([
      ...(firstName ? [] : [{ field: 'body.firstName', message: 'common.formErrors.required' }]),
      ...(lastName ? [] : [{ field: 'body.lastName', message: 'common.formErrors.required' }]),
    ]);
  }
  return { firstName, lastName };
}

/**
 * Stores a private customer and their primary address in one transaction
 * (a twin of the call waits on the new row and then finds the whole
 * account); answers the new account's id, or undefined when the personal
 * number is a customer's already.
 */
export async function createPrivateCustomer(db: Db, person: NewPrivateCustomer): Promise<string | undefined> {
  const id = `cust-${randomUUID()}`;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        id,
        type: 'private',
        ssn: person.ssn,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        mobilePhone: person.mobilePhone,
        registrationKeyHash: person.registrationKeyHash,
      })
      .onConflictDoNothing({ target: customers.ssn })
      .returning({ id: customers.id });
    if (!row) return false;
    await tx.insert(customerAddresses).values({
      id: `addr-${randomUUID()}`,
      customerId: id,
      street: person.address.street,
      zipCode: person.address.zipCode,
      city: person.address.city,
      careOf: person.address.careOf || null,
      floor: person.address.floor || null,
      doorCode: person.address.doorCode || null,
      isPrimary: true,
    });
    return true;
  });
  return created ? id : undefined;
}
