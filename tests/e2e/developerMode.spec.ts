import { devices, type Page } from '@playwright/test';
import { DEVELOPER_MODE_KEY } from '../../ui/devtools/inspector/inspection';
import { approveWithApp, PEOPLE } from './bankid';
import { expect, giveConsent, test } from './fixtures';

/*
 * Developer mode in the production build: the e2e server allows it
 * (`DEVELOPER_MODE=allowed`), so two taps on the company name in the footer
 * turn the statechart inspector on in that browser, and two more turn it off;
 * with it on, the inspector follows a login chart live and travels back
 * through its past (the same inspector `npm run dev` shows on every page).
 */

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

/** A Pixel 7 at 390 px (a describe group cannot change the browser type, so only the device's page options). */
const { userAgent, deviceScaleFactor } = devices['Pixel 7'];

test.describe('on a phone', () => {
  test.use({ userAgent, deviceScaleFactor, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

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
});

test('on a laptop, the inspector shows the login chart, its highlighted state following a BankID login, and its past', async ({ page, baseURL }) => {
  await giveConsent(page, baseURL!);
  // Developer mode as two taps leave it in this browser.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), DEVELOPER_MODE_KEY);
  await page.goto('/en/my-pages');
  await expect(page.getByTestId('bankid-qr')).toBeVisible();

  await page.getByTestId('inspector-toggle').click();
  const panel = page.getByTestId('inspector-panel');
  await expect(panel).toBeVisible();
  await panel.locator('[data-testid=inspector-actor][data-name=eidLogin][data-status=active]').last().click();
  const chart = page.getByTestId('inspector-chart');
  await expect(chart).toBeVisible();
  // Showing the QR code: polling, its code waiting to be refreshed and its status being asked for.
  await expect(chart.locator('[data-state="eidLogin.polling"]')).toHaveClass(/\bactive\b/);
  await expect(chart.locator('[data-state="eidLogin.polling.qr.waiting"], [data-state="eidLogin.polling.qr.fetching"], [data-state="eidLogin.polling.qr.deciding"]').and(chart.locator('.active'))).toHaveCount(1);
  await expect(chart.locator('[data-state="eidLogin.complete"]')).not.toHaveClass(/\bactive\b/);
  // The chart is scrolled to where the login is: its status waiting for the next poll, or asking.
  await expect(chart.locator('g.state.active[data-state^="eidLogin.polling.status."]')).toBeInViewport();

  await approveWithApp(page, PEOPLE.plain.pnr);

  // The login completes: the chart shows its final state, and My pages opens under the panel.
  await expect(chart.locator('[data-state="eidLogin.complete"]')).toHaveClass(/\bactive\b/, { timeout: 15_000 });
  await expect(chart.locator('[data-state="eidLogin.polling"]')).not.toHaveClass(/\bactive\b/);
  await expect(page.getByTestId('inspector-state')).toContainText('complete');
  await expect(page.getByTestId('my-pages-start')).toBeVisible();

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
