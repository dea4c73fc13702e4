import type { APIRequestContext, Page } from '@playwright/test';
import { loginOnMyPages, PEOPLE } from './bankid';
import { expect, test } from './fixtures';
import { expectAccessible } from './wizard';

/**
 * Every page type, in both languages, as a visitor first sees it (the consent
 * banner open): a title and a description of its own in the page's
 * language, and no axe violation of any rule. The two languages of a page
 * type are the same components with other words, so axe reads each type
 * once, in Swedish and English by turns (`axeIn`); the other language's
 * head (its language, title and description, what differs between them) is
 * read as the server sends it.
 */
const PAGES: { type: string; sv: string; en: string; axeIn: 'sv' | 'en' }[] = [
  { type: 'home', sv: '/', en: '/en', axeIn: 'sv' },
  { type: 'service', sv: '/tjanster/fonsterputs', en: '/en/services/window-cleaning', axeIn: 'en' },
  { type: 'FAQ', sv: '/vanliga-fragor', en: '/en/faq', axeIn: 'sv' },
  { type: 'post', sv: '/blogg/fonster-utan-rander', en: '/en/blog/streak-free-windows', axeIn: 'en' },
  { type: 'booking, postal code first', sv: '/boka/fonsterputs', en: '/en/book/window-cleaning', axeIn: 'sv' },
  { type: 'booking, first step', sv: '/boka/fonsterputs?areaCode=11120', en: '/en/book/window-cleaning?areaCode=11120', axeIn: 'en' },
  { type: 'log-in (My pages, logged out)', sv: '/mina-sidor', en: '/en/my-pages', axeIn: 'sv' },
  { type: 'not found', sv: '/finns-inte-alls', en: '/en/no-such-page', axeIn: 'en' },
];

async function expectTitled(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  expect(description?.trim(), 'a meta description').toBeTruthy();
}

/** The page's language, title and description as the server sends them (the same head the browser shows before any script). */
async function headOf(request: APIRequestContext, path: string): Promise<{ lang?: string; title?: string; description?: string }> {
  const html = await (await request.get(path)).text();
  return {
    lang: html.match(/<html[^>]* lang="([^"]*)"/)?.[1],
    title: html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]?.trim(),
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1]?.trim(),
  };
}

for (const { type, sv, en, axeIn } of PAGES) {
  test(`${type} has a title and a description in both languages, and no accessibility violation (axe in ${axeIn === 'sv' ? 'Swedish' : 'English'})`, async ({ page, request }) => {
    // The language axe reads is opened in the browser; the other one's head is read as the server sends it.
    const path = axeIn === 'sv' ? sv : en;
    await page.goto(path);
    // Checked as the visitor sees it once drawn, not while it decides what to show (My pages asks for the session first).
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', axeIn);
    await expectTitled(page);
    await expectAccessible(page);

    const other = axeIn === 'sv' ? 'en' : 'sv';
    const head = await headOf(request, other === 'sv' ? sv : en);
    expect(head.lang).toBe(other);
    expect(head.title, 'a title').toBeTruthy();
    expect(head.description, 'a meta description').toBeTruthy();
    // Its own words, not the other language's.
    expect(head.title).not.toBe(await page.title());
  });
}

test('My pages, logged in, has no accessibility violation, a title and a description', async ({ page }) => {
  await loginOnMyPages(page, PEOPLE.plain.pnr);
  await expectTitled(page);
  await expectAccessible(page);
});
