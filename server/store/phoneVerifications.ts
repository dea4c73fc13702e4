import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { phoneVerifications } from '../db/schema';
import { lockUntilCommit } from './locks';

/** Reads and writes of the codes that confirm a new mobile number. */

type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/** Holds the account's verification lock until the transaction ends: codes are sent and tried one at a time per account. */
export async function lockVerifications(tx: Db, customerId: string): Promise<void> {
  await lockUntilCommit(tx, 'phoneVerifications', customerId);
}

/** The account's newest code: its pending change, or how the last one ended. */
export async function latestVerification(db: Db, customerId: string): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.customerId, customerId))
    .orderBy(desc(phoneVerifications.id))
    .limit(1);
  return row;
}

/** Codes the account was sent after `since`. */
export async function codesSentSince(db: Db, customerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.customerId, customerId), gt(phoneVerifications.createdAt, since)))
    .limit(1);
  return row?.sent ?? 0;
}

/** Marks the account's pending code replaced (a new one is coming, or the change was dropped). */
export async function replacePending(db: Db, customerId: string): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ status: 'replaced' })
    .where(and(eq(phoneVerifications.customerId, customerId), eq(phoneVerifications.status, 'pending')));
}

export async function insertVerification(db: Db, row: Omit<PhoneVerificationRow, 'id' | 'failedAttempts' | 'status'>): Promise<PhoneVerificationRow> {
  const [stored] = await db
    .insert(phoneVerifications)
    .values({ ...row, status: 'pending' })
    .returning();
  return stored!;
}

export async function updateVerification(db: Db, id: number, change: Partial<Pick<PhoneVerificationRow, 'failedAttempts' | 'status'>>): Promise<void> {
  await db.update(phoneVerifications).set(change).where(eq(phoneVerifications.id, id));
}

/** Forgets a code that never reached the customer (the send failed), so it neither waits nor counts. */
export async function deleteVerification(db: Db, id: number): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
}
