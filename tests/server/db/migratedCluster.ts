import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db';

const root = path.resolve(import.meta.dirname, '../../..');
const MIGRATIONS = path.join(root, 'server/db/migrations');
const ENGINE = path.join(root, 'node_modules/@electric-sql/pglite/package.json');

/**
 * Puts into `dataDir` the embedded database a first start leaves there (the
 * cluster made, the schema migrated, nothing seeded), for tests of what
 * happens around a database on disk: the lock, a restart, a crash.
 *
 * Making a cluster and migrating it on disk takes 4–7 s on this machine and
 * is what `createCluster.test.ts` and `openDatabase` on an empty folder
 * already test; so the first test on this machine makes one in the temp
 * folder, named by the engine's version and the migrations, and every test
 * after it starts from a copy (a few milliseconds).
 */
export async function withMigratedCluster(dataDir: string): Promise<void> {
  const template = await migratedClusterTemplate();
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}

let made: Promise<string> | undefined;
function migratedClusterTemplate(): Promise<string> {
  made ??= (async () => {
    const folder = path.join(os.tmpdir(), `site-test-cluster-${inputsHash()}`);
    if (fs.existsSync(path.join(folder, 'pglite', 'PG_VERSION'))) return folder;
    const making = fs.mkdtempSync(`${folder}.making-`);
    const database = await openDatabase({ dataDir: making, dbDurability: 'relaxed' });
    await database.close();
    // Renamed into place whole: a test file starting at the same moment never copies half a cluster.
    try {
      fs.renameSync(making, folder);
    } catch {
      // Another test file made it first.
      fs.rmSync(making, { recursive: true, force: true });
    }
    return folder;
  })();
  return made;
}

function inputsHash(): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(ENGINE));
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash.update(path.relative(MIGRATIONS, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
