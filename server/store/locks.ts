import { sql } from 'drizzle-orm';
import type { Db } from '../db';

/**
 * The store's two-key advisory locks: the first key names the kind of
 * thing locked (one namespace each, all kept here so no two ever meet),
 * the second is the hash of which one.
 */
const LOCK_SPACES = {
  /** A slot's seats (region, product, start). */
  slot: 7_401_101,
  /** An `Idempotency-Key` in its scope. */
  idempotencyKey: 7_401_102,
  /** A customer's delivery addresses. */
  addresses: 7_401_103,
  /** A customer's codes for a new mobile number. */
  phoneVerifications: 7_401_104,
  /** A customer's bookings, checked against each other (no two of one service at one place overlap). */
  customerBookings: 7_401_105,
} as const;

/** Holds the lock of `key` in `space` until the transaction ends. */
export async function lockUntilCommit(tx: Db, space: keyof typeof LOCK_SPACES, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES[space]}::int, hashtext(${key}))`);
}
