import { expect, giveConsent, test } from './fixtures';

/** The narrowest phone the site is drawn for (a 390 px wide phone held upright). */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

test.describe('on a 390 px phone', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('the menu closes once a link in it is followed: the next page shows uncovered', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await header.getByRole('button', { name: 'Meny' }).tap();
    // Located without its role: closed, the phone's menu is out of the accessibility tree.
    const nav = header.locator('nav[aria-label="Huvudmeny"]');
    await expect(nav).toHaveAttribute('data-open', 'true');
    await nav.getByRole('button', { name: 'Tjänster' }).tap();
    const link = nav.locator('ul ul a').first();
    const href = await link.getAttribute('href');
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(nav).toHaveAttribute('data-open', 'false');
    await expect(header.getByRole('button', { name: 'Meny' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('ul ul').first()).toBeHidden();
  });

  for (const path of ['/', '/blogg', '/tjanster', '/en', '/en/blog']) {
    test(`${path} fits the screen without sideways scrolling or zooming out, and footer words stay whole`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('footer')).toBeVisible();
      const layout = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        zoom: window.visualViewport?.scale ?? 1,
      }));
      expect(layout).toEqual({ width: PHONE.width, zoom: 1 });

      // A one-word link drawn on more than one line was cut inside the word.
      const cut = await page.locator('footer a').evaluateAll((links) =>
        links
          .filter((link) => {
            const text = link.textContent?.trim() ?? '';
            if (!text || /\s/.test(text)) return false;
            const range = document.createRange();
            range.selectNodeContents(link);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
          })
          .map((link) => link.textContent),
      );
      expect(cut).toEqual([]);
    });
  }

  for (const path of ['/', '/tjanster/hemstadning']) {
    test(`${path}: the booking section's service names stay whole words`, async ({ page }) => {
      await page.goto(path);
      const titles = page.locator('[data-product-id] h3');
      await expect(titles.first()).toBeVisible();
      const cut = await titles.evaluateAll((headings) =>
        headings
          .filter((heading) => {
            // Any word drawn on more than one line was cut inside it (Engångsstäd|ning).
            const node = heading.firstChild;
            if (!node) return false;
            return [...(heading.textContent ?? '').matchAll(/\S+/g)].some((word) => {
              const range = document.createRange();
              range.setStart(node, word.index ?? 0);
              range.setEnd(node, (word.index ?? 0) + word[0].length);
              return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
            });
          })
          .map((heading) => heading.textContent),
      );
      expect(cut).toEqual([]);
    });
  }
});
