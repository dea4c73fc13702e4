import { approveInApp, loginWithQr } from './bankid';
import { expect, giveConsent, test } from './fixtures';
import { routePath } from '../../api/routes';
import type { Page, Browser } from '@playwright/test';

async function logIn(page: Page, browser: Browser, lang: 'sv' | 'en', pnr: string, phoneSize: boolean) {
  await page.goto(routePath('myPages', lang));
  if (phoneSize) {
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: lang === 'sv' ? 'Öppna BankID' : 'Open BankID' }).click();
    const app = await opened;
    await app.waitForLoadState();
    if (await app.locator('#scan-button').isVisible()) await app.locator('#scan-button').click();
    await approveInApp(app, pnr);
    await app.close();
  } else {
    const phone = await (await browser.newContext()).newPage();
    await loginWithQr(page, phone, pnr);
    await phone.context().close();
  }
}

for (const [size, lang, use] of [
  ['phone', 'sv', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['laptop', 'en', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(size, () => {
    test.use(use);
    test(`walk ${size}`, async ({ page, browser, baseURL }) => {
      test.setTimeout(180_000);
      await giveConsent(page, baseURL!);
      await logIn(page, browser, lang, '197504129821', size === 'phone');
      await page.getByTestId('account-chooser').getByRole('button').first().click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${size}-start-karin.png`, fullPage: true });
      await page.goto(routePath('subscriptions', lang));
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${size}-subscriptions.png`, fullPage: true });
      await page.goto(routePath('myBookings', lang));
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${size}-bookings.png`, fullPage: true });
      await page.getByTestId('bookings-show-month').click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${size}-month.png`, fullPage: true });
      await page.getByTestId('bookings-show-list').click();
      await page.getByTestId('bookings-coming').getByTestId('visit').first().getByRole('link').click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${size}-detail.png`, fullPage: true });
      await page.getByTestId('booking-action-cancel').click();
      await page.getByTestId('reason-options').getByRole('radio').first().check();
      await page.getByTestId('cancel-continue').click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${size}-cancel.png`, fullPage: true });
      await page.goto(routePath('invoices', lang));
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${size}-invoices.png`, fullPage: true });
      await page.getByTestId('invoice-row').first().getByRole('link').first().click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${size}-invoice.png`, fullPage: true });
      await page.goto(routePath('myPages', lang) + '?feedback=fb-karin-latest-visit');
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${size}-feedback.png`, fullPage: true });
      expect(true).toBe(true);
    });
  });
}
