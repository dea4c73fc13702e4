import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db';
import { DataDirInUseError } from './db/dataDirLock';
import { seedDatabase } from './db/seed';
import { createSiteServer } from './app';
import { systemClock } from './clock';

/** The version the bundle was built with (written by `scripts/build.mjs`); `dev000` without a build. */
function readBuildVersion(rootDir: string): string {
  try {
    return readFileSync(path.join(rootDir, '.next', 'build-version'), 'utf8').trim() || 'dev000';
  } catch {
    return 'dev000';
  }
}

/** Starts the whole site: database (migrated and seeded), API and pages on one port. */
async function main() {
  const config = readConfig();
  const version = readBuildVersion(config.rootDir);
  const database = await openDatabase(config);
  const clock = systemClock;
  // The test customers' history is written relative to the first start's time.
  const { seeded } = await seedDatabase(database.db, { now: clock.now() });
  const site = await createSiteServer(config, database, version, { clock });
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
  // A folder in use is the operator's to sort out: the message says how, a stack would not.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
