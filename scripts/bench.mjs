import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildIfNeeded } from './build.mjs';
import { root } from './run.mjs';

/**
 * `npm run bench`: first-load JavaScript per page (gzip, from the build
 * manifests) and server-rendered requests per second of the home page beside
 * a one-line Next page, measured in the same run on this machine.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

function firstLoadKb(buildDir, route) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
  const files = new Set([
    ...(manifest.polyfillFiles ?? []),
    ...(manifest.rootMainFiles ?? []),
    ...(manifest.pages['/_app'] ?? []),
    ...(manifest.pages[route] ?? []),
  ]);
  let bytes = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    bytes += gzipSync(readFileSync(path.join(buildDir, file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 120_000) {
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

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  return () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

async function rps(url) {
  // Warm up caches and the JIT before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * A one-line server-rendered Next page, built with the same Next, as the
 * baseline. It lives inside the repository (in the ignored `.bench/`) so
 * Next resolves the same node_modules.
 */
function buildBaseline() {
  const dir = path.join(root, '.bench', 'baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(
    path.join(dir, 'pages', 'index.js'),
    'export const getServerSideProps = () => ({ props: {} });\nexport default function Page() { return <p>ok</p>; }\n',
  );
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  const build = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('baseline build failed');
  return dir;
}

if (buildIfNeeded() !== 0) process.exit(1);
const buildDir = path.join(root, '.next');
const js = {
  home: firstLoadKb(buildDir, '/[[...slug]]'),
  content: firstLoadKb(buildDir, '/[[...slug]]'),
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const baselineDir = buildBaseline();
const sitePort = await freePort();
const basePort = await freePort();
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };
const stopSite = start('node', ['scripts/start.mjs'], { cwd: root, env: { ...env, PORT: String(sitePort), HOST: '127.0.0.1', DATA_DIR: dataDir } });
const stopBase = start(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(basePort), '-H', '127.0.0.1'], { cwd: baselineDir, env });
try {
  await waitFor(`http://127.0.0.1:${sitePort}/api/health`);
  await waitFor(`http://127.0.0.1:${basePort}/`);
  const home = await rps(`http://127.0.0.1:${sitePort}/`);
  const baseline = await rps(`http://127.0.0.1:${basePort}/`);
  console.log(`First-load JS, home page (/):            ${js.home.toFixed(1)} kB gzip`);
  console.log(`First-load JS, content page (/[...slug]): ${js.content.toFixed(1)} kB gzip`);
  console.log(`Home page SSR:     ${home.rps.toFixed(0)} req/s (p50 ${home.p50} ms, p99 ${home.p99} ms)`);
  console.log(`One-line Next page: ${baseline.rps.toFixed(0)} req/s (p50 ${baseline.p50} ms, p99 ${baseline.p99} ms)`);
  console.log(`(${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores, loopback)`);
} finally {
  await stopSite();
  await stopBase();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(baselineDir, { recursive: true, force: true });
}
