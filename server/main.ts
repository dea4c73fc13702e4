import { readConfig } from './config';
import { openDatabase } from './db';
import { seedDatabase } from './db/seed';
import { createSiteServer } from './app';

/** Starts the whole site: database (migrated and seeded), API and pages on one port. */
async function main() {
  const config = readConfig();
  const version = process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev000';
  const database = await openDatabase(config);
  const { seeded } = await seedDatabase(database.db);
  const site = await createSiteServer(config, database, version);
  const url = await site.listen();
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  console.log(`${seeded ? 'Seeded the' : 'Using the'} ${where}`);
  console.log(`Ready on ${url.replace('127.0.0.1', 'localhost')}`);

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    await site.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
