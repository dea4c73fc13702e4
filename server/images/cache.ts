import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where resized images are kept between requests. */
export interface RenditionCache {
  get(key: string): Promise<Uint8Array | undefined>;
  set(key: string, bytes: Uint8Array): Promise<void>;
}

/** Most renditions kept on disk; past it new ones are served but not stored. */
export const DISK_CACHE_MAX_FILES = 20_000;

/** Files under `<dataDir>/image-cache/`; keys are file names made of safe characters only. */
export function diskCache(dir: string, maxFiles = DISK_CACHE_MAX_FILES): RenditionCache {
  let ready: Promise<unknown> | undefined;
  let files: number | undefined;
  return {
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(path.join(dir, key)));
      } catch {
        return undefined;
      }
    },
    async set(key, bytes) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      files ??= (await fs.readdir(dir)).length;
      if (files >= maxFiles) return;
      files += 1;
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = path.join(dir, `${key}.${randomUUID()}.tmp`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, path.join(dir, key));
    },
  };
}

/** In memory, least recently used out first, bounded in bytes (for `DATA_DIR=memory://`). */
export function memoryCache(maxBytes = 64 * 1024 * 1024): RenditionCache {
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
