import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers';

/**
 * The image service's limits, with small ones configured: a cache budget a
 * few renditions fill, one encoder slot and a wait for it far shorter than
 * any encode. Nothing here times real encoding; a wait of 1 ms is simply
 * shorter than any rendition takes.
 */
const CACHE_BUDGET = 8_000;
let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-images-'));
  api = await startApi(dataDir, {
    // The image cache is on disk; the database need not be.
    databaseInMemory: true,
    env: { IMAGE_CACHE_MAX_BYTES: String(CACHE_BUDGET), IMAGE_RENDER_CONCURRENCY: '1', IMAGE_RENDER_WAIT_MS: '1' },
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await api.call(path);
  return { response, size: (await response.arrayBuffer()).byteLength };
};
const cachedFiles = async (id: string) => (await fs.readdir(path.join(dataDir, 'image-cache'))).filter((file) => file.startsWith(`${id}-`));

describe('the rendition cache on disk', () => {
  it('keeps to its byte budget by deleting the least recently used renditions', async () => {
    const rendition = (id: string) => `/v1/images/${id}?width=320&height=240`;
    const a = await get(rendition('hero-home'));
    const b = await get(rendition('hero-window'));
    expect([a.response.headers.get('x-cache'), b.response.headers.get('x-cache')]).toEqual(['MISS', 'MISS']);
    // Used again, A is now more recent than B.
    expect((await get(rendition('hero-home'))).response.headers.get('x-cache')).toBe('HIT');
    const c = await get(rendition('hero-faq'));
    // The premise: any two of these fit the budget, all three do not.
    expect(a.size + b.size + c.size).toBeGreaterThan(CACHE_BUDGET);
    expect(Math.max(a.size + b.size, a.size + c.size, b.size + c.size)).toBeLessThanOrEqual(CACHE_BUDGET);

    // B, the least recently used, made room for C; A stays.
    expect(await cachedFiles('hero-window')).toEqual([]);
    expect(await cachedFiles('hero-home')).toHaveLength(1);
    expect(await cachedFiles('hero-faq')).toHaveLength(1);
    const files = await fs.readdir(path.join(dataDir, 'image-cache'));
    const bytes = await Promise.all(files.map(async (file) => (await fs.stat(path.join(dataDir, 'image-cache', file))).size));
    expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(CACHE_BUDGET);

    expect((await get(rendition('hero-home'))).response.headers.get('x-cache')).toBe('HIT');
    expect((await get(rendition('hero-window'))).response.headers.get('x-cache')).toBe('MISS');
  });
});

describe('the encoder queue', () => {
  it('answers 503 with Retry-After, never cached, to a rendition that waited past its budget, and recovers', async () => {
    const renditions = ['hero-home', 'hero-window', 'hero-faq', 'hero-blog'].map((id) => `/v1/images/${id}?width=960&height=540&type=webp`);
    // All at once: one takes the only slot, the others wait 1 ms for it.
    const responses = await Promise.all(renditions.map((rendition) => api.call(rendition)));
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 503).length, statuses.join()).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 503), statuses.join()).toBe(true);
    for (const response of responses.filter((candidate) => candidate.status === 503)) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
    }
    // The slot and the queue are free again: asked one at a time, every rendition is served.
    for (const rendition of renditions) expect((await api.call(rendition)).status, rendition).toBe(200);
  });
});
