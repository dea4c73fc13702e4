import { systemClock } from './clock';
import { readConfig } from './config';
import { openDatabase } from './db';
import { DataDirInUseError } from './db/dataDirLock';
import { seedDatabase } from './db/seed';
import { COMPANY_SCALE, seedCompanyScale } from './db/seed/companyScale';

/**
 * `npm run db:seed-company`: the database of this configuration
 * (`DATABASE_URL`, else the embedded one under `DATA_DIR`), prepared as
 * `npm run db:prepare` does, then grown to a real company's size
 * (`COMPANY_SCALE`: 20,000 customers, 100,000 bookings over two years,
 * 50,000 invoices, 200,000 notifications) for measuring. Run on a
 * database of its own, never a live one: what it adds is made up.
 */
async function seedCompany() {
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    await seedDatabase(database.db, { now: systemClock.now() });
    const started = Date.now();
    const added = await seedCompanyScale(database.db, COMPANY_SCALE, systemClock.now());
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    if (added.customers === 0) console.log(`Already at a company's size: ${where}`);
    else {
      console.log(
        `Added to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${added.customers} customers, ${added.bookings} bookings, ${added.invoices} invoices, ${added.notifications} notifications`,
      );
    }
  } finally {
    await database.close();
  }
}

seedCompany().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
