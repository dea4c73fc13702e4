import { sql } from 'drizzle-orm';
import { seedRuns } from '../schema';
import type { Db } from '../index';
import { forgetCatalog } from '../../store/catalog';
import { customersStep } from './customers';
import { historyStep } from './history';
import { partnersStep } from './partners';
import { contentSeedSteps } from './steps';

/** Bump when the seed changes so existing databases take the new seed. */
export const SEED_REVISION = 13;

/** What a seed step may depend on besides the database: the time it seeds at (the test customers' history is relative to it). */
interface SeedContext {
  /** Milliseconds since the epoch. */
  now: number;
}

export interface SeedStep {
  name: string;
  run(db: Db, context: SeedContext): Promise<void>;
}

/** Steps in order; each module of the service contributes its own. */
const seedSteps: SeedStep[] = [];
// Catalog, images and content first: later steps (booking configuration, test customers) refer to products.
seedSteps.push(...contentSeedSteps);
seedSteps.push(partnersStep());
seedSteps.push(customersStep());
// After the customers: their visits, invoices, time bank, offers and feedback.
seedSteps.push(historyStep());

/** Advisory lock id of seeding (several servers may start at once on one PostgreSQL). */
const SEED_LOCK = 7_401_002;

const isSeeded = async (db: Db) => (await db.select().from(seedRuns)).some((run) => run.revision >= SEED_REVISION);

/**
 * Seeds once per revision; a second start with the same data does nothing.
 * `now` (default: the system's time) is when the test customers' history
 * is written: their past visits lie before it, their coming ones after.
 */
export async function seedDatabase(db: Db, { now = Date.now() }: Partial<SeedContext> = {}): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };
  const result = await db.transaction(async (tx) => {
    // The first server to get here seeds; the others wait, then find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx as unknown as Db)) return { seeded: false };
    for (const step of seedSteps) await step.run(tx as unknown as Db, { now });
    await tx.insert(seedRuns).values({ revision: SEED_REVISION });
    return { seeded: true };
  });
  // The catalogue's tables changed: its in-memory copy is read again.
  if (result.seeded) forgetCatalog(db);
  return result;
}
