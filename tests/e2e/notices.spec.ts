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

  test('the news banner does not advertise the spring offer after it ended (31 May 2026), in either language', async ({ page }) => {
    for (const [path, offer] of [
      ['/', /Vårens fönsterputs|före 31 maj/],
      ['/en', /Spring window cleaning|before 31 May/],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      // Today's news (or none) shows instead.
      await expect(page.getByTestId('news-banner')).not.toContainText(offer);
      await expect(page.getByText(offer)).toHaveCount(0);
    }
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
