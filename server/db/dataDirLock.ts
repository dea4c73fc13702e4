import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database has one writer: the process holding
 * `DATA_DIR/pglite.lock`. PGlite keeps its own state in memory and writes
 * its files as if alone, so a second process on the same folder would
 * answer from a stale copy and overwrite the first one's commits. Several
 * servers share PostgreSQL (`DATABASE_URL`) instead.
 *
 * The lock file names its owner (process id, host, boot and the process's
 * start time). A lock whose owner is gone (another boot, no such process, or
 * the process id reused by a later process) is stale and taken over, one
 * process at a time; a lock from another host cannot be checked and is
 * refused, with what to do.
 */

interface LockOwner {
  pid: number;
  host: string;
  /** `/proc/sys/kernel/random/boot_id`: a lock from an earlier boot is stale. */
  bootId: string | null;
  /** The process's start time since boot (`/proc/<pid>/stat`), which a reused process id does not share. */
  startTicks: string | null;
  startedAt: string;
}

/** A second server on a folder whose embedded database another process holds. */
export class DataDirInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.host === os.hostname() ? `process ${owner.pid}` : `process ${owner.pid} on host ${owner.host}`;
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by ${where} (started ${owner.startedAt}). ` +
        'Only one server may use an embedded database: stop the other one, or give each server its own DATA_DIR, ' +
        'or run several servers on PostgreSQL (DATABASE_URL). ' +
        (owner.host === os.hostname() ? '' : `If that process is gone, delete ${lockFile}.`),
    );
    this.name = 'DataDirInUseError';
  }
}

interface DataDirLock {
  readonly file: string;
  /** Gives the folder up (only if the lock is still this process's). */
  release(): Promise<void>;
}

const LOCK_NAME = 'pglite.lock';
/** A takeover left half done by a crash is given up after this long. */
const RECOVERY_TIMEOUT_MS = 10_000;
/** An empty or unreadable lock younger than this may be one being written: wait for it. */
const WRITING_GRACE_MS = 2_000;

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of `/proc/<pid>/stat` (after the command name, which may hold spaces and parentheses). */
function startTicksOf(pid: number | 'self'): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    host: os.hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    startTicks: startTicksOf('self'),
    startedAt: new Date().toISOString(),
  };
}

/** Whether the lock's owner may still be running (another host's cannot be checked: it may). */
function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  const bootId = readText('/proc/sys/kernel/random/boot_id');
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startTicks = startTicksOf(owner.pid);
  return !(owner.startTicks && startTicks && owner.startTicks !== startTicks);
}

async function readOwner(file: string): Promise<LockOwner | 'missing' | 'unreadable'> {
  try {
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') return parsed as LockOwner;
    return 'unreadable';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
}

async function ageMs(file: string): Promise<number> {
  try {
    return Date.now() - (await fs.stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

async function create(file: string, owner: LockOwner): Promise<boolean> {
  try {
    await fs.writeFile(file, `${JSON.stringify(owner)}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const sameOwner = (a: LockOwner, b: LockOwner) => a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;

/**
 * Removes a stale lock, if it is still the one judged stale, under a guard
 * file so that two processes taking over at once cannot remove each other's
 * fresh lock.
 */
async function removeStale(file: string, stale: LockOwner | 'unreadable'): Promise<void> {
  const guard = `${file}.takeover`;
  if (!(await create(guard, currentOwner()))) {
    if ((await ageMs(guard)) > RECOVERY_TIMEOUT_MS) await fs.rm(guard, { force: true });
    return;
  }
  try {
    const now = await readOwner(file);
    const unchanged = stale === 'unreadable' ? now === 'unreadable' : now !== 'missing' && now !== 'unreadable' && sameOwner(now, stale);
    if (unchanged) await fs.rm(file, { force: true });
  } finally {
    await fs.rm(guard, { force: true });
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the embedded database's folder for this process, or throws `DataDirInUseError`. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  const me = currentOwner();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await create(file, me)) {
      return {
        file,
        async release() {
          const now = await readOwner(file);
          if (now !== 'missing' && now !== 'unreadable' && sameOwner(now, me)) await fs.rm(file, { force: true });
        },
      };
    }
    const owner = await readOwner(file);
    if (owner === 'missing') continue;
    if (owner === 'unreadable') {
      // A lock being written, or left empty by a crash while it was.
      if ((await ageMs(file)) < WRITING_GRACE_MS) await pause(100);
      else await removeStale(file, 'unreadable');
      continue;
    }
    if (ownerAlive(owner)) throw new DataDirInUseError(file, owner);
    await removeStale(file, owner);
    await pause(20);
  }
  throw new Error(`Could not take ${file}: it keeps changing hands`);
}
