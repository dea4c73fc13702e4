import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSeedImages } from '../../server/db/seed/images';

const SPEC = { id: 'cache-test', motif: 'window', colors: ['#1d4f91', '#3a7bd5'] as [string, string] };
const dirs: string[] = [];
const cacheDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-seed-images-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('seed images with a cache folder', () => {
  it('draws a JPEG once and reads it back on the next seed', async () => {
    const dir = await cacheDir();
    const [drawn] = await renderSeedImages([SPEC], dir);
    const meta = await sharp(Buffer.from(drawn!.bytes)).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([drawn!.width, drawn!.height]);
    const [file] = await fs.readdir(dir);
    // What is in the folder is what the next seed gets, without drawing.
    await fs.writeFile(path.join(dir, file!), JSON.stringify([Buffer.from('kept').toString('base64')]));
    const [read] = await renderSeedImages([SPEC], dir);
    expect(Buffer.from(read!.bytes).toString()).toBe('kept');
  });

  it('draws again when the drawing changed, and when the file is not whole', async () => {
    const dir = await cacheDir();
    await renderSeedImages([SPEC], dir);
    await renderSeedImages([{ ...SPEC, colors: ['#000000', '#ffffff'] }], dir);
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(2);
    await fs.writeFile(path.join(dir, files[0]!), '["half');
    await fs.writeFile(path.join(dir, files[1]!), '[]');
    for (const colors of [SPEC.colors, ['#000000', '#ffffff'] as [string, string]]) {
      const [image] = await renderSeedImages([{ ...SPEC, colors }], dir);
      expect((await sharp(Buffer.from(image!.bytes)).metadata()).format).toBe('jpeg');
    }
    // Nothing half-written is left beside the cached files.
    expect((await fs.readdir(dir)).sort()).toEqual(files.sort());
  });

  it('still seeds when the folder cannot be made', async () => {
    const dir = await cacheDir();
    const notAFolder = path.join(dir, 'file');
    await fs.writeFile(notAFolder, '');
    const [image] = await renderSeedImages([SPEC], path.join(notAFolder, 'cache'));
    expect((await sharp(Buffer.from(image!.bytes)).metadata()).format).toBe('jpeg');
  });
});
