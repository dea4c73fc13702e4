import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { createClusterIfMissing } from '../../../server/db/createCluster';
import { withMigratedCluster } from './migratedCluster';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-cluster-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('createClusterIfMissing', () => {
  it('makes a cluster PGlite opens as it is, and leaves nothing beside it', async () => {
    const dataDir = path.join(tempDir(), 'pglite');
    await createClusterIfMissing(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['pglite']);

    const client = new PGlite(dataDir);
    try {
      const { rows } = await client.query<{ answer: number }>('select 6 * 7 as answer');
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('fills an empty folder left by an earlier start', async () => {
    const dataDir = path.join(tempDir(), 'pglite');
    fs.mkdirSync(dataDir);
    await createClusterIfMissing(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('leaves an existing cluster alone', async () => {
    const folder = tempDir();
    await withMigratedCluster(folder);
    const dataDir = path.join(folder, 'pglite');
    const version = path.join(dataDir, 'PG_VERSION');
    const before = fs.statSync(version).mtimeMs;
    await createClusterIfMissing(dataDir);
    expect(fs.statSync(version).mtimeMs).toBe(before);
  }, 60_000);

  it('refuses a folder holding files that are not a cluster, and keeps them', async () => {
    const dataDir = path.join(tempDir(), 'pglite');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    await expect(createClusterIfMissing(dataDir)).rejects.toThrow(`${dataDir} holds files but no database`);
    expect(fs.readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['pglite']);
  }, 60_000);
});
