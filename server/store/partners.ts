import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { partnerApplications, partners } from '../db/schema';

/** Reads of partners and the applications sent to sales. */

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartnerApplication = typeof partnerApplications.$inferInsert;

/** A partner by its id (slug). */
export async function partnerById(db: Db, id: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}

/** A partner as a partner's widget names it: by its id or its name, in any case. */
export async function partnerNamed(db: Db, name: string): Promise<PartnerRow | undefined> {
  const wanted = name.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(partners)
    .where(or(eq(partners.id, wanted), eq(sql`lower(${partners.name})`, wanted)))
    .limit(1);
  return row;
}

/** The partner whose campaign code this is, in any case. */
export async function partnerByCampaignCode(db: Db, code: string): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(eq(sql`upper(${partners.campaignCode})`, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

/** Stores an application; its id, to take it back when sales could not be told. */
export async function insertPartnerApplication(db: Db, application: NewPartnerApplication): Promise<string> {
  const [row] = await db.insert(partnerApplications).values(application).returning({ id: partnerApplications.id });
  return row!.id;
}

export async function deletePartnerApplication(db: Db, id: string): Promise<void> {
  await db.delete(partnerApplications).where(eq(partnerApplications.id, id));
}
