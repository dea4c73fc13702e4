import type { Page } from '@playwright/test';
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

/** The banner's and the focused control's boxes in the viewport, and whether they meet. */
async function focusAgainstBanner(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const control = active.getBoundingClientRect();
    const cover = document.querySelector('[data-testid="consent-banner"]')?.getBoundingClientRect();
    const meets = !!cover && control.bottom > cover.top && control.top < cover.bottom && control.right > cover.left && control.left < cover.right;
    return { name: (active.getAttribute('aria-label') ?? active.textContent ?? active.tagName).trim().slice(0, 60), tag: active.tagName, meets };
  });
}

const KEYBOARD = [
  { size: 'phone', lang: 'sv', path: '/mina-sidor', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { size: 'laptop', lang: 'en', path: '/en/my-pages', use: { viewport: { width: 1366, height: 800 } } },
] as const;
const WORDS = {
  sv: { skip: 'Hoppa till huvudinnehållet', settings: 'Inställningar', necessaryOnly: 'Bara nödvändiga', lastLink: 'Villkor' },
  en: { skip: 'Skip to main content', settings: 'Settings', necessaryOnly: 'Only necessary', lastLink: 'Terms' },
} as const;

for (const walk of KEYBOARD) {
  test.describe(`cookie banner by keyboard, ${walk.size} in ${walk.lang === 'sv' ? 'Swedish' : 'English'}`, () => {
    test.use(walk.use);

    test('comes first after the skip link, never covers the focused control, and gives the focus back', async ({ page }) => {
      const words = WORDS[walk.lang];
      await page.goto(walk.path);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await expect(page.getByTestId('login')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: words.skip })).toBeFocused();
      await page.keyboard.press('Tab');
      const settingsButton = banner.getByRole('button', { name: words.settings });
      await expect(settingsButton).toBeFocused();

      // The settings open as a dialog with the focus; Escape closes them with the focus back on the banner's button.
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('consent-settings')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('consent-settings')).toHaveCount(0);
      await expect(settingsButton).toBeFocused();

      // Every control of the page, to the footer's last link, is focused clear of the banner.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const seen: string[] = [];
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        // Where the page comes to rest: it scrolls smoothly to a control focused off the screen.
        let focus = await focusAgainstBanner(page);
        await expect
          .poll(async () => (focus = await focusAgainstBanner(page)).meets, { message: `"${focus.name}" focused under the banner`, timeout: 3_000 })
          .toBe(false);
        seen.push(focus.name);
        if (focus.name === words.lastLink) break;
      }
      expect(seen.at(-1), `the walk reached the footer's last link: ${seen.join(' | ')}`).toBe(words.lastLink);
      expect(seen.some((name) => /BankID/.test(name)), 'the BankID buttons were among them').toBe(true);

      // A choice in the banner closes it and hands the focus back to where the visitor was.
      await page.reload();
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: words.necessaryOnly })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('link', { name: words.skip })).toBeFocused();
    });
  });
}

test.describe('cookie banner on a short screen (1280 px wide zoomed to 200 %: 640x400)', () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test('is the page’s first block, scrolling away with it, and with the notice above it leaves room for the page', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    // The notice and the banner together take less than the screen: the page starts on the first screen.
    const main = await page.locator('main').boundingBox();
    expect(main!.y, 'where the page starts').toBeLessThan(400);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await banner.boundingBox())!.y + (await banner.boundingBox())!.height).toBeLessThanOrEqual(0);
  });
});
