import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db';
import { seedDatabase } from '../../server/db/seed';
import { todayInStockholm } from '../../server/domain/holidays';

/**
 * A migrated, seeded database for a test's server. Migrating and seeding an
 * empty in-memory database takes seconds and every server test file starts
 * one or more, so the first one seeded on this machine is dumped to a file in
 * the temp folder and the others start from a copy of it (under half a
 * second). The file's name is a hash of everything the result may depend
 * on (`INPUTS`): a change to any of it makes a new one. A database on disk is opened and seeded as
 * the server itself does. The test customers' history is seeded relative to
 * `now` (the test's clock; the system's time by default) and depends on its
 * Stockholm day, so that day is part of the file's name too.
 */
export async function openSeededDatabase(
  config: Parameters<typeof openDatabase>[0],
  { now = Date.now() }: { now?: number } = {},
): Promise<{ database: Database; seeded: boolean }> {
  if (config.databaseUrl || !config.dataDir.startsWith('memory://')) {
    const database = await openDatabase(config);
    return { database, ...(await seedDatabase(database.db, { now })) };
  }
  const day = todayInStockholm(new Date(now));
  const file = path.join(os.tmpdir(), `site-test-database-${await inputsHash()}-${day}.tar`);
  const template = await fs.readFile(file).catch(() => undefined);
  if (template) return { database: await openDatabase({ ...config, template: new Blob([template]) }), seeded: true };

  const database = await openDatabase(config);
  const { seeded } = await seedDatabase(database.db, { now });
  await dropTemplateDatabases(database);
  const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
  // Written aside and renamed: test files starting at once never read half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await fs.writeFile(partial, dump);
  await fs.rename(partial, file);
  return { database, seeded };
}

/**
 * PostgreSQL's template databases: copied by `CREATE DATABASE`, which the service never runs. Without them the
 * dump is a third smaller, and every copy opens a fifth faster (59 copies in a run).
 */
async function dropTemplateDatabases(database: Database): Promise<void> {
  await database.db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await database.db.execute(sql`drop database template0`);
  await database.db.execute(sql`drop database template1`);
  await database.db.execute(sql`checkpoint`);
}

const root = path.resolve(import.meta.dirname, '../..');
/** What a seeded database can depend on: the whole server (schema, migrations, seed and the domain code it uses), the contract, the content, the engine, and this file. */
const INPUTS = ['server', 'api', 'content', 'node_modules/@electric-sql/pglite/package.json', 'tests/server/seededDatabase.ts'];

let hashed: Promise<string> | undefined;
function inputsHash(): Promise<string> {
  hashed ??= (async () => {
    const hash = createHash('sha256');
    for (const input of INPUTS) {
      for (const file of await filesOf(path.join(root, input))) {
        hash.update(path.relative(root, file));
        hash.update(await fs.readFile(file));
      }
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return hashed;
}

async function filesOf(target: string): Promise<string[]> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return [target];
  const entries = await fs.readdir(target, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
