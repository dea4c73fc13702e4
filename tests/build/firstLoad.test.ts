import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBudgets } from '../../scripts/check-budgets.mjs';
import { FIRST_LOAD_BUDGET_KB, firstLoadByType } from '../../scripts/firstLoad.mjs';

/** A build folder with a manifest and chunks of random (incompressible) bytes of the given sizes. */
function fakeBuild(chunks: Record<string, number>, pages: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const [name, bytes] of Object.entries(chunks)) {
    writeFileSync(path.join(dir, 'static', 'chunks', name), randomBytes(bytes));
  }
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], pages }));
  return dir;
}

const gz = (dir: string, name: string) => gzipSync(readFileSync(path.join(dir, 'static', 'chunks', name)), { level: 9 }).length / 1024;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('first-load JavaScript per page type', () => {
  it("counts the runtime, _app and the page's own chunks, once each, and takes a type's heaviest route", () => {
    const dir = fakeBuild(
      { 'main.js': 4000, 'app.js': 3000, 'home.js': 2000, 'small.js': 1000, 'big.js': 9000, 'styles.css': 5000 },
      {
        '/_app': ['static/chunks/app.js', 'static/chunks/styles.css'],
        '/[[...slug]]': ['static/chunks/home.js', 'static/chunks/app.js'],
        '/boka/a': ['static/chunks/small.js'],
        '/boka/b': ['static/chunks/big.js'],
        '/mina-sidor': [],
        '/kundtjanst': [],
        '/redaktor': [],
      },
    );
    dirs.push(dir);
    const rows = Object.fromEntries(firstLoadByType(dir).map((row) => [row.type, row]));
    const shared = gz(dir, 'main.js') + gz(dir, 'app.js');
    expect(rows['home, content, FAQ, posts, 404'].kb).toBeCloseTo(shared + gz(dir, 'home.js'), 5);
    expect(rows['booking pages'].route).toBe('/boka/b');
    expect(rows['booking pages'].kb).toBeCloseTo(shared + gz(dir, 'big.js'), 5);
    expect(rows['My pages'].kb).toBeCloseTo(shared, 5);
  });

  it('fails the budget check when a page type grows past its budget, and passes within it', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const budget = FIRST_LOAD_BUDGET_KB['booking pages'];
    const pages = { '/_app': [], '/[[...slug]]': [], '/mina-sidor': [], '/kundtjanst': [], '/redaktor': [] };
    const small = fakeBuild({ 'main.js': 1000, 'wizard.js': 1000 }, { ...pages, '/boka/a': ['static/chunks/wizard.js'] });
    const large = fakeBuild({ 'main.js': 1000, 'wizard.js': Math.ceil((budget + 1) * 1024) }, { ...pages, '/boka/a': ['static/chunks/wizard.js'] });
    dirs.push(small, large);
    expect(checkBudgets(small)).toBe(0);
    expect(checkBudgets(large)).toBe(1);
  });
});
