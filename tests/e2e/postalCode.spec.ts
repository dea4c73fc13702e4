import { PEOPLE, loginWithQr } from './bankid';
import { expect, giveConsent, test } from './fixtures';

test.describe('postal-code forms', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a single service goes to its booking with the postal code', async ({ page }) => {
    await page.goto('/en/services/handyman');
    const form = page.getByTestId('postal-code-form').first();
    await form.getByLabel('Postal code').fill('11120');
    await expect(form.getByLabel('Postal code')).toHaveValue('111 20');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/en\/book\/handyman\?areaCode=11120/);
    await expect(page.getByTestId('booking-wizard')).toBeVisible();
  });

  test('several services offer a choice, and the chosen one opens its booking', async ({ page }) => {
    await page.goto('/en');
    const form = page.getByTestId('postal-code-form').first();
    await form.getByLabel('Postal code').fill('11120');
    await form.getByRole('button', { name: 'Get started' }).click();
    const choice = page.getByTestId('service-choice').first();
    await expect(choice).toBeVisible();
    await choice.getByRole('button', { name: 'Window cleaning' }).click();
    await expect(page).toHaveURL(/\/en\/book\/window-cleaning\?areaCode=11120/);
  });

  test('a service not offered at the code, and an unknown code, say so', async ({ page }) => {
    await page.goto('/en/services/handyman');
    const form = page.getByTestId('postal-code-form').first();
    await form.getByLabel('Postal code').fill('72211');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(form.getByTestId('postal-code-error')).toHaveText('Unfortunately we do not offer this service at that postal code yet.');
    await page.goto('/en');
    const home = page.getByTestId('postal-code-form').first();
    await home.getByLabel('Postal code').fill('99999');
    await home.getByRole('button', { name: 'Get started' }).click();
    await expect(home.getByTestId('postal-code-error')).toHaveText('Enter a postal code of five digits.');
  });

  test('a customer with weekly cleaning is told so at that postal code, and at another', async ({ page, browser }) => {
    await page.goto('/en/my-pages');
    const phone = await (await browser.newContext()).newPage();
    await loginWithQr(page, phone, PEOPLE.powerOfAttorney.pnr);
    await page.getByTestId('account-chooser').getByRole('button', { name: /Karin/ }).click();
    await expect(page.getByTestId('my-pages')).toBeVisible();
    await phone.context().close();

    await page.goto('/en');
    const form = page.getByTestId('postal-code-form').first();
    const choice = page.getByTestId('service-choice').first();
    const weekly = choice.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Home cleaning' }) });
    // Her subscription's postal code: weekly cleaning is already hers.
    await form.getByLabel('Postal code').fill('11152');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(weekly.getByRole('button')).toBeDisabled();
    await expect(weekly).toContainText('Included in your subscription');
    await choice.getByRole('button', { name: 'Close' }).click();
    // Another postal code: a second subscription is not offered.
    await form.getByLabel('Postal code').fill('11120');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(weekly).toContainText('You already have a subscription at another postal code.');
    await expect(weekly.getByRole('button')).toBeDisabled();
  });
});
