import { devices } from '@playwright/test';
import { expect, giveConsent, test } from './fixtures';

/*
 * Developer mode in the production build: the e2e server allows it
 * (`DEVELOPER_MODE=allowed`), so two taps on the company name in the footer
 * turn the statechart inspector on in that browser, and two more turn it off.
 */
test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });

test('two taps on the company name turn the inspector on for this browser, where it follows the postal-code form; two more turn it off', async ({
  page,
  baseURL,
}) => {
  await giveConsent(page, baseURL!);
  await page.goto('/');
  // A visitor's page has no inspector.
  await expect(page.getByTestId('postal-code-form').first()).toBeVisible();
  await expect(page.getByTestId('inspector-toggle')).toHaveCount(0);

  const spot = page.getByTestId('developer-mode-spot');
  await spot.scrollIntoViewIfNeeded();
  const reloaded = page.waitForEvent('load');
  await spot.tap();
  await spot.tap();
  await reloaded;
  const toggle = page.getByTestId('inspector-toggle');
  await expect(toggle).toHaveText('Tillståndsdiagram');
  await toggle.tap();
  const panel = page.getByRole('region', { name: 'Inspektör för tillståndsdiagram' });
  await expect(panel).toBeVisible();
  await panel.locator('[data-testid=inspector-actor][data-name=postalCode][data-status=active]').first().tap();
  await expect(page.getByTestId('inspector-chart').locator('g.state.active[data-state="postalCode.editing.idle"]')).toBeInViewport();

  // What the visitor types reaches the chart's event log, with its payload.
  await panel.getByRole('button', { name: 'Stäng' }).tap();
  await page.getByTestId('postal-code-form').first().getByLabel('Postnummer').fill('111');
  await toggle.tap();
  await expect(panel.getByRole('list', { name: 'Mottagna händelser' }).getByText('input.changed').first()).toBeVisible();
  await expect(page.getByTestId('inspector-state')).toContainText('editing');

  // Off again: two taps, and the page after the reload has no inspector.
  await panel.getByRole('button', { name: 'Stäng' }).tap();
  await spot.scrollIntoViewIfNeeded();
  const reloadedAgain = page.waitForEvent('load');
  await spot.tap();
  await spot.tap();
  await reloadedAgain;
  await expect(page.getByTestId('postal-code-form').first()).toBeVisible();
  await expect(page.getByTestId('inspector-toggle')).toHaveCount(0);
});
