import type { Page } from '@playwright/test';
import { loginOnMyPages, PEOPLE } from './bankid';
import { DIRECTORY_PEOPLE, signOnInDirectory } from './directory';
import { expect, giveConsent, test } from './fixtures';
import { chooseLastSlot, onStep } from './wizard';

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

    // On a 1366 px laptop the bar shares the header's one row with the logo and the menu.
    await page.setViewportSize({ width: 1366, height: 800 });
    const logo = (await page.getByRole('link', { name: /home page/ }).first().boundingBox())!;
    const bar = (await header.boundingBox())!;
    expect(bar.y, 'the staff bar on the logo’s row').toBeLessThan(logo.y + logo.height);
    expect(bar.y + bar.height).toBeGreaterThan(logo.y);

    // Logged out, the bar offers nothing that needs a sign-on.
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(header).toContainText('Not logged in');
    await expect(header.getByRole('button', { name: 'Switch customer' })).toHaveCount(0);
  });

  test('staff find Oskar Lindqvist by personal number and book window cleaning for him, which he then sees on My bookings', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const origin = staffOrigin(baseURL!);
    const header = await signOnAsStaff(page, origin);

    // Written as staff hear it on the phone: 12 digits, no hyphen.
    await page.getByRole('textbox', { name: 'Personal identity number' }).fill(PEOPLE.plain.pnr);
    await page.getByRole('button', { name: 'Find customer' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Oskar Lindqvist', exact: true })).toBeVisible();
    await expect(header).toContainText('Acting for Oskar Lindqvist');

    await page.getByRole('link', { name: 'Book window cleaning' }).click();
    await onStep(page, 'configuration');
    await expect(page.getByTestId('booking-acting-for')).toHaveText('Booking for Oskar Lindqvist.');
    // No BankID step: staff identity and the customer's number stand in.
    await expect(page.getByTestId('booking-wizard').getByText('Log in with BankID')).toHaveCount(0);
    const more = page.getByRole('button', { name: /Increase/ }).first();
    for (let i = 0; i < 4; i += 1) await more.click();
    // The price is Oskar's own, with his RUT deduction.
    await expect(page.getByTestId('price-toPay')).toBeVisible();
    await expect(page.getByTestId('price-rut')).toBeVisible();
    await page.getByTestId('booking-next').click();
    await page.getByTestId('booking-next').click();
    await onStep(page, 'availability');
    // The other tests booking window cleaning take the week's first free time.
    const slot = await chooseLastSlot(page);
    await page.getByTestId('booking-next').click();
    await onStep(page, 'address');
    // His own address is offered.
    await expect(page.getByTestId('address-step').getByRole('radio', { name: /Vasagatan 12/ })).toBeVisible();
    await page.getByTestId('address-step').getByRole('radio', { name: /Vasagatan 12/ }).check();
    await page.getByTestId('booking-next').click();
    await onStep(page, 'contact');
    await expect(page.getByLabel('First name')).toHaveValue('Oskar');
    const booked = page.waitForResponse((response) => response.url().includes('/api/v2/customer-service/booking/direct?') && response.request().method() === 'POST');
    await page.getByTestId('booking-submit').click();
    const answer = await booked;
    expect(answer.status()).toBe(200);
    const { bookingId } = (await answer.json()) as { bookingId: string };
    await onStep(page, 'success');
    // The receipt speaks to the staff member: whom it was booked for, where the customer's confirmation went.
    await expect(page.getByTestId('booking-success').getByRole('heading', { name: 'Booked for Oskar Lindqvist' })).toBeVisible();
    await expect(page.getByTestId('booking-success')).not.toContainText('Thank you');
    await expect(page.getByTestId('confirmation-sent')).toHaveText("The customer's confirmation was sent to oskar.lindqvist@kund.example.");
    await expect(page.getByTestId('booking-wizard')).toContainText('Vasagatan 12');

    // Oskar logs in with BankID in a browser of his own and finds the booking at that time.
    const oskar = await browser.newContext({ baseURL });
    try {
      const site = await oskar.newPage();
      await giveConsent(site, baseURL!);
      await loginOnMyPages(site, PEOPLE.plain.pnr);
      await site.goto('/en/my-pages/bookings');
      const visit = site.getByTestId('bookings-coming').locator(`[data-visit-id="${bookingId}"]`);
      await expect(visit).toBeVisible();
      await expect(visit).toContainText('Window cleaning');
      // The time staff chose (`Monday 23 November at 08:00`): its clock time is on the visit.
      await expect(visit).toContainText(slot.replace(/^.* at /, ''));
    } finally {
      await oskar.close();
    }
  });
});
