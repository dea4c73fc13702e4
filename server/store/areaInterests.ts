import type { Db } from '../db';
import { areaInterests } from '../db/schema';

/** Writes of the "tell me when you come here" list. */

interface AreaInterest {
  areaCode: string;
  email: string;
  productId: number | null;
  locale: string;
}

/** The stored form of an address: trimmed, in lower case, so one person is one row per postal code. */
const interestEmailKey = (email: string) => email.trim().toLowerCase();

/**
 * Stores that `email` wants to hear about `areaCode`. Asking again (or two
 * requests at once) for the same address and code keeps the first row.
 */
export async function addAreaInterest(db: Db, interest: AreaInterest): Promise<void> {
  await db
    .insert(areaInterests)
    .values({ ...interest, email: interestEmailKey(interest.email) })
    .onConflictDoNothing({ target: [areaInterests.areaCode, areaInterests.email] });
}
