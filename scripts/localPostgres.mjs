import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort.mjs';

/**
 * A throwaway PostgreSQL of Debian's packages for the tests and the bench:
 * a cluster of its own in a temp folder, on a free port of 127.0.0.1.
 */

/**
 * Debian's PostgreSQL binaries (the newest version installed), if any.
 * @returns {{ initdb: string, pgCtl: string } | undefined}
 */
export function postgresBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((entry) => existsSync(path.join(base, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const bin = versions[0] && path.join(base, versions[0], 'bin');
  return bin ? { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') } : undefined;
}

/**
 * PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user (else `nobody`).
 * @returns {{ uid: number, gid: number } | undefined}
 */
function clusterUser() {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('running as root, and no postgres or nobody user to run PostgreSQL as');
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ uid?: number, gid?: number, cwd?: string }} [options]
 * @returns {Promise<void>}
 */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${code}): ${output}`))));
  });
}

/**
 * A throwaway PostgreSQL cluster: no fsync, trust authentication on 127.0.0.1 only.
 * @param {{ initdb: string, pgCtl: string }} binaries
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startPostgres(binaries) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-pg-'));
  const user = clusterUser();
  if (user) await fs.chown(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const as = user ? { uid: user.uid, gid: user.gid, cwd: dir } : { cwd: dir };
  await run(binaries.initdb, ['-D', data, '-U', 'site', '--auth=trust', '-E', 'UTF8', '--no-sync'], as);
  await run(binaries.pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', '-o', `-F -p ${port} -h 127.0.0.1 -k ${dir}`, 'start'], as);
  return {
    url: `postgres://site@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(binaries.pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], as).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
