import { seedRuns } from '../schema';
import type { Db } from '../index';
import { customersStep } from './customers';
import { contentSeedSteps } from './steps';

/** Bump when the seed changes so existing databases take the new seed. */
export const SEED_REVISION = 3;

export interface SeedStep {
  name: string;
  run(db: Db): Promise<void>;
}

/** Steps in order; each module of the service contributes its own. */
export const seedSteps: SeedStep[] = [];
// Catalog, images and content first: later steps (booking configuration, test customers) refer to products.
seedSteps.push(...contentSeedSteps);
seedSteps.push(customersStep());

/** Seeds once per revision; a second start with the same data does nothing. */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  const done = await db.select().from(seedRuns);
  if (done.some((run) => run.revision >= SEED_REVISION)) return { seeded: false };
  await db.transaction(async (tx) => {
    for (const step of seedSteps) await step.run(tx as unknown as Db);
    await tx.insert(seedRuns).values({ revision: SEED_REVISION });
  });
  return { seeded: true };
}
