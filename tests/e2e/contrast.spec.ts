import type { Page } from '@playwright/test';
import { expect, giveConsent, test } from './fixtures';
import { axeOn } from './wizard';

/**
 * Pages with a banner section, one per look its action has in the content:
 * a text link to a page of ours (`/tjanster/hemstadning`, `/en/services`)
 * or to another site in a new tab (`/blogg`), and a secondary button (the
 * careers page). A page's two languages are the same components with other
 * words: each page is checked in one of them, Swedish and English by turns.
 */
const BANNER_PAGES = ['/blogg', '/tjanster/hemstadning', '/en/services', '/en/careers'];

const BANNER = '[data-section-type="banner"]';

/** axe's colour-contrast rule (WCAG AA, 4.5:1 for body text) on the page or a part of it; the violations as readable lines. */
async function contrastViolations(page: Page, include?: string): Promise<string[]> {
  const builder = axeOn(page).withRules(['color-contrast']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe('banner sections are readable', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  for (const path of BANNER_PAGES) {
    test(`text and action meet WCAG AA contrast on ${path}, at rest, on hover and with keyboard focus`, async ({ page }) => {
      await page.goto(path);
      const banner = page.locator(BANNER);
      await expect(banner).toHaveCount(1);
      const action = banner.getByRole('link');
      await expect(action).toBeVisible();

      // The whole page at rest, the banner among the rest.
      expect(await contrastViolations(page)).toEqual([]);

      await action.hover();
      // The colours measured are where the hover's transition ends.
      await banner.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      expect(await contrastViolations(page, BANNER)).toEqual([]);

      await action.focus();
      const [ring, band] = await Promise.all([
        action.evaluate((element) => {
          const style = getComputedStyle(element);
          return { visible: element.matches(':focus-visible') && style.outlineStyle !== 'none', color: style.outlineColor };
        }),
        banner.locator(':scope > *').first().evaluate((element) => getComputedStyle(element).backgroundColor),
      ]);
      expect(ring.visible).toBe(true);
      // A focus indicator needs 3:1 against what is around it (WCAG 1.4.11).
      expect(contrast(ring.color, band)).toBeGreaterThanOrEqual(3);
    });
  }
});

test('the focus ring in the dark footer stands out from it (3:1, WCAG 1.4.11)', async ({ page, baseURL }) => {
  await giveConsent(page, baseURL!);
  await page.goto('/en');
  const footer = page.locator('footer');
  const link = footer.getByRole('link').last();
  await link.focus();
  const ring = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { visible: element.matches(':focus-visible') && style.outlineStyle !== 'none', color: style.outlineColor };
  });
  const band = await footer.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(ring.visible).toBe(true);
  expect(contrast(ring.color, band)).toBeGreaterThanOrEqual(3);
});

