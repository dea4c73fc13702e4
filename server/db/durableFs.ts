import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { Durability } from './durability';

/**
 * PGlite's start with a smaller buffer pool. Its default (160 MB) is memory
 * the process holds from the start, while the embedded database is tens of
 * MB and the operating system caches its files anyway.
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Why PGlite on Node is not durable as shipped, and what this changes:
 *
 * 1. PGlite starts PostgreSQL with `-F` (`fsync=off`): it never asks for a
 *    sync. Durable mode starts it with `fsync=on`.
 * 2. Under WebAssembly, `fdatasync()` (PostgreSQL's default `wal_sync_method`
 *    on Linux) is an empty stub of Emscripten's, so durable mode uses
 *    `wal_sync_method=fsync`, which reaches the file system's `fsync` hook.
 * 3. Emscripten's NODEFS (PGlite's `NodeFS`) has no `fsync` hook, so an
 *    `fsync()` did nothing at all. `DurableNodeFS` adds one that calls the
 *    real `fsync(2)` on the file's (or folder's) descriptor.
 *
 * With these, PostgreSQL's own rules apply: `COMMIT` syncs the WAL before it
 * returns (`synchronous_commit=on`), new WAL segments and renames are synced
 * with their folders, and a checkpoint syncs the data files before WAL is
 * recycled.
 */
const DURABLE_START_PARAMS: readonly string[] = [
  ...EMBEDDED_START_PARAMS.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
];

/** WASI's `EIO`, what a failed sync tells PostgreSQL (which then stops rather than go on). */
const WASI_EIO = 29;

interface NodefsStream {
  nfd?: number;
}

interface EmscriptenModuleFs {
  NODEFS: { stream_ops: { fsync?: (stream: NodefsStream) => number } };
  FS: { ErrnoError: new (errno: number) => Error };
}

/** PGlite's `NodeFS` whose `fsync()` reaches the disk. */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: unknown) => {
        const { NODEFS, FS } = mod as EmscriptenModuleFs;
        // Each PGlite has a module of its own, so this changes this database's files only.
        NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0;
          try {
            fs.fsyncSync(stream.nfd);
          } catch {
            throw new FS.ErrnoError(WASI_EIO);
          }
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** `fsync(2)` of one file or folder. */
function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Syncs every file and folder under `root`, then `root` in its parent. */
function syncTree(root: string): void {
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) syncPath(full);
    }
    syncPath(dir);
  };
  walk(root);
  syncPath(path.dirname(root));
}

/**
 * In `DATA_DIR` once a durable start has synced the whole tree (about a
 * thousand files): from then on PostgreSQL syncs what it writes. Without it
 * the cluster may hold writes never synced, because PGlite unpacks a new
 * cluster (what `initdb` made) without a sync, and a relaxed run (or a
 * version of this server before durable mode) syncs nothing; a relaxed start
 * removes it.
 */
export const SYNCED_MARKER = 'pglite.synced';

/**
 * Starts PGlite on `dataDir` (the folder `pglite` in `DATA_DIR`), durable or
 * relaxed. A durable start syncs the whole tree once when it is not known to
 * be synced (`SYNCED_MARKER`). A crash of a durable run needs nothing of
 * ours: PostgreSQL syncs the data folder itself before it recovers.
 */
export async function startPglite(dataDir: string, durability: Durability): Promise<PGlite> {
  const folder = path.dirname(dataDir);
  const marker = path.join(folder, SYNCED_MARKER);
  if (durability === 'relaxed') {
    if (fs.existsSync(marker)) {
      fs.rmSync(marker);
      syncPath(folder);
    }
    const client = new PGlite(dataDir, { startParams: [...EMBEDDED_START_PARAMS] });
    await client.waitReady;
    return client;
  }
  const client = new PGlite({ fs: new DurableNodeFS(dataDir), startParams: [...DURABLE_START_PARAMS] });
  await client.waitReady;
  if (!fs.existsSync(marker)) {
    try {
      syncTree(dataDir);
      syncPath(path.dirname(folder));
      fs.writeFileSync(marker, 'Every write in pglite/ was synced to disk by the time it was acknowledged (DB_DURABILITY=durable).\n');
      syncPath(marker);
      syncPath(folder);
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
  }
  return client;
}
