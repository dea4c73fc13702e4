import { expect, giveConsent, test } from './fixtures';

test.describe('site notices', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('the news banner shows until its version is dismissed', async ({ page }) => {
    await page.goto('/en');
    const banner = page.getByTestId('news-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button').click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('news-banner')).toHaveCount(0);
  });

  test('going offline shows a lasting error notice that leaves when back online', async ({ page, context }) => {
    // Let the page finish prefetching its links first: a chunk cut off by going offline is not what this test is about.
    await page.goto('/en', { waitUntil: 'networkidle' });
    await context.setOffline(true);
    const notice = page.getByTestId('snackbar');
    await expect(notice).toContainText('You are offline');
    await page.waitForTimeout(5500);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('snackbar')).toHaveCount(0);
  });

  test('the chat bubble stays away on plain http', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('chat-bubble')).toHaveCount(0);
  });
});
