import { expect, test } from './fixtures';

test('the statechart catalogue is for development builds: a production build answers 404', async ({ page }) => {
  const response = await page.goto('/dev/machines');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('catalog-machine')).toHaveCount(0);
  // The site's own not-found page, as for any unknown address.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
