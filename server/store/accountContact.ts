import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { customers } from '../db/schema';

/** Reads and writes of an account's own details: names, personal number, e-mail and mobile number. */

interface AccountContactRow {
  type: 'private' | 'business';
  firstName: string;
  lastName: string;
  ssn: string | null;
  email: string | null;
  mobilePhone: string | null;
}

export async function accountContact(db: Db, customerId: string): Promise<AccountContactRow | undefined> {
  const [row] = await db
    .select({
      type: customers.type,
      firstName: customers.firstName,
      lastName: customers.lastName,
      ssn: customers.ssn,
      email: customers.email,
      mobilePhone: customers.mobilePhone,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

export async function setAccountEmail(db: Db, customerId: string, email: string): Promise<void> {
  await db.update(customers).set({ email }).where(eq(customers.id, customerId));
}

export async function setAccountMobilePhone(db: Db, customerId: string, mobilePhone: string): Promise<void> {
  await db.update(customers).set({ mobilePhone }).where(eq(customers.id, customerId));
}
