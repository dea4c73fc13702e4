import type { Page } from '@playwright/test';
import { loginOnMyPages, PEOPLE } from './bankid';
import { expect, test } from './fixtures';
import { expectAccessible } from './wizard';

/**
 * Every page type, in both languages, as a visitor first sees it (the consent
 * banner open): no axe violation of any rule, and a title and a description
 * of its own in the page's language.
 */
const PAGES: { type: string; sv: string; en: string }[] = [
  { type: 'home', sv: '/', en: '/en' },
  { type: 'service', sv: '/tjanster/fonsterputs', en: '/en/services/window-cleaning' },
  { type: 'FAQ', sv: '/vanliga-fragor', en: '/en/faq' },
  { type: 'post', sv: '/blogg/fonster-utan-rander', en: '/en/blog/streak-free-windows' },
  { type: 'booking, postal code first', sv: '/boka/fonsterputs', en: '/en/book/window-cleaning' },
  { type: 'booking, first step', sv: '/boka/fonsterputs?areaCode=11120', en: '/en/book/window-cleaning?areaCode=11120' },
  { type: 'log-in (My pages, logged out)', sv: '/mina-sidor', en: '/en/my-pages' },
  { type: 'not found', sv: '/finns-inte-alls', en: '/en/no-such-page' },
];

async function expectTitled(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  expect(description?.trim(), 'a meta description').toBeTruthy();
}

for (const { type, sv, en } of PAGES) {
  for (const [lang, path] of [
    ['sv', sv],
    ['en', en],
  ] as const) {
    test(`${type} (${lang}) has no accessibility violation, a title and a description`, async ({ page }) => {
      await page.goto(path);
      // Checked as the visitor sees it once drawn, not while it decides what to show (My pages asks for the session first).
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectTitled(page);
      await expectAccessible(page);
    });
  }
}

test('My pages, logged in, has no accessibility violation, a title and a description', async ({ page }) => {
  await loginOnMyPages(page, PEOPLE.plain.pnr);
  await expectTitled(page);
  await expectAccessible(page);
});
