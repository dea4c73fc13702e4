import { directoryTokenOf, signOnAsEditor } from './directory';
import { expect, giveConsent, test } from './fixtures';

/**
 * Content pages are rendered once for every visitor and served from memory
 * (README, "Page cache"): the same HTML for all, a fresh CSP nonce in each
 * answer, the visitor's own state applied in the browser, and a publish
 * shown on the next load.
 */
test.describe('content pages from the page cache', () => {
  test('every visitor gets the same page, each answer with its own nonce', async ({ request, playwright, baseURL }) => {
    const withCookies = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'sessionId=s-1; newsDismissed=2026-11-christmas-cleaning; consent=%7B%7D' },
    });
    try {
      const answers = [await request.get('/en/about'), await request.get('/en/about'), await withCookies.get('/en/about')];
      const pages: string[] = [];
      for (const answer of answers) {
        expect(answer.status()).toBe(200);
        const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
        expect(nonce).toBeDefined();
        const html = await answer.text();
        expect(html).toContain(`nonce="${nonce}"`);
        pages.push(html.split(nonce!).join('NONCE'));
      }
      expect(new Set(answers.map((answer) => answer.headers()['content-security-policy'])).size).toBe(3);
      // Nothing of the visitor's cookies is in the HTML: the browser applies them.
      expect(pages[1]).toBe(pages[0]);
      expect(pages[2]).toBe(pages[0]);
      expect(pages[2]).not.toContain('s-1');
    } finally {
      await withCookies.dispose();
    }
  });

  test('a booking page at a postal code is one page for every visitor without a session; with a session it is rendered for them', async ({ request, playwright, baseURL }) => {
    const path = '/en/book/window-cleaning?areaCode=11120';
    const withSession = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'sessionId=s-1' } });
    try {
      const pages: string[] = [];
      for (const answer of [await request.get(path), await request.get(path)]) {
        expect(answer.status()).toBe(200);
        const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
        expect(nonce).toBeDefined();
        pages.push((await answer.text()).split(nonce!).join('NONCE'));
      }
      expect(pages[1]).toBe(pages[0]);
      expect(pages[0]).toContain('Window cleaning');
      // The session's cookies are read on the server: an ended session gets its own page (session expired, 401), never the shared one.
      const own = await withSession.get(path);
      expect(own.status()).toBe(401);
      const nonce = /'nonce-([^']+)'/.exec(own.headers()['content-security-policy'] ?? '')?.[1];
      expect((await own.text()).split(nonce!).join('NONCE')).not.toBe(pages[0]);
    } finally {
      await withSession.dispose();
    }
  });

  test('before the app starts, a visitor does not see the banners they already answered', async ({ page, baseURL }) => {
    // No script of the app loads: only the document's own head script and CSS act.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto('/en/about');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await expect(page.getByTestId('news-banner')).toBeVisible();

    await giveConsent(page, baseURL!);
    await page.context().addCookies([{ name: 'newsDismissed', value: '2026-11-christmas-cleaning', url: baseURL! }]);
    await page.goto('/en/about');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await expect(page.getByTestId('news-banner')).toBeHidden();
  });

  test('after the app starts, a logged-out visitor with answered banners sees the page without them', async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
    await page.context().addCookies([{ name: 'newsDismissed', value: '2026-11-christmas-cleaning', url: baseURL! }]);
    await page.goto('/en/about');
    await expect(page.getByTestId('login-link')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect(page.getByTestId('news-banner')).toHaveCount(0);
    // The settings still open from the footer: the consent flow runs with the visitor's record.
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await expect(page.getByTestId('consent-settings')).toBeVisible();
  });

  test('a change published through the content store shows on the next load', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    try {
      await giveConsent(visitor, baseURL!);
      await visitor.goto('/en/services/recycling');
      await expect(visitor.locator('main h1')).toHaveText('We take away what you no longer need');
      // Served again from the cache, unchanged.
      await visitor.reload();
      await expect(visitor.locator('main h1')).toHaveText('We take away what you no longer need');

      await signOnAsEditor(page);
      await expect(page.getByTestId('editor-login-signed-in')).toBeVisible();
      const headers = { Authorization: `Bearer ${await directoryTokenOf(page.context())}` };
      const entry = await page.request.get('/api/v1/editor/entries/service-recycling/en', { headers });
      expect(entry.status()).toBe(200);
      const published = (await entry.json()).published.page as { document: { sections: { id: string; title?: string }[] } };
      const sections = published.document.sections.map((section) =>
        section.id === 'hero' ? { ...section, title: 'We collect and recycle what you no longer need' } : section,
      );
      const saved = await page.request.put('/api/v1/editor/entries/service-recycling/en/draft', {
        headers,
        data: { page: { ...published, document: { ...published.document, sections } } },
      });
      expect(saved.status()).toBe(200);
      // A draft is not published: visitors still get the cached page.
      await visitor.reload();
      await expect(visitor.locator('main h1')).toHaveText('We take away what you no longer need');

      expect((await page.request.post('/api/v1/editor/entries/service-recycling/en/publish', { headers })).status()).toBe(200);
      await visitor.reload();
      await expect(visitor.locator('main h1')).toHaveText('We collect and recycle what you no longer need');
    } finally {
      await visitorContext.close();
    }
  });
});
