import { expect, test } from './fixtures';

test.describe('cookie consent', () => {
  test('the banner shows without consent, and a choice is stored, posted and remembered', async ({ page, context }) => {
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/v1/consents/'));
    await page.goto('/en');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Only necessary' }).click();
    await expect(banner).toHaveCount(0);
    const request = await posted;
    const body = request.postDataJSON() as { revision: string; levels: string[]; categories: Record<string, boolean> };
    expect(body.revision).toBe('1.0');
    expect(body.levels).toEqual(['necessary']);
    expect(body.categories.marketing).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === 'consent');
    expect(cookie).toBeDefined();
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(179 * 86_400);
    await page.reload();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });

  test('#gdpr opens the settings, saving a selection closes them, and the footer link opens them again while the save is on its way', async ({ page }) => {
    // The save reaches the server only after the link is clicked: a slow network.
    let releaseSave = () => {};
    const held = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route('**/api/v1/consents/*', async (route) => {
      await held;
      await route.continue();
    });
    const saved = page.waitForResponse((response) => response.url().includes('/api/v1/consents/') && response.request().method() === 'POST');
    await page.goto('/en#gdpr');
    const settings = page.getByTestId('consent-settings');
    await expect(settings).toBeVisible();
    await settings.getByRole('checkbox', { name: /Statistics/ }).check();
    await settings.getByRole('button', { name: 'Save my choice' }).click();
    await expect(settings).toHaveCount(0);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    // The footer link opens them again by setting the hash.
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await expect(page.getByTestId('consent-settings')).toBeVisible();
    await expect(page.getByTestId('consent-settings').getByRole('checkbox', { name: /Statistics/ })).toBeChecked();
    releaseSave();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('consent-settings')).toBeVisible();
  });
});
