import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createClusterIfMissing } from './createCluster';
import { lockDataDir } from './dataDirLock';
import { EMBEDDED_START_PARAMS, startPglite } from './durableFs';
import type { Durability } from './durability';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type the service uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round trip to the database, for `/api/health`. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /** An in-memory embedded database's whole data folder, to open copies of (`template`); none otherwise. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
/** Advisory lock id of migrations on PostgreSQL. */
const MIGRATION_LOCK = 7_401_001;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under
 * `dataDir/pglite` (for this process alone: a second one is refused with
 * `DataDirInUseError`), and brings the schema up to date.
 *
 * The embedded database is `durable` unless told otherwise: a commit resolves
 * once its WAL is synced to disk (see `durableFs.ts`); `relaxed` skips the
 * syncs. `memory://` keeps nothing either way.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  dbDurability?: Durability;
  /** With `memory://`: start from a copy of this dump (`Database.dump`) instead of an empty database. */
  template?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // One server migrates at a time when several start together on one database.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return withPing({ db, driver: 'postgres', close: () => pool.end() });
  }
  if (options.dataDir.startsWith('memory://')) return openMemoryPglite(options.template);
  // One process writes the embedded database (see `dataDirLock.ts`).
  const lock = await lockDataDir(options.dataDir);
  try {
    const dataDir = path.join(options.dataDir, 'pglite');
    await createClusterIfMissing(dataDir);
    const database = await openPglite(dataDir, options.dbDurability ?? 'durable');
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function openPglite(dataDir: string, durability: Durability): Promise<Database> {
  const client = await startPglite(dataDir, durability);
  return withPing({ db: await migrated(client), driver: 'pglite', close: () => client.close() });
}

/** The client as the service's database, its schema brought up to date. */
async function migrated(client: PGlite): Promise<Db> {
  await client.waitReady;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return drizzlePglite(client, { schema }) as unknown as Db;
}

/** An embedded database that keeps nothing, empty or a copy of `template`; it can dump itself for more copies. */
async function openMemoryPglite(template: Blob | undefined): Promise<Database> {
  const client = new PGlite({ startParams: [...EMBEDDED_START_PARAMS], ...(template ? { loadDataDir: template } : {}) });
  const db = await migrated(client);
  return { ...withPing({ db, driver: 'pglite', close: () => client.close() }), dump: () => client.dumpDataDir('none') };
}

function withPing(base: Omit<Database, 'ping'>): Database {
  return {
    ...base,
    async ping() {
      const started = performance.now();
      await base.db.execute(sql`select 1`);
      return performance.now() - started;
    },
  };
}
