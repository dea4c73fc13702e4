import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';
import { currentOwner, DataDirInUseError } from '../../../server/db/dataDirLock';
import { withMigratedCluster } from './migratedCluster';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HOLDER = path.join(import.meta.dirname, 'holdDatabase.ts');

const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A data folder of its own, holding the database a first start leaves (the lock is what these tests are about). */
async function folder(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  folders.push(dir);
  await withMigratedCluster(dir);
  return dir;
}

/** Runs a TypeScript file in a process of its own; resolves with it once it printed `ready`. */
function holdIn(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve(child);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}: ${output}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.on('exit', resolve)));
}

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

describe('the embedded database has one writer', () => {
  it('refuses a second server on the same DATA_DIR, naming the process that holds it, and exits 1', async () => {
    const dataDir = await folder();
    const holder = await holdIn(dataDir);
    // The real server's entry point: it stops at the database, before anything listens.
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(second);
    let stderr = '';
    second.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(second)).toBe(1);
    expect(stderr).toContain(`The embedded database in ${dataDir} is in use by process ${holder.pid}`);
    expect(stderr).toContain('DATABASE_URL');
    // One line for the operator, no stack.
    expect(stderr).not.toMatch(/\n\s+at /);
    // The holder still holds it.
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid).toBe(holder.pid);
  }, 60_000);

  it('takes over the lock of a process killed without closing, and opens the database it left', async () => {
    const dataDir = await folder();
    const holder = await holdIn(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    holder.kill('SIGKILL');
    await exited(holder);
    // The lock is left behind, naming a process that is gone.
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid).toBe(holder.pid);
    const database = await openDatabase({ dataDir });
    try {
      expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid).toBe(process.pid);
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
    // Closed: the folder is free again.
    expect(existsSync(lockFile(dataDir))).toBe(false);
  }, 60_000);

  it('releases the folder on a clean stop, so the next server starts', async () => {
    const dataDir = await folder();
    const holder = await holdIn(dataDir);
    holder.kill('SIGTERM');
    expect(await exited(holder)).toBe(0);
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const database = await openDatabase({ dataDir });
    await database.close();
  }, 60_000);

  it('takes over a lock whose process id now belongs to another process', async () => {
    const dataDir = await folder();
    // The parent of this test runs, but started long before the lock's owner did.
    writeFileSync(lockFile(dataDir), JSON.stringify({ ...currentOwner(), pid: process.ppid, startTicks: '1' }));
    const database = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid).toBe(process.pid);
    await database.close();
  }, 60_000);

  it('refuses a lock held from another host, and says how to free it', async () => {
    const dataDir = await folder();
    writeFileSync(lockFile(dataDir), JSON.stringify({ ...currentOwner(), host: 'other-host', pid: 4242 }));
    const opened = openDatabase({ dataDir });
    await expect(opened).rejects.toThrow(`in use by process 4242 on host other-host`);
    await expect(opened).rejects.toThrow(`If that process is gone, delete ${lockFile(dataDir)}.`);
  });

  it('refuses a second open in the same process', async () => {
    const dataDir = await folder();
    const database = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await database.close();
    }
  }, 60_000);
});
