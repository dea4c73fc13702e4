import os from 'node:os';
import path from 'node:path';

/**
 * Sets `SEED_IMAGE_CACHE` for the test runs, unless it is set already: the
 * tests seed many databases (in their own process and in the servers they
 * start), and each draws the seed images only once per machine.
 */
export function setSeedImageCache() {
  process.env.SEED_IMAGE_CACHE ??= path.join(os.tmpdir(), 'site-seed-images');
  return process.env.SEED_IMAGE_CACHE;
}
