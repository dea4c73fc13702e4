import { MACHINE_CATALOG } from '../../machines/catalog';
import { chartOf } from '../../machines/graph/chart';
import { expect, test } from './developmentServer';

/*
 * The development build (`npm run dev`, project `development`): the
 * statechart catalogue, a page only development serves, offline. Pages
 * compile on their first request, so the first wait is long. The inspector
 * is the same code in both builds, and is walked in the production build's
 * developer mode (`developerMode.spec.ts`), where no page waits to compile.
 */
const COMPILE = { timeout: 240_000 };

test('the catalogue draws every statechart of the site', async ({ page }) => {
  await page.goto('/dev/machines', COMPILE);
  const machines = page.getByTestId('catalog-machine');
  await expect(machines).toHaveCount(MACHINE_CATALOG.length, COMPILE);
  for (const { machine, source } of MACHINE_CATALOG) {
    const section = page.locator(`section[id="${machine.id}"]`);
    await expect(section.getByRole('heading', { name: machine.id })).toBeVisible();
    await expect(section.getByRole('link', { name: source })).toBeVisible();
    // Every state of the chart is drawn.
    await expect(section.locator('svg g.state')).toHaveCount(chartOf(machine).states.length);
  }
});
