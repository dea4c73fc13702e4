import { expect, giveConsent, test } from './fixtures';

test.describe('browsing in Swedish and English', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a submenu closes once its link is followed, also at once after opening it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByTestId('site-header').getByRole('navigation', { name: 'Huvudmeny' });
    await nav.getByRole('button', { name: 'Tjänster' }).click();
    const submenu = nav.locator('ul ul').first();
    await expect(submenu).toBeVisible();
    const link = submenu.getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(submenu).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Tjänster' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Swedish home page renders the shell and its sections', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('link', { name: 'Hoppa till huvudinnehållet' })).toBeAttached();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
    // The company's postal code written as everywhere else on the site.
    await expect(page.locator('footer address')).toContainText('112 34 Stockholm');
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await page.locator('main section').count()).toBeGreaterThan(3);
  });

  test('the English home page is under /en', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
  });

  test('the language toggle goes to the same page in the other language and back, and the site’s address remembers the choice', async ({ page }) => {
    await page.goto('/tjanster/fonsterputs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/en\/services\/window-cleaning$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The page's own texts change too: the English catalog loaded with the switch.
    await expect(page.getByTestId('login-link')).toHaveText('Log in');
    // Coming back to the site's address later: the English home page.
    await page.goto('/?utm_source=news');
    await expect(page).toHaveURL(/\/en\?utm_source=news$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/en/services/window-cleaning');
    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/tjanster\/fonsterputs$/);
    await expect(page.getByTestId('login-link')).toHaveText('Logga in');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a content page renders several section types and moves focus to the page start after navigation', async ({ page }) => {
    await page.goto('/');
    await page.goto('/tjanster/fonsterputs');
    const types = await page.locator('main [data-section-type]').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-section-type')),
    );
    expect(new Set(types).size).toBeGreaterThanOrEqual(4);
    // Client-side navigation from the header menu.
    await page.goto('/');
    const firstLink = page.locator('main a[href^="/tjanster/"]').first();
    await firstLink.click();
    await expect(page).toHaveURL(/\/tjanster\//);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('an unknown path shows the 404 page from the content store', async ({ page }) => {
    const response = await page.goto('/finns-inte-alls');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main [data-error-code="404"]')).toBeVisible();
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('a stored redirection answers with its type before the 404', async ({ request }) => {
    const response = await request.get('/fonstertvatt', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/tjanster/fonsterputs');
  });

  test('webview mode hides all chrome, for the rest of the visit', async ({ page }) => {
    await page.goto('/?webview=true');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Hoppa till huvudinnehållet' })).toHaveCount(0);
    // A link inside the site drops the query; the mode stays.
    await page.locator('main a[href^="/tjanster/"]').first().click();
    await expect(page).toHaveURL(/\/tjanster\//);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await page.goto('/?webview=false');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('a page flagged contentOnly hides header and footer', async ({ page }) => {
    await page.goto('/erbjudande/fonsterputs-var');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('paths the content store refuses or keeps for errors are 404s too', async ({ request }) => {
    expect((await request.get(`/${'a'.repeat(400)}`)).status()).toBe(404);
    expect((await request.get('/error/404')).status()).toBe(404);
    expect((await request.get('/en/error/500')).status()).toBe(404);
  });
});
