import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium, or the one named by CHROMIUM_PATH. */
/**
 * How the tests and the bench start Debian's Chromium: headless, and without
 * the background connections a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/**
 * Finds Chromium; installs Debian's package when we are root with apt-get;
 * otherwise explains the one command to run. Never downloads a browser build.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasAptGet()) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)…");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium is needed for the end-to-end tests and was not found.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  return undefined;
}
