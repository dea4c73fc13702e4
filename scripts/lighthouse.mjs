import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';

/**
 * Lighthouse 12 with its default mobile settings (simulated slow 4G and a
 * 4x slower CPU) in Debian's Chromium, one fresh browser profile per page,
 * so every page is a first visit (the consent banner open, nothing cached).
 */

/**
 * Performance and accessibility scores (0–1) and the performance metrics of
 * one page. Lighthouse now and then fails a run (a metric it could not
 * compute leaves the performance score empty): such a run is made again, once,
 * and a second failure is answered with its reason in `error`.
 */
export async function lighthouseOf(url) {
  const first = await lighthouseRun(url);
  return first.error ? lighthouseRun(url) : first;
}

async function lighthouseRun(url) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Lighthouse needs Chromium (CHROMIUM_PATH or /usr/bin/chromium)');
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, userDataDir });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const { categories, audits, runtimeError } = result.lhr;
    if (categories.performance.score === null) {
      const failed = Object.values(audits).find((audit) => audit.errorMessage);
      return { error: runtimeError?.message ?? failed?.errorMessage ?? 'no performance score' };
    }
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      tbtMs: audits['total-blocking-time'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failedAccessibility: Object.values(audits)
        .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) && audit.score === 0)
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
