import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, customerSubscriptions, seedRuns } from '../../../server/db/schema';
import { SEED_REVISION, seedDatabase } from '../../../server/db/seed';
import { startApi, type TestApi } from '../helpers';
import { KARIN_ACCOUNT, KARIN_ADDRESS, KARIN_SUBSCRIPTION } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

describe('seeded subscriptions', () => {
  it('gives Karin one active weekly cleaning at her primary address and nobody else a subscription', async () => {
    const rows = await api.database.db.select().from(customerSubscriptions);
    expect(rows).toEqual([
      expect.objectContaining({ id: KARIN_SUBSCRIPTION, customerId: KARIN_ACCOUNT, productId: 303001, addressId: KARIN_ADDRESS, frequency: 'weekly', status: 'active' }),
    ]);
  });

  it('re-seeds a database of the previous revision although subscriptions refer to the replaced addresses', async () => {
    const { db } = api.database;
    await db.delete(seedRuns);
    await db.insert(seedRuns).values({ revision: SEED_REVISION - 1 });
    expect(await seedDatabase(db)).toEqual({ seeded: true });
    expect((await db.select().from(customerSubscriptions)).map((row) => row.id)).toEqual([KARIN_SUBSCRIPTION]);
    const [address] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, KARIN_ADDRESS));
    expect(address).toMatchObject({ customerId: KARIN_ACCOUNT, street: 'Tegnérgatan 8', zipCode: '11152', isPrimary: true });
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    // A whole re-seed of the embedded database: seconds, more on a loaded machine.
  }, 60_000);
});
