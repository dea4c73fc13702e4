import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where resized images are kept between requests. */
export interface RenditionCache {
  get(key: string): Promise<Uint8Array | undefined>;
  set(key: string, bytes: Uint8Array): Promise<void>;
}

/** Bytes of renditions kept on disk unless `IMAGE_CACHE_MAX_BYTES` says otherwise (1 GiB). */
export const DISK_CACHE_MAX_BYTES = 1024 * 1024 * 1024;
/** Bytes of renditions kept in memory (`DATA_DIR=memory://`) unless `IMAGE_CACHE_MAX_BYTES` says otherwise. */
export const MEMORY_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A hit refreshes its file's modification time (the recency a restart rebuilds from) at most this often. */
const DISK_CACHE_TOUCH_INTERVAL_MS = 60_000;
/** Files examined at once while the index is rebuilt at start. */
const STAT_BATCH = 64;
/** Suffix of a file being written; a leftover one (a write cut short) is removed at start. */
const TEMPORARY = '.tmp';

interface Entry {
  size: number;
  /** When the file's modification time was last set (ms since the epoch). */
  touched: number;
}

/** A rendition's file name (`renditionKey`, or a temporary name beside it): safe characters, no leading dot. */
const SAFE_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,254}$/;

/**
 * Files under `<dataDir>/image-cache/`; keys are file names made of safe
 * characters only. Holds at most `maxBytes`: past it, the least recently used
 * renditions are deleted. Recency and sizes are kept in memory, in use order,
 * rebuilt at start from the files' sizes and modification times (which a hit
 * refreshes, so the order survives a restart).
 */
export function diskCache(dir: string, maxBytes = DISK_CACHE_MAX_BYTES, now: () => number = Date.now): RenditionCache {
  /** Least recently used first (a `Map` keeps insertion order; a use moves the key to the end). */
  const index = new Map<string, Entry>();
  let total = 0;
  let ready: Promise<void> | undefined;
  const file = (key: string) => {
    // The key is the file's whole name: never a path that leaves the folder.
    if (!SAFE_FILE_NAME.test(key)) throw new Error(`image cache key is no plain file name: ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };

  const forget = (key: string) => {
    const entry = index.get(key);
    if (!entry) return;
    index.delete(key);
    total -= entry.size;
  };

  async function rebuild(): Promise<void> {
    await fs.mkdir(dir, { recursive: true });
    const names = await fs.readdir(dir);
    const found: { name: string; size: number; used: number }[] = [];
    for (let start = 0; start < names.length; start += STAT_BATCH) {
      await Promise.all(
        names.slice(start, start + STAT_BATCH).map(async (name) => {
          if (name.endsWith(TEMPORARY)) return fs.rm(file(name), { force: true });
          const stat = await fs.stat(file(name)).catch(() => undefined);
          if (stat?.isFile()) found.push({ name, size: stat.size, used: stat.mtimeMs });
        }),
      );
    }
    found.sort((a, b) => a.used - b.used);
    for (const { name, size, used } of found) {
      index.set(name, { size, touched: used });
      total += size;
    }
    await evict();
  }
  const load = () => (ready ??= rebuild());

  /** Deletes least recently used files until the cache fits its budget. */
  async function evict(): Promise<void> {
    while (total > maxBytes) {
      const oldest = index.keys().next();
      if (oldest.done) return;
      forget(oldest.value);
      await fs.rm(file(oldest.value), { force: true });
    }
  }

  return {
    async get(key) {
      await load();
      const entry = index.get(key);
      if (!entry) return undefined;
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(file(key));
      } catch {
        // Evicted meanwhile, or removed by hand.
        if (index.get(key) === entry) forget(key);
        return undefined;
      }
      if (index.get(key) === entry) {
        index.delete(key);
        index.set(key, entry);
        const time = now();
        if (time - entry.touched >= DISK_CACHE_TOUCH_INTERVAL_MS) {
          entry.touched = time;
          const date = new Date(time);
          void fs.utimes(file(key), date, date).catch(() => undefined);
        }
      }
      return new Uint8Array(bytes);
    },
    async set(key, bytes) {
      await load();
      // A rendition larger than the whole budget is served but never stored.
      if (bytes.length > maxBytes) return;
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = file(`${key}.${randomUUID()}${TEMPORARY}`);
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, file(key));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      forget(key);
      index.set(key, { size: bytes.length, touched: now() });
      total += bytes.length;
      await evict();
    },
  };
}

/** In memory, least recently used out first, bounded in bytes (for `DATA_DIR=memory://`). */
export function memoryCache(maxBytes = MEMORY_CACHE_MAX_BYTES): RenditionCache {
  const entries = new Map<string, Uint8Array>();
  let size = 0;
  return {
    async get(key) {
      const bytes = entries.get(key);
      if (bytes) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    async set(key, bytes) {
      const previous = entries.get(key);
      if (previous) size -= previous.length;
      entries.delete(key);
      entries.set(key, bytes);
      size += bytes.length;
      for (const [oldest, old] of entries) {
        if (size <= maxBytes || oldest === key) break;
        entries.delete(oldest);
        size -= old.length;
      }
    },
  };
}
