import type { Page } from '@playwright/test';
import { DIRECTORY_PEOPLE, signOnInDirectory } from './directory';
import { expect, giveConsent, test } from './fixtures';

/** The same server under the staff host's name (`STAFF_HOST`, default `staff.localhost`, which Chromium resolves to this machine). */
function staffOrigin(baseURL: string): string {
  return `http://staff.localhost:${new URL(baseURL).port}`;
}

/** Opens the staff host, which sends the browser to the directory at once; signs on as Anna Berg (staff) and lands on the desk. */
async function signOnAsStaff(page: Page, origin: string, path = '/en/customer-service') {
  await giveConsent(page, origin);
  await page.goto(`${origin}${path}`);
  await signOnInDirectory(page, DIRECTORY_PEOPLE.staff);
  await expect(page).toHaveURL(`${origin}${path}`);
  const header = page.getByRole('region', { name: 'Customer service' });
  await expect(header).toContainText(DIRECTORY_PEOPLE.staff.name);
  await expect(header).toContainText('No customer chosen');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  return header;
}

test.describe('customer service on the staff host', () => {
  test('staff register a person who is not a customer yet, and then act for them', async ({ page, baseURL }) => {
    const origin = staffOrigin(baseURL!);
    const header = await signOnAsStaff(page, origin);

    // A number that fails its check digit is refused in the browser.
    const number = page.getByRole('textbox', { name: 'Personal identity number' });
    await number.fill('19121212-1213');
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    // Skatteverket's documented test number: not a customer here.
    await number.fill('191212121212');
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Not a customer yet' })).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Tolvan');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Tolvansson');
    await page.getByRole('textbox', { name: 'Email' }).fill('tolvan@example.se');
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('0701234567');
    await page.getByRole('textbox', { name: 'Street address' }).fill('Sveavägen 1');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('11120');
    await page.getByRole('textbox', { name: 'City' }).fill('Stockholm');
    await page.getByRole('button', { name: 'Register customer' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Tolvan Tolvansson', exact: true })).toBeVisible();
    await expect(header).toContainText('Acting for Tolvan Tolvansson');
    await expect(page.getByText('Sveavägen 1')).toBeVisible();

    // The registration holds: switching away and looking the number up again finds the customer.
    await header.getByRole('button', { name: 'Switch customer' }).click();
    await expect(header).toContainText('No customer chosen');
    await page.getByRole('textbox', { name: 'Personal identity number' }).fill('19121212-1212');
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tolvan Tolvansson', exact: true })).toBeVisible();

    // Visitors' host has no desk.
    expect((await page.request.get(`${baseURL}/en/customer-service`)).status()).toBe(404);
  });
});
