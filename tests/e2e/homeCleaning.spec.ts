import type { Page, Request } from '@playwright/test';
import { PEOPLE, scanQr } from './bankid';
import { expect, giveConsent, test, sessionTokenOf } from './fixtures';
import { TIMES_TO_SHARE, weekWithTimes } from './wizard';

/**
 * Home cleaning started straight away (Click & Go), booked two ways:
 * - from the weekly home-cleaning wizard, choosing the direct start instead of
 *   a home visit, without logging in (contact details and the home's address);
 * - from the Click & Go product itself, identified with BankID, so the booking
 *   is the customer's.
 */

const AREA_CODE = '11120';
/** Click & Go home cleaning (`SERVICE_IDS.weeklyCleaningDirect`), the product both flows book. */
const CLICK_AND_GO = 302047;

const wizard = (page: Page) => page.getByTestId('booking-wizard');

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Oskar');
  await page.getByLabel('Last name').fill('Lindqvist');
  await page.getByLabel('Email').fill('oskar@example.com');
  await page.getByLabel(/phone/i).fill('0701234567');
  await page.getByLabel(/phone/i).blur();
}

/**
 * Chooses the week's last free time in the calendar (the booking routes'
 * walk books Oskar's Click & Go at the first, and one customer cannot book
 * one time at one place twice); returns the day as the slot's label names
 * it (`26 November`) and the time (`08:00`).
 */
async function chooseLastFreeSlot(page: Page): Promise<{ date: string; time: string }> {
  const calendar = page.getByTestId('availability-calendar');
  await weekWithTimes(calendar, TIMES_TO_SHARE);
  const slot = calendar.locator('[data-testid=slot]:not([disabled])').last();
  await expect(slot).toBeVisible();
  const label = (await slot.getAttribute('aria-label')) ?? '';
  const match = /(\d{1,2} \p{L}+) at (\d{2}:\d{2})/u.exec(label);
  expect(match, `a slot label with a day and a time: "${label}"`).not.toBeNull();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return { date: match![1]!, time: match![2]! };
}

const isPost = (request: Request, path: string) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`;

test.describe('home cleaning, started straight away', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('weekly home cleaning started straight away is Click & Go: its own page, priced, with BankID; Back returns to the choice', async ({ page }) => {
    await page.goto(`/en/book/home-cleaning?areaCode=${AREA_CODE}`);
    await expect(wizard(page)).toHaveAttribute('data-step', 'flow-choice');
    await page.getByLabel(/Start straight away/).check();
    await page.getByTestId('booking-next').click();
    // Click & Go takes over with the postal code: a direct order, priced from its first answers.
    await expect(page).toHaveURL(new RegExp(`/en/book/home-cleaning-direct\\?areaCode=${AREA_CODE}&step=configuration$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home cleaning Click & Go');
    await expect(wizard(page)).toHaveAttribute('data-step', 'configuration');
    await expect(page.getByTestId('price-toPay')).toBeVisible();
    await expect(page.getByTestId('price-rut-note')).toHaveText('The RUT deduction is subtracted once you have identified yourself with BankID.');
    await expect(page.getByRole('navigation', { name: 'Booking steps' })).toContainText('Identify');
    // Back: the weekly cleaning page with the choice made.
    await page.goBack();
    await expect(wizard(page)).toHaveAttribute('data-step', 'flow-choice');
    await expect(page.getByLabel(/Start straight away/)).toBeChecked();
  });

  test('Click & Go home cleaning: configuration, a time, BankID, address and contact, and the booking is the customer’s', async ({
    page,
    request,
    context,
  }) => {
    await page.goto(`/en/book/home-cleaning-direct?areaCode=${AREA_CODE}`);
    await expect(wizard(page)).toHaveAttribute('data-step', 'configuration');
    await page.getByLabel('Every other week', { exact: true }).check();
    await page.getByLabel(/Hours per visit/).fill('4');
    const price = page.getByRole('complementary', { name: 'Price' });
    await expect(price).toContainText(/kr/);
    await expect(page.getByTestId('booking-next')).toBeEnabled();
    await page.getByTestId('booking-next').click();
    // Its extras and the rest, asked too.
    await expect(wizard(page)).toHaveAttribute('data-step', 'cleaning-configuration');
    await page.getByLabel(/Oven cleaning/).check();
    await page.getByTestId('booking-next').click();
    await expect(wizard(page)).toHaveAttribute('data-step', 'optional-configuration');
    await page.getByLabel(/Are there pets in the home/).check();
    await page.getByTestId('booking-next').click();

    await expect(wizard(page)).toHaveAttribute('data-step', 'availability');
    const slot = await chooseLastFreeSlot(page);
    await page.getByTestId('booking-next').click();

    // BankID: the phone scans the QR code and approves through the test app's API.
    await expect(wizard(page)).toHaveAttribute('data-step', 'customer');
    await page.getByTestId('booking-identify').click();
    const scan = await request.post('/eid-simulator/api/scan', { data: { qr: await scanQr(page) } });
    expect(scan.status()).toBe(200);
    const { handle } = (await scan.json()) as { handle: string };
    expect((await request.post('/eid-simulator/api/sign', { data: { handle, personalNumber: PEOPLE.plain.pnr } })).status()).toBe(200);

    // Oskar's home, in the postal code booked.
    await expect(wizard(page)).toHaveAttribute('data-step', 'address', { timeout: 15_000 });
    await page.getByTestId('address-step').getByLabel(/Vasagatan 12/).check();
    await page.getByTestId('booking-next').click();

    await expect(wizard(page)).toHaveAttribute('data-step', 'contact');
    await fillContact(page);
    const answered = page.waitForResponse((response) => isPost(response.request(), '/v2/booking/direct'));
    await page.getByTestId('booking-submit').click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const result = (await response.json()) as { bookingId: string; reference: string; type: string; status: string; productId: number; startTime: string };
    expect(result).toMatchObject({ type: 'order', status: 'confirmed', productId: CLICK_AND_GO });

    // The receipt: what, when, where, the price and the reference.
    await expect(wizard(page)).toHaveAttribute('data-step', 'success');
    const success = page.getByTestId('booking-success');
    await expect(page.getByTestId('booking-reference')).toHaveText(result.reference);
    await expect(success).toContainText('Home cleaning');
    await expect(success).toContainText(new RegExp(`${slot.date} \\d{4} at ${slot.time}`));
    await expect(success).toContainText('Vasagatan 12, 111 20 Stockholm');
    await expect(success).toContainText(/kr/);

    // The booking is Oskar's: his calendar returns it, at the time and address booked.
    const sessionId = (await sessionTokenOf(context))!;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const bookings = await request.get(`/api/v2/customer/bookings?startDate=${day(-1)}&endDate=${day(90)}`, {
      headers: { 'X-SessionId': sessionId },
    });
    expect(bookings.status()).toBe(200);
    const { items } = (await bookings.json()) as {
      items: { id: string; productId: number; startTime: string; status: string; address: { street: string; zipCode: string; city: string } }[];
    };
    const booked = items.find((item) => item.id === result.bookingId);
    expect(booked, `booking ${result.bookingId} among the customer's bookings`).toBeDefined();
    expect(booked).toMatchObject({
      productId: CLICK_AND_GO,
      status: 'booked',
      address: { street: 'Vasagatan 12', zipCode: AREA_CODE, city: 'Stockholm' },
    });
    expect(Date.parse(booked!.startTime)).toBe(Date.parse(result.startTime));
    // Nobody else's: without the session the calendar is refused.
    expect((await request.get(`/api/v2/customer/bookings?startDate=${day(-1)}&endDate=${day(90)}`)).status()).toBe(401);
  });
});
