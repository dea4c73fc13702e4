import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build.mjs';
import { checkBudgets } from './check-budgets.mjs';
import { ensureChromium } from './chromium.mjs';
import { compileCatalogs, run, start } from './run.mjs';
import { setSeedImageCache } from './seedImageCache.mjs';

/**
 * `npm test`: everything, in the order that fails fastest. Each step prints
 * its own result; the run stops at the first failure.
 */
const started = Date.now();
const timings = [];

function step(name, action) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const code = action();
  timings.push(`${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code || 1);
  }
}

// Every step that seeds a database (the tests, the end-to-end database) draws the seed images once.
setSeedImageCache();
const chromium = ensureChromium();
if (!chromium) process.exit(1);

step('Translations complete (lingui compile --strict)', () => compileCatalogs({ strict: true }));
step('Lint (eslint)', () => run('eslint', ['.', '--max-warnings', '0']));
step('Type check (tsc)', () => run('tsc', ['--noEmit', '-p', '.']));
rmSync('.model-coverage', { recursive: true, force: true });
step('Unit, component and model tests (vitest)', () => run('vitest', ['run']));
step('Transition coverage gate', () => run('tsx', ['model-tests/coverage-gate.ts']));
// The end-to-end server's database is created, migrated and seeded while the site builds (one
// core each, mostly), so that server listens in seconds once the end-to-end step starts.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
const preparing = start('tsx', ['server/prepare.ts'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
// However this run ends from here on (a step failing exits at once), nothing of the end-to-end run stays behind.
process.on('exit', () => {
  preparing.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
step('Production build', () => buildIfNeeded());
step('First-load JavaScript budgets', () => checkBudgets());
const prepared = await preparing.done;
process.stdout.write(`\n▶ End-to-end database (prepared beside the build)\n${prepared.output}`);
if (prepared.code !== 0) {
  console.error(`\n✖ End-to-end database failed (exit ${prepared.code})`);
  process.exit(prepared.code);
}
step('End-to-end tests (Playwright, Chromium)', () => run('playwright', ['test'], { CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir }));

console.log(`\n✔ All tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const line of timings) console.log(`  ${line}`);
