import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskCache } from '../../server/images/cache';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);
const files = async () => (await fs.readdir(dir)).sort();
/** Writes a file as an earlier run of the server left it, last used `minutesAgo`. */
const leftOver = async (name: string, size: number, minutesAgo: number) => {
  await fs.writeFile(path.join(dir, name), bytes(size));
  const time = new Date(Date.now() - minutesAgo * 60_000);
  await fs.utimes(path.join(dir, name), time, time);
};

describe('disk rendition cache', () => {
  it('deletes the least recently used renditions past its byte budget', async () => {
    const cache = diskCache(dir, 250);
    await cache.set('a', bytes(100));
    await cache.set('b', bytes(100));
    expect(await cache.get('a')).toEqual(bytes(100));
    await cache.set('c', bytes(100));
    expect(await files()).toEqual(['a', 'c']);
    expect(await cache.get('b')).toBeUndefined();
    // Replacing a rendition counts its new size once.
    await cache.set('c', bytes(50, 2));
    await cache.set('d', bytes(100));
    expect(await files()).toEqual(['a', 'c', 'd']);
  });

  it('serves but never stores a rendition larger than the whole budget', async () => {
    const cache = diskCache(dir, 250);
    await cache.set('small', bytes(100));
    await cache.set('huge', bytes(300));
    expect(await files()).toEqual(['small']);
  });

  it('rebuilds its index from the directory at start: oldest first out, half-written files removed', async () => {
    await leftOver('old', 100, 30);
    await leftOver('recent', 100, 1);
    await leftOver('middle', 100, 10);
    await leftOver('cut-short.1234.tmp', 500, 5);
    const cache = diskCache(dir, 250);
    // Already over budget: the oldest file goes at once, and the leftover of a write cut short.
    expect(await cache.get('recent')).toEqual(bytes(100));
    expect(await files()).toEqual(['middle', 'recent']);
    await cache.set('new', bytes(100));
    expect(await files()).toEqual(['new', 'recent']);
  });

  it('a hit refreshes the file time, so the order survives a restart', async () => {
    await leftOver('a', 100, 30);
    await leftOver('b', 100, 10);
    expect(await diskCache(dir, 250).get('a')).toEqual(bytes(100));
    // The refresh is written in the background; wait for it.
    await expect.poll(async () => (await fs.stat(path.join(dir, 'a'))).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    const restarted = diskCache(dir, 250);
    await restarted.set('c', bytes(100));
    expect(await files()).toEqual(['a', 'c']);
  });
});
