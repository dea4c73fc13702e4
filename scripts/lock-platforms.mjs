import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The npm registry reachable here does not serve the other platforms'
 * native packages (Next's macOS and Windows compilers, the ESLint import
 * resolver's bindings), so `npm install` leaves them out of the lock file and
 * `npm ci` then refuses the lock as out of sync. This records them as the
 * optional, platform-bound entries they are (npm never fetches them here).
 * Run after `npm install` changes the lock: `node scripts/lock-platforms.mjs`.
 */
const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const next = lock.packages['node_modules/next'];
const platforms = {
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'darwin-x64': { os: 'darwin', cpu: 'x64' },
  'win32-arm64-msvc': { os: 'win32', cpu: 'arm64' },
  'win32-x64-msvc': { os: 'win32', cpu: 'x64' },
};
let added = 0;
for (const [suffix, { os, cpu }] of Object.entries(platforms)) {
  const name = `@next/swc-${suffix}`;
  const key = `node_modules/${name}`;
  const version = next.optionalDependencies?.[name];
  if (!version || lock.packages[key]) continue;
  lock.packages[key] = { version, cpu: [cpu], license: 'MIT', optional: true, os: [os], engines: { node: '>= 10' } };
  added += 1;
}

/** `@unrs/resolver-binding-<os>-<cpu>[-<abi>]`: the resolver's native bindings, one per platform. */
const resolver = lock.packages['node_modules/unrs-resolver'];
for (const [name, version] of Object.entries(resolver?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  const match = /^@unrs\/resolver-binding-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(name);
  if (lock.packages[key] || !match) continue;
  const [, os, cpu, abi] = match;
  const libc = abi?.startsWith('gnu') ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined;
  lock.packages[key] = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os], ...(libc ? { libc } : {}) };
  added += 1;
}

lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} platform entries added`);
