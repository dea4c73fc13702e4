import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Creates the embedded database's cluster (what `initdb` makes) in `dataDir`
 * when it has none, in a child process that exits when it is done.
 *
 * Why a child: PGlite runs `initdb` inside the process that opens the folder,
 * in a second WebAssembly PostgreSQL, and the process keeps that memory
 * (about 340 MB) for its whole life. A child gives it back; the server then
 * opens the finished cluster as on every later start.
 *
 * The cluster is made in a folder beside `dataDir` and renamed into place, so
 * a start stopped half-way leaves no half-made cluster behind.
 */
export async function createClusterIfMissing(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const making = `${dataDir}.creating`;
  fs.rmSync(making, { recursive: true, force: true });
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = [
    `const { PGlite } = require(${JSON.stringify(entry)});`,
    `const db = new PGlite(${JSON.stringify(making)});`,
    'db.waitReady.then(() => db.close()).catch((error) => { console.error(error); process.exit(1); });',
  ].join('\n');
  const child = spawn(process.execPath, ['--eval', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | string | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (status, signal) => resolve(status ?? signal));
  });
  if (code !== 0 || !fs.existsSync(path.join(making, 'PG_VERSION'))) {
    fs.rmSync(making, { recursive: true, force: true });
    throw new Error(`Could not create the embedded database in ${dataDir} (the child process ended with ${code}).`);
  }
  // rename(2) replaces an empty `dataDir` (left by an earlier start) and refuses one with files in it.
  try {
    fs.renameSync(making, dataDir);
  } catch (error) {
    fs.rmSync(making, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error;
    throw new Error(`${dataDir} holds files but no database; move them away and start again.`);
  }
}
