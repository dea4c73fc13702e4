import path from 'node:path';
import { firstLoadByType } from './firstLoad.mjs';
import { root } from './run.mjs';

/**
 * `npm test`'s first-load JavaScript budgets (a size, not a timing): fails
 * when a page type's first load has grown past its budget in
 * `scripts/firstLoad.mjs`, or when a type no longer matches any route.
 * Returns the exit code.
 */
export function checkBudgets(buildDir = path.join(root, '.next')) {
  let failed = false;
  for (const { type, route, kb, routes, budgetKb } of firstLoadByType(buildDir)) {
    const over = routes === 0 || kb > budgetKb;
    failed ||= over;
    const verdict = routes === 0 ? 'no route of this type in the build' : over ? `OVER BUDGET by ${(kb - budgetKb).toFixed(1)} kB` : 'ok';
    console.log(`${over ? '✖' : '✔'} ${type}: ${kb.toFixed(1)} kB gzip (${route}), budget ${budgetKb} kB: ${verdict}`);
  }
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(checkBudgets());
