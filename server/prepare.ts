import { readConfig } from './config';
import { openDatabase } from './db';
import { DataDirInUseError } from './db/dataDirLock';
import { seedDatabase } from './db/seed';
import { systemClock } from './clock';

/**
 * `npm run db:prepare`: brings the database of this configuration
 * (`DATABASE_URL`, else the embedded one under `DATA_DIR`) to where a
 * server start finds it: created, migrated and seeded. Then exits, so a
 * server started on it later listens in seconds (the tests prepare theirs
 * while the site is built).
 */
async function prepare() {
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    const { seeded } = await seedDatabase(database.db, { now: systemClock.now() });
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
    console.log(`${seeded ? 'Seeded the' : 'Already prepared: the'} ${where}`);
  } finally {
    await database.close();
  }
}

prepare().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
