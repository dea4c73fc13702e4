import { PEOPLE, loginWithQrAs } from './bankid';
import { expect, giveConsent, test } from './fixtures';

test.describe('a customer who already has weekly home cleaning opens its booking', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('sees the subscribed-customer pages instead of the wizard, in both languages', async ({ page }) => {
    // Her own account: weekly home cleaning at Tegnérgatan 8, 111 52.
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Karin/);

    // Her subscription's postal code: she already has the service.
    const here = await page.goto('/boka/hemstadning?areaCode=11152');
    expect(here?.status()).toBe(409);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Du har redan den här tjänsten');
    await expect(main).toContainText('Tjänsten ingår i ditt abonnemang.');
    await expect(main).toContainText('Vill du ändra omfattning, tid eller lägga till något?');
    const actions = page.getByTestId('error-actions');
    await expect(actions.getByRole('link', { name: 'Ditt konto' })).toHaveAttribute('href', '/mina-sidor/konto');
    await expect(actions.getByRole('link', { name: 'Tillbaka till tjänsten' })).toHaveCount(0);
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
    await actions.getByRole('button', { name: 'Kontakta oss' }).click();
    await expect(page.getByTestId('contact-modal')).toBeVisible();
    await page.keyboard.press('Escape');

    // Without a postal code it is the same page.
    await page.goto('/boka/hemstadning');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Du har redan den här tjänsten');

    // Weekly cleaning started straight away (Click & Go) is the same subscription.
    const clickAndGo = await page.goto('/boka/hemstadning-direkt?areaCode=11152');
    expect(clickAndGo?.status()).toBe(409);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Du har redan den här tjänsten');
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);

    // Another postal code: her subscription is elsewhere.
    const elsewhere = await page.goto('/en/book/home-cleaning?areaCode=11120');
    expect(elsewhere?.status()).toBe(409);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your subscription is for another address');
    await expect(main).toContainText('The postal code you entered does not match the address of your subscription.');
    await expect(main).toContainText('Have you moved? Contact customer service');
    await expect(actions.getByRole('button', { name: 'Contact us' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Back to the service' })).toHaveAttribute('href', '/en/services/home-cleaning');
    await expect(actions.getByRole('link', { name: 'Your account' })).toHaveCount(0);
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
    await actions.getByRole('link', { name: 'Back to the service' }).click();
    await expect(page).toHaveURL(/\/en\/services\/home-cleaning$/);

    // In the app's webview the page has no buttons of its own.
    await page.goto('/en/book/home-cleaning?areaCode=11120&webview=true');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your subscription is for another address');
    await expect(page.getByTestId('error-actions')).toHaveCount(0);
  });

  test('the account she acts for, and a visitor, still get the wizard', async ({ page, browser }) => {
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Gustav/);
    const forGustav = await page.goto('/boka/hemstadning?areaCode=11152');
    expect(forGustav?.status()).toBe(200);
    await expect(page.getByTestId('booking-wizard')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/en/book/home-cleaning?areaCode=11152');
    await expect(visitor.getByTestId('booking-wizard')).toBeVisible();
    await visitor.context().close();
  });
});
