import { MACHINE_CATALOG } from '../../machines/catalog';
import { chartOf } from '../../machines/graph/chart';
import { approveInApp, openTestApp, PEOPLE, scanInApp, scanQr } from './bankid';
import { expect, test } from './developmentServer';

/*
 * The development build (`npm run dev`, project `development`): the
 * statechart inspector and catalogue, offline. Pages compile on their first
 * request, so the first waits are long.
 */
const COMPILE = { timeout: 240_000 };

test('the inspector shows the login chart, its highlighted state following a BankID login through the test app, and its past', async ({ page, browser }) => {
  await page.goto('/en/my-pages', COMPILE);
  await expect(page.getByTestId('bankid-qr')).toBeVisible(COMPILE);

  await page.getByTestId('inspector-toggle').click();
  const panel = page.getByTestId('inspector-panel');
  await expect(panel).toBeVisible(COMPILE);
  await panel.locator('[data-testid=inspector-actor][data-name=eidLogin][data-status=active]').last().click();
  const chart = page.getByTestId('inspector-chart');
  await expect(chart).toBeVisible({ timeout: 60_000 });
  // Showing the QR code: polling, its code waiting to be refreshed and its status being asked for.
  await expect(chart.locator('[data-state="eidLogin.polling"]')).toHaveClass(/\bactive\b/);
  await expect(chart.locator('[data-state="eidLogin.polling.qr.waiting"], [data-state="eidLogin.polling.qr.fetching"], [data-state="eidLogin.polling.qr.deciding"]').and(chart.locator('.active'))).toHaveCount(1);
  await expect(chart.locator('[data-state="eidLogin.complete"]')).not.toHaveClass(/\bactive\b/);
  // The chart is scrolled to where the login is: its status waiting for the next poll, or asking.
  await expect(chart.locator('g.state.active[data-state^="eidLogin.polling.status."]')).toBeInViewport();

  const phone = await (await browser.newContext()).newPage();
  await openTestApp(phone);
  await scanInApp(phone, await scanQr(page));
  await approveInApp(phone, PEOPLE.plain.pnr);
  await phone.context().close();

  // The login completes: the chart shows its final state, and My pages opens under the panel.
  await expect(chart.locator('[data-state="eidLogin.complete"]')).toHaveClass(/\bactive\b/, { timeout: 30_000 });
  await expect(chart.locator('[data-state="eidLogin.polling"]')).not.toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('inspector-state')).toContainText('complete');
  await expect(page.getByTestId('my-pages-start')).toBeVisible(COMPILE);

  // Back to the first snapshot, then live again.
  const travel = panel.getByRole('slider');
  await travel.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('inspector-state')).not.toContainText('complete');
  await expect(chart.locator('[data-state="eidLogin.complete"]')).not.toHaveClass(/\bactive\b/);
  await panel.getByRole('button', { name: 'Live' }).click();
  await expect(page.getByTestId('inspector-state')).toContainText('complete');

  // The launcher hides under the open panel, and has the focus back once the panel closes.
  await expect(page.getByTestId('inspector-toggle')).toBeHidden();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('inspector-toggle')).toBeFocused();
});

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
