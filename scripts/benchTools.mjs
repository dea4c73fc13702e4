import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { stopChild } from './children.mjs';

/**
 * What every part of `npm run bench` measures with: servers started and
 * stopped, their readiness and memory, and a load of `BENCH_SECONDS`.
 */

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** Waits until `url` answers 2xx. */
export async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts a server process; `stop()` ends it (`stopChild`: SIGTERM, then SIGKILL if it lingers). */
export function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  return { pid: child.pid, stop: () => stopChild(child) };
}

/** Resident memory in MB of a process and its descendants (Linux `/proc`). */
export function rssMb(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  const visit = (id) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return kb / 1024;
}

/** The load of `request` at `connections` for `DURATION_S` after a 2 s warm-up: req/s, p50 and p99 in ms; any error or non-2xx answer fails it. */
export async function load(request, connections) {
  // Warm up caches and the JIT before measuring.
  await autocannon({ ...request, connections, duration: 2 });
  const result = await autocannon({ ...request, connections, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${request.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

