import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { customers } from '../db/schema';

/** Reads of a customer account that booking needs. */

/** Whether an account is a private person's or a company's, and the person's number of a private one. */
export async function customerKind(db: Db, customerId: string): Promise<{ type: 'private' | 'business'; ssn: string | null } | undefined> {
  const [row] = await db.select({ type: customers.type, ssn: customers.ssn }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

/** Who to contact about an account's booking. */
export async function customerContact(db: Db, customerId: string) {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.mobilePhone })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}
