import { devices, type Page } from '@playwright/test';
import { expect, giveConsent, test } from './fixtures';

/*
 * Developer mode in the production build: the e2e server allows it
 * (`DEVELOPER_MODE=allowed`), so two taps on the company name in the footer
 * turn the statechart inspector on in that browser, and two more turn it off.
 */
test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });

/**
 * Two taps on the spot, the way a thumb gives them: once React has hydrated
 * the footer (the server's HTML shows the same text with no handler, and on
 * a busy machine the scripts can come seconds after it), and straight after
 * each other, since the spot counts only taps within 500 ms and a locator's
 * tap first waits for the page to be still.
 */
async function tapTwice(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const spot = document.querySelector('[data-testid=developer-mode-spot]');
    return spot !== null && Object.keys(spot).some((key) => key.startsWith('__reactProps'));
  });
  const spot = page.getByTestId('developer-mode-spot');
  await spot.scrollIntoViewIfNeeded();
  const box = await spot.boundingBox();
  if (!box) throw new Error('the developer-mode spot is not on the page');
  const reloaded = page.waitForEvent('load');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await reloaded;
}

test('two taps on the company name turn the inspector on for this browser, where it follows the postal-code form; two more turn it off', async ({
  page,
  baseURL,
}) => {
  await giveConsent(page, baseURL!);
  await page.goto('/');
  // A visitor's page has no inspector.
  await expect(page.getByTestId('postal-code-form').first()).toBeVisible();
  await expect(page.getByTestId('inspector-toggle')).toHaveCount(0);

  await tapTwice(page);
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
  await tapTwice(page);
  await expect(page.getByTestId('postal-code-form').first()).toBeVisible();
  await expect(page.getByTestId('inspector-toggle')).toHaveCount(0);
});
