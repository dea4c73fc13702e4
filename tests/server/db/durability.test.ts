import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db';
import { SYNCED_MARKER } from '../../../server/db/durableFs';
import { OSKAR, OSKAR_ADDRESS, startBookingApi, WINDOW, windowForm, type BookingApi } from '../booking-api/support';

/**
 * An acknowledged booking survives an operating-system crash or a power cut:
 * before the server answers, everything written to the embedded database's
 * WAL has been synced (`fsync`/`fdatasync`) to disk.
 *
 * The real API runs in this process on a real `DATA_DIR`; node:fs's write
 * and sync calls (which PGlite's file system makes) and the server's answers
 * are logged in one sequence, so the log shows what was on disk when each
 * answer left.
 */

type Event = { op: 'write' | 'sync'; file: string } | { op: 'answer'; url: string; status: number };

const events: Event[] = [];
let dataDir = '';

const fsCalls = fs as unknown as Record<'writeSync' | 'fsyncSync' | 'fdatasyncSync', (fd: number, ...rest: unknown[]) => unknown>;
const originals = { writeSync: fsCalls.writeSync, fsyncSync: fsCalls.fsyncSync, fdatasyncSync: fsCalls.fdatasyncSync };
const originalEnd = http.ServerResponse.prototype.end;

/** The file an open descriptor names, when it is in the test's folder. */
function fileOf(fd: number): string | undefined {
  try {
    const target = readlinkSync(`/proc/self/fd/${fd}`);
    return dataDir && target.startsWith(dataDir + path.sep) ? path.relative(dataDir, target) : undefined;
  } catch {
    return undefined;
  }
}

function record(name: keyof typeof originals, op: 'write' | 'sync') {
  const original = originals[name];
  fsCalls[name] = function (this: unknown, fd: number, ...rest: unknown[]) {
    const file = fileOf(fd);
    const result = original.call(this, fd, ...rest);
    // Logged once done: a sync counts from when it returned.
    if (file) events.push({ op, file });
    return result;
  };
}

const FIRST_DAY = '2026-03-18';
const DAYS = [FIRST_DAY, '2026-03-19', '2026-03-20', '2026-03-23', '2026-03-24'];
const TIMES = ['08:00', '13:00'];
const booking = (day: string, time: string) => ({
  productId: WINDOW,
  configurationForm: windowForm,
  zipCode: '11120',
  addressId: OSKAR_ADDRESS,
  startTime: `${day}T${time}:00+01:00`,
});

let api: BookingApi;
let oskar: Record<string, string>;

beforeAll(async () => {
  if (process.platform !== 'linux') return;
  dataDir = fs.realpathSync(mkdtempSync(path.join(os.tmpdir(), 'durability-')));
  record('writeSync', 'write');
  record('fsyncSync', 'sync');
  record('fdatasyncSync', 'sync');
  http.ServerResponse.prototype.end = function (this: http.ServerResponse, ...args: unknown[]) {
    events.push({ op: 'answer', url: this.req?.url ?? '', status: this.statusCode });
    return (originalEnd as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof originalEnd;
  api = await startBookingApi({ dataDir });
  oskar = await api.session(OSKAR);
}, 120_000);

afterAll(async () => {
  await api?.server.close().catch(() => undefined);
  Object.assign(fsCalls, originals);
  http.ServerResponse.prototype.end = originalEnd;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const isWal = (file: string) => file.startsWith(path.join('pglite', 'pg_wal') + path.sep);

/** WAL files written before `end` whose last write was not synced after it. */
function unsyncedWal(end: number): string[] {
  const lastWrite = new Map<string, number>();
  const lastSync = new Map<string, number>();
  events.slice(0, end).forEach((event, index) => {
    if (event.op === 'answer' || !isWal(event.file)) return;
    (event.op === 'write' ? lastWrite : lastSync).set(event.file, index);
  });
  return [...lastWrite].filter(([file, index]) => (lastSync.get(file) ?? -1) < index).map(([file]) => file);
}

// Reads which file a descriptor names from /proc/self/fd, which Linux alone has.
describe.skipIf(process.platform !== 'linux')('durable bookings on the embedded database (DATA_DIR)', () => {
  it('syncs the WAL of each booking to disk before the booking is acknowledged', async () => {
    const answers: number[] = [];
    for (const day of DAYS) {
      for (const time of TIMES) {
        const from = events.length;
        const booked = await api.post('/v2/booking/direct', booking(day, time), { ...oskar, 'Idempotency-Key': `durable-${day}-${time}` });
        expect(booked.status, JSON.stringify(booked.body)).toBe(200);
        const answer = events.findIndex((event, index) => index >= from && event.op === 'answer' && event.url === '/api/v2/booking/direct');
        expect(answer).toBeGreaterThan(from);
        answers.push(answer);
        // The booking wrote WAL, and synced it, before its answer left.
        const ofBooking = events.slice(from, answer);
        expect(ofBooking.some((event) => event.op === 'write' && isWal(event.file))).toBe(true);
        expect(ofBooking.some((event) => event.op === 'sync' && isWal(event.file))).toBe(true);
        expect(unsyncedWal(answer)).toEqual([]);
      }
    }
    expect(answers).toHaveLength(10);
  });

  it('has synced, by the time the server runs, the cluster PGlite unpacked and every folder of it', () => {
    expect(fs.existsSync(path.join(dataDir, SYNCED_MARKER))).toBe(true);
    const synced = new Set(events.filter((event) => event.op === 'sync').map((event) => (event as { file: string }).file));
    const root = path.join(dataDir, 'pglite');
    const folders = [root];
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(path.join(entry.parentPath, entry.name));
    }
    const unsyncedFolders = folders.map((folder) => path.relative(dataDir, folder)).filter((folder) => !synced.has(folder));
    expect(unsyncedFolders).toEqual([]);
    for (const file of ['PG_VERSION', path.join('global', 'pg_control'), path.join('global', 'pg_filenode.map'), 'postgresql.conf']) {
      expect(synced, file).toContain(path.join('pglite', file));
    }
  });

  it('syncs, on the next durable start, what a relaxed run (DB_DURABILITY=relaxed) wrote without syncs', async () => {
    await api.server.close();
    const relaxed = await openDatabase({ dataDir, dbDurability: 'relaxed' });
    const from = events.length;
    await relaxed.db.execute(sql`update bookings set status = status`);
    await relaxed.close();
    expect(events.slice(from).filter((event) => event.op === 'sync' && event.file.startsWith('pglite'))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, SYNCED_MARKER))).toBe(false);

    const durable = await openDatabase({ dataDir });
    try {
      const synced = new Set(events.slice(from).flatMap((event) => (event.op === 'sync' ? [event.file] : [])));
      const files = fs.readdirSync(path.join(dataDir, 'pglite'), { recursive: true, encoding: 'utf8' });
      expect(files.filter((file) => !synced.has(path.join('pglite', file)))).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, SYNCED_MARKER))).toBe(true);
    } finally {
      await durable.close();
    }
    // Opens the database twice and syncs every file of it: seconds of disk work on a busy machine.
  }, 60_000);
});

describe('DB_DURABILITY', () => {
  it('is durable unless set to relaxed, and refuses anything else', () => {
    const env = (value?: string) => ({ DATA_DIR: 'memory://', ...(value === undefined ? {} : { DB_DURABILITY: value }) }) as unknown as NodeJS.ProcessEnv;
    expect(readConfig(env()).dbDurability).toBe('durable');
    expect(readConfig(env('')).dbDurability).toBe('durable');
    expect(readConfig(env('relaxed')).dbDurability).toBe('relaxed');
    expect(readConfig(env('durable')).dbDurability).toBe('durable');
    expect(() => readConfig(env('off'))).toThrow(/DB_DURABILITY/);
  });
});
