import { devices } from '@playwright/test';
import { logInAsApp } from '../../scripts/eidClient.mjs';
import { PEOPLE, approveInApp, approveWithApp, loginWithQr, loginWithQrAs, openTestApp, scanInApp, scanQr } from './bankid';
import { expect, giveConsent, test, sessionTokenOf } from './fixtures';

test.describe('BankID login', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('QR login end to end for a known customer', async ({ page, browser, context }) => {
    await page.goto('/en/my-pages');
    const phone = await (await browser.newContext()).newPage();
    await loginWithQr(page, phone, PEOPLE.plain.pnr);
    await expect(page.getByTestId('my-pages')).toContainText(`Welcome, ${PEOPLE.plain.firstName}`);
    await expect(page.getByTestId('login-link')).toHaveCount(0);
    // A customer's header links to My bookings beside the account menu.
    const myBookings = page.getByTestId('site-header').getByRole('link', { name: 'My bookings' });
    await expect(myBookings).toHaveAttribute('href', '/en/my-pages/bookings');
    // The session survives a reload.
    const reloaded = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await page.reload();
    await expect(page.getByTestId('my-pages')).toBeVisible();
    // The token is the server's HttpOnly cookie: never in the page's HTML, its script's reach, or its address.
    const token = (await sessionTokenOf(context))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await (await reloaded).text()).not.toContain(token);
    expect(await page.evaluate(() => document.cookie)).not.toContain(token);
    expect(page.url()).not.toContain(token);
    // The site reached the simulator as it reaches BankID: its RP client over mutual TLS (kept-alive connections count once).
    const rpApi = (await (await page.request.get('/eid-simulator/api/rp')).json()) as { url: string; handshakes: number };
    expect(rpApi.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/rp\/v6\.0$/);
    expect(rpApi.handshakes).toBeGreaterThanOrEqual(1);
    await phone.context().close();
  });

  test('the QR code changes every second and the app refuses an old one', async ({ page, browser }) => {
    await page.goto('/en/my-pages');
    const first = await scanQr(page);
    await expect.poll(() => scanQr(page), { intervals: [500] }).not.toBe(first);
    const phone = await (await browser.newContext()).newPage();
    await openTestApp(phone);
    // The test server accepts QR codes up to 3 s old (EID_SIMULATOR_QR_MAX_AGE_SECONDS).
    await page.waitForTimeout(5000);
    await scanInApp(phone, first);
    await expect(phone.locator('#error')).toContainText(/old|expired/i);
    // A forged code is refused too.
    await scanInApp(phone, first.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    await expect(phone.locator('#error')).not.toBeEmpty();
    await phone.context().close();
  });

  test('cancel in the app shows the cancel message, and trying again works', async ({ page, browser }) => {
    await page.goto('/en/my-pages');
    const phone = await (await browser.newContext()).newPage();
    await openTestApp(phone);
    await scanInApp(phone, await scanQr(page));
    await phone.locator('#cancel-button').click();
    await expect(page.getByTestId('login-error')).toHaveText('Action cancelled.');
    await page.getByTestId('login-retry').click();
    await loginWithQr(page, phone, PEOPLE.plain.pnr);
    await expect(page.getByTestId('my-pages')).toBeVisible();
    await phone.context().close();
  });

  test('an order left alone runs out and says so', async ({ page }) => {
    await page.goto('/en/my-pages');
    await expect(page.getByTestId('bankid-qr')).toBeVisible();
    // The test server gives an order 8 s to be picked up (EID_SIMULATOR_PICKUP_TIMEOUT_SECONDS).
    await expect(page.getByTestId('login-error')).toContainText('Failed to scan the QR code', { timeout: 20_000 });
    await expect(page.getByTestId('login-retry')).toBeVisible();
  });

  test('autostart login on a phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await giveConsent(page, baseURL!);
    await page.goto('/en/my-pages');
    const appOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open BankID' }).click();
    const app = await appOpened;
    await app.waitForLoadState();
    await expect(app).toHaveURL(/\/eid-simulator\?autostarttoken=/);
    if (await app.locator('#scan-button').isVisible()) await app.locator('#scan-button').click();
    await approveInApp(app, PEOPLE.plain.pnr);
    await expect(page.getByTestId('my-pages')).toContainText(`Welcome, ${PEOPLE.plain.firstName}`);
    // On the phone the header's link to My bookings is its calendar, named for screen readers, and the header fits.
    const myBookings = page.getByTestId('site-header').getByRole('link', { name: 'My bookings' });
    await myBookings.tap();
    await expect(page.getByTestId('bookings-page')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await context.close();
  });

  test('a person with power of attorney chooses the account to act as', async ({ page, browser }) => {
    await page.goto('/en/my-pages');
    await approveWithApp(page, PEOPLE.powerOfAttorney.pnr);
    const chooser = page.getByTestId('account-chooser');
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: /Bergs Bageri/ }).click();
    await expect(page.getByTestId('my-pages')).toBeVisible();
  });

  test('an unknown person registers and ends logged in', async ({ page, browser }) => {
    await page.goto('/en/my-pages');
    await approveWithApp(page, PEOPLE.unknown.pnr);
    const form = page.getByTestId('registration');
    await expect(form).toBeVisible();
    const email = `alva.${Date.now()}@example.com`;
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Email again').fill(email);
    await form.getByLabel('Mobile phone').fill('0701234567');
    await form.getByLabel('Street address').fill('Storgatan 1');
    await form.getByLabel('Postal code').fill('11120');
    await form.getByLabel('City').fill('Stockholm');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Become a customer' }).click();
    await expect(page.getByTestId('my-pages')).toContainText(`Welcome, ${PEOPLE.unknown.firstName}`);
  });

  test('a session token or hand-off code in a link plants nothing; an app’s bound hand-off logs its webview in', async ({ page, browser, context, request, baseURL }) => {
    // The attacker: Oskar, logged in with a client of his own, with his token and a hand-off code of his.
    const attackerToken = await logInAsApp(baseURL!, PEOPLE.plain.pnr);
    const mint = async () => (await (await request.post('/api/v1/auth/handoff', { headers: { 'X-SessionId': attackerToken } })).json()) as { code: string; binding: string };

    // The victim, Karin, logged in as her company; she opens the attacker's links and stays herself.
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Bergs Bageri/);
    const herself = await page.getByRole('heading', { level: 1 }).textContent();
    expect(herself).not.toContain(PEOPLE.plain.firstName);
    for (const planted of [attackerToken, (await mint()).code]) {
      await page.goto(`/en/my-pages?sessionToken=${planted}`);
      await expect(page.getByTestId('my-pages')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(herself!);
      await expect(page).not.toHaveURL(/sessionToken/);
    }

    // A visitor with no session who opens one gets no session either: the log-in page.
    const visitor = await browser.newPage();
    await giveConsent(visitor, baseURL!);
    await visitor.goto(`/en/my-pages?sessionToken=${(await mint()).code}`);
    await expect(visitor.getByTestId('login')).toBeVisible();
    await expect(visitor).not.toHaveURL(/sessionToken/);

    // The app's own webview, where the app set the binding cookie: logged in as the app's user.
    const webview = await browser.newContext();
    const { code, binding } = await mint();
    await webview.addCookies([{ name: 'handoff', value: binding, url: baseURL! }]);
    const app = await webview.newPage();
    await giveConsent(app, baseURL!);
    await app.goto(`/en/my-pages?sessionToken=${code}&webview=true`);
    await expect(app.getByTestId('my-pages')).toContainText(`Welcome, ${PEOPLE.plain.firstName}`);
    await expect(app).not.toHaveURL(/sessionToken/);
    await Promise.all([visitor.context().close(), webview.close()]);
  });

  test('two tabs of a browser new to the site start a login at the same moment: each order is its own tab’s, and the QR code logs in', async ({
    page,
    browser,
    context,
  }) => {
    const other = await context.newPage();
    // Each tab's first poll of its own order: a 403 would mean the order was bound to the other tab's cookie.
    const firstPolls = [page, other].map((tab) => tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/auth/status'));
    await Promise.all([page.goto('/en/my-pages'), other.goto('/en/my-pages')]);
    expect(await Promise.all(firstPolls.map(async (poll) => (await poll).status()))).toEqual([200, 200]);
    await expect(other.getByTestId('bankid-qr')).toBeVisible();
    await expect(other.getByTestId('login-error')).toHaveCount(0);
    await approveWithApp(page, PEOPLE.plain.pnr);
    await expect(page.getByTestId('my-pages')).toContainText(`Welcome, ${PEOPLE.plain.firstName}`);
  });

  test('logging out in one tab logs out the other', async ({ page, browser, context }) => {
    await page.goto('/en/my-pages');
    await approveWithApp(page, PEOPLE.plain.pnr);
    await expect(page.getByTestId('my-pages')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/en/my-pages/account');
    await expect(other.getByTestId('account-page')).toBeVisible();
    // He logs out in the first tab, back in front (the browser draws frames for the tab in front only).
    await page.bringToFront();
    await page.getByRole('button', { name: new RegExp(PEOPLE.plain.firstName) }).click();
    await page.getByRole('button', { name: /log out/i }).click();
    await expect(page.getByTestId('login-link')).toBeVisible();
    await expect(other.getByTestId('login-link')).toBeVisible();
    await expect(other.getByTestId('account-page')).toHaveCount(0);
  });

  test('a customer page sends a visitor without a session to log in, and back after', async ({ page, browser }) => {
    await page.goto('/en/my-pages/bookings');
    await expect(page).toHaveURL(/\/en\/my-pages\?referrer=%2Fen%2Fmy-pages%2Fbookings/);
    await approveWithApp(page, PEOPLE.plain.pnr);
    await expect(page).toHaveURL(/\/en\/my-pages\/bookings$/);
    await expect(page.getByTestId('bookings-page')).toBeVisible();
  });
});
