import { directoryTokenOf, signOnAsEditor } from './directory';
import { expect, giveConsent, test } from './fixtures';

/**
 * An editor signs on through the embedded directory, turns preview on and
 * sees the unpublished carpet-cleaning page that a visitor in another
 * browser context is refused; once the editor publishes it (through the
 * editor API, there is no CMS screen), the visitor sees it.
 */
test('an editor previews an unpublished page that visitors cannot see, publishes it, and then visitors see it', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  try {
    await giveConsent(page, baseURL!);
    await giveConsent(visitor, baseURL!);
    expect((await visitor.goto('/en/services/carpet-cleaning'))?.status()).toBe(404);

    await signOnAsEditor(page);
    await expect(page.getByTestId('editor-login-signed-in')).toContainText('You are logged in as Erik Lund (erik.lund@example.se).');

    // The editor menu: who is signed on, and preview off until they turn it on.
    const menuButton = page.getByRole('button', { name: 'Editor menu' });
    await expect(menuButton).toBeVisible();
    // The header is the editor's: no customer "Log in" beside their menu.
    await expect(page.getByTestId('login-link')).toHaveCount(0);
    await menuButton.click();
    const menu = page.getByTestId('editor-menu');
    await expect(menu.getByTestId('editor-identity')).toContainText('Erik Lund');
    await expect(menu.getByTestId('editor-identity')).toContainText('erik.lund@example.se');
    const preview = menu.getByRole('switch', { name: 'Content preview' });
    await expect(preview).toHaveAttribute('aria-checked', 'false');
    await preview.click();
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'preview')?.value).toBe('true');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'preview')!;
    // 365 days, give or take the seconds this test took.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    const shown = await page.goto('/en/services/carpet-cleaning');
    expect(shown?.status()).toBe(200);
    await expect(page.getByText('Preview: not published')).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(title).not.toBe('');

    // Another browser, without the editor's sign-on: still nothing, even with a forged preview cookie.
    await visitorContext.addCookies([{ name: 'preview', value: 'true', url: baseURL! }]);
    expect((await visitor.goto('/en/services/carpet-cleaning'))?.status()).toBe(404);

    const token = await directoryTokenOf(page.context());
    const published = await page.request.post('/api/v1/editor/entries/service-carpet-cleaning/en/publish', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(published.status()).toBe(200);

    const now = await visitor.goto('/en/services/carpet-cleaning');
    expect(now?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByText('Preview: not published')).toHaveCount(0);

    // Preview off again: the switch removes the cookie.
    await page.getByRole('button', { name: 'Editor menu' }).click();
    await page.getByTestId('editor-menu').getByRole('switch', { name: 'Content preview' }).click();
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'preview')).toBe(false);
  } finally {
    await visitorContext.close();
  }
});
