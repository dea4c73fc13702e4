import type { Page } from '@playwright/test';
import { PEOPLE, scanQr } from './bankid';
import { expect, giveConsent, test, sessionTokenOf } from './fixtures';

const stepOf = (page: Page) => page.getByTestId('booking-wizard');

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Oskar');
  await page.getByLabel('Last name').fill('Lindqvist');
  await page.getByLabel('Email').fill('oskar@example.com');
  await page.getByLabel(/phone/i).fill('0701234567');
  await page.getByLabel(/phone/i).blur();
}

test.describe('booking', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  for (const { path, loading } of [
    { path: '/boka/fonsterputs', loading: 'Laddar …' },
    { path: '/en/book/window-cleaning', loading: 'Loading…' },
  ]) {
    test(`a wizard slow to start says it is loading (${path}), then starts`, async ({ page }) => {
      // The page's scripts come slowly, as on a poor connection: the page the server sent is all there is meanwhile.
      let release!: () => void;
      const scripts = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.js', async (route) => {
        await scripts;
        await route.continue();
      });
      await page.goto(`${path}?areaCode=11120`, { waitUntil: 'commit' });
      await expect(page.getByTestId('booking-starting')).toBeVisible();
      await expect(page.getByTestId('booking-starting')).toHaveText(loading);
      release();
      await expect(stepOf(page)).toHaveAttribute('data-step', 'configuration');
      await expect(page.getByTestId('booking-starting')).toHaveCount(0);
    });
  }

  test('a discount code is checked before it prices, and a new address is checked and stored with the booking', async ({
    page,
    request,
    context,
  }) => {
    await page.goto('/en/book/window-cleaning?areaCode=11120');
    await expect(stepOf(page)).toHaveAttribute('data-step', 'configuration');
    const more = page.getByRole('button', { name: /Increase/ }).first();
    for (let i = 0; i < 4; i += 1) await more.click();
    await expect(page.getByTestId('price-toPay')).toBeVisible();
    // An unknown code is a field error and prices nothing; a known one says what it gives and lowers the price.
    const discount = page.getByTestId('discount-code');
    await discount.getByLabel('Discount code').fill('nosuch');
    await discount.getByRole('button', { name: 'Apply' }).click();
    await expect(discount.getByRole('alert')).toHaveText('We do not recognise that code for this service.');
    await expect(discount.getByLabel('Discount code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('price-discount')).toHaveCount(0);
    await discount.getByLabel('Discount code').fill('fonst5');
    await discount.getByLabel('Discount code').press('Enter');
    await expect(discount.getByRole('status')).toContainText('Code FONST5 applied');
    await expect(page.getByTestId('price-discount')).toBeVisible();
    await page.getByTestId('booking-next').click();
    await page.getByTestId('booking-next').click();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'availability');
    await page.locator('[data-testid=booking-wizard] button[aria-pressed]:not([disabled])').first().click();
    await page.getByTestId('booking-next').click();
    await page.getByTestId('booking-identify').click();
    const scan = await request.post('/eid-simulator/api/scan', { data: { qr: await scanQr(page) } });
    const { handle } = (await scan.json()) as { handle: string };
    expect((await request.post('/eid-simulator/api/sign', { data: { handle, personalNumber: PEOPLE.plain.pnr } })).status()).toBe(200);
    await expect(stepOf(page)).toHaveAttribute('data-step', 'address', { timeout: 15_000 });

    const step = page.getByTestId('address-step');
    await step.getByRole('button', { name: 'Add a new address' }).click();
    await step.getByLabel('Street address').fill('Drottninggatan 5');
    await step.getByLabel('Postal code').fill('11121');
    await step.getByLabel('City').fill('Stockholm');
    await step.getByRole('button', { name: 'Use this address' }).click();
    // The time and price are for 111 20: an address elsewhere is refused before any call.
    await expect(step.getByRole('alert')).toHaveText('The address must be at postal code 111 20, where your time and price are.');
    await step.getByLabel('Postal code').fill('11120');
    await step.getByRole('button', { name: 'Use this address' }).click();
    await expect(step.getByRole('radio', { name: /Drottninggatan 5 ?, 111 20 Stockholm New address/ })).toBeChecked();
    await page.getByTestId('booking-next').click();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'contact');
    await fillContact(page);
    await page.getByTestId('booking-submit').click();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'success');
    await expect(page.getByTestId('booking-wizard')).toContainText('Drottninggatan 5');

    const sessionId = (await sessionTokenOf(context))!;
    const headers = { 'X-SessionId': sessionId };
    const stored = (await (await request.get('/api/v1/customer/delivery-address', { headers })).json()) as { items: { street: string }[] };
    expect(stored.items.filter((address) => address.street === 'Drottninggatan 5')).toHaveLength(1);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const bookings = await request.get(`/api/v2/customer/bookings?startDate=${day(-1)}&endDate=${day(90)}`, { headers });
    expect(JSON.stringify(await bookings.json())).toContain('Drottninggatan 5');
  });

  test('a booking opened without a postal code asks for it first, then prices for it', async ({ page }) => {
    await page.goto('/en/book/window-cleaning');
    const ask = page.getByTestId('booking-postal-code');
    await expect(ask.getByRole('heading', { level: 1 })).toHaveText('Window cleaning');
    await expect(ask).toContainText('Enter the postal code where the job is, to see prices and free times there.');
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
    await ask.getByLabel('Postal code').fill('111 20');
    await ask.getByRole('button', { name: 'Get started' }).click();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'configuration');
    await expect(page).toHaveURL(/areaCode=11120/);
    await page.getByRole('button', { name: /Increase/ }).first().click();
    await expect(page.getByTestId('price-toPay')).toBeVisible();
  });

  test('a handyman request goes through without login, and a double-clicked submit books once', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v2/booking/rfp')) posts.push(request.url());
    });
    await page.goto('/en/book/handyman?areaCode=11120');
    await page.getByLabel('Describe the job').fill('Hang three pictures and a ceiling lamp in the hall.');
    await page.getByTestId('booking-next').click();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'optional-configuration');
    await page.getByTestId('booking-next').click();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'contact');
    await fillContact(page);
    await page.getByLabel('Street address').fill('Storgatan 1');
    await page.getByLabel('City').fill('Stockholm');
    await page.getByTestId('booking-submit').dblclick();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'success');
    expect(posts).toHaveLength(1);
  });

  test('a reload mid-wizard keeps the step and the answers', async ({ page }) => {
    await page.goto('/en/book/handyman?areaCode=11120');
    await page.getByLabel('Describe the job').fill('Fix a dripping tap in the kitchen.');
    await page.getByTestId('booking-next').click();
    await page.getByTestId('booking-next').click();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'contact');
    await expect(page).toHaveURL(/step=contact/);
    // Every step entered is kept with the answers so far (a reload lands there): nothing typed here waits for the autosave.
    await page.reload();
    await expect(stepOf(page)).toHaveAttribute('data-step', 'contact');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Describe the job')).toHaveValue('Fix a dripping tap in the kitchen.');
  });
});
