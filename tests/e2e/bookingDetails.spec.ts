import type { Price } from '../../api/contract/booking';
import { SERVICE_IDS } from '../../api/products';
import { routePath } from '../../api/routes';
import { PEOPLE } from './bankid';
import { expect, giveConsent, test, sessionTokenOf } from './fixtures';
import { amountOf, chooseSlot, expectFits, fillContact, identify, kronor, onStep, wizard, type SlotChoice } from './wizard';

/**
 * What a customer notices in a booking beyond walking its steps: who gets
 * RUT, the language changed halfway, a window cleaning of no windows, an
 * expired code, someone who is no customer yet booking directly, and a
 * time booked twice.
 */

const WINDOWS = '/boka/fonsterputs';

/** Window cleaning up to the customer step: a number of windows (8 unless told) and a free time (the first unless told); answers the time's label. */
async function toCustomerStep(
  page: import('@playwright/test').Page,
  path: string,
  lang: 'sv' | 'en' = 'sv',
  { windows = 8, slot = 'first' }: { windows?: number; slot?: SlotChoice } = {},
): Promise<string> {
  await page.goto(path);
  await onStep(page, 'configuration');
  const more = page.getByRole('button', { name: lang === 'sv' ? 'Öka Vanliga fönster' : 'Increase Ordinary windows' });
  for (let i = 0; i < windows; i += 1) await more.click();
  await page.getByTestId('booking-next').click();
  await onStep(page, 'optional-configuration');
  await page.getByTestId('booking-next').click();
  await onStep(page, 'availability');
  const label = await chooseSlot(page, slot);
  await page.getByTestId('booking-next').click();
  await onStep(page, 'customer');
  return label;
}

test.describe('booking details', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('someone acting for a company chooses it after BankID, and a company gets no RUT', async ({ page, request }) => {
    await toCustomerStep(page, `${WINDOWS}?areaCode=11152`);
    await identify(page, request, PEOPLE.powerOfAttorney.pnr);
    const step = page.getByTestId('booking-customer');
    await expect(step.getByRole('heading', { name: 'Vem gäller bokningen?' })).toBeVisible();
    await step.getByRole('button', { name: /Bergs Bageri AB/ }).click();
    await onStep(page, 'address');
    await expect(page.getByTestId('price-rut-note')).toHaveText('Företag får inget RUT-avdrag.');
    await expect(page.getByTestId('price-rut')).toHaveCount(0);
    // The site is logged in as the company.
    await expect(page.getByRole('banner')).toContainText('Bergs Bageri AB');
  });

  test('her own account gets RUT: the price drops once she is identified', async ({ page, request }) => {
    await toCustomerStep(page, `/en/book/window-cleaning?areaCode=11152`, 'en');
    const before = await amountOf(page.getByTestId('price-toPay'));
    await identify(page, request, PEOPLE.powerOfAttorney.pnr);
    await page.getByTestId('booking-customer').getByRole('button', { name: /Karin Berg/ }).click();
    await onStep(page, 'address');
    await expect(page.getByTestId('price-rut')).toBeVisible();
    const after = await amountOf(page.getByTestId('price-toPay'));
    expect(after).not.toBe(before);
    // Her home at the booked postal code is offered.
    await expect(page.getByTestId('address-step').getByRole('radio', { name: /Tegnérgatan 8/ })).toBeEnabled();
  });

  test('changing language halfway keeps the step, the postal code and the answers, and asks in the new language', async ({ page }) => {
    await page.goto(`${WINDOWS}?areaCode=11120`);
    await onStep(page, 'configuration');
    // Under the wizard, the questions of the service's page, one opened at a time.
    const questions = page.getByTestId('booking-questions');
    await expect(questions.getByRole('heading', { level: 2 })).toHaveText('Frågor om fönsterputs');
    const rain = questions.getByRole('button', { name: 'Putsar ni fönster när det regnar?' });
    await rain.click();
    await expect(rain).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.getByRole('region', { name: 'Putsar ni fönster när det regnar?' })).toContainText('lätt regn');
    const more = page.getByRole('button', { name: 'Öka Vanliga fönster' });
    for (let i = 0; i < 3; i += 1) await more.click();
    await page.getByTestId('booking-next').click();
    await onStep(page, 'optional-configuration');
    await expect(wizard(page)).toContainText('Övrigt');
    await page.getByTestId('language-toggle').click();
    await expect(questions.getByRole('heading', { level: 2 })).toHaveText('Questions about window cleaning');
    await expect(page).toHaveURL(/\/en\/book\/window-cleaning\?areaCode=11120&step=optional-configuration$/);
    await onStep(page, 'optional-configuration');
    await expect(wizard(page).getByLabel(/Anything else we should know/)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await onStep(page, 'configuration');
    await expect(wizard(page).getByRole('textbox', { name: /^Ordinary windows/ })).toHaveValue('3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Window cleaning');
  });

  for (const [lang, path, message] of [
    ['sv', `${WINDOWS}?areaCode=11120`, 'Ange minst ett fönster, en balkong eller ett takfönster.'],
    ['en', '/en/book/window-cleaning?areaCode=11120', 'Count at least one window, balcony panel or skylight.'],
  ] as const) {
    test(`a window cleaning of no windows cannot go on and says why (${lang})`, async ({ page }) => {
      await page.goto(path);
      await onStep(page, 'configuration');
      await expect(page.getByTestId('configuration-rule')).toHaveText(message);
      await expect(page.getByTestId('booking-next')).toBeDisabled();
      // Nothing to clean is no price (it was 299 kr of travel only).
      await expect(page.getByTestId('price-toPay')).toHaveCount(0);
      await page.getByRole('button', { name: lang === 'sv' ? 'Öka Takfönster' : 'Increase Skylights' }).click();
      await expect(page.getByTestId('configuration-rule')).toBeEmpty();
      await expect(page.getByTestId('booking-next')).toBeEnabled();
      await expect(page.getByTestId('price-toPay')).toBeVisible();
    });
  }

  for (const [lang, path, message] of [
    ['sv', `${WINDOWS}?areaCode=11120`, 'Koden JUL202 har gått ut.'],
    ['en', '/en/book/window-cleaning?areaCode=11120', 'The code JUL202 has expired.'],
  ] as const) {
    test(`an expired discount code says it has expired (${lang})`, async ({ page }) => {
      await page.goto(path);
      await onStep(page, 'configuration');
      const discount = page.getByTestId('discount-code');
      await discount.getByRole('textbox').fill('jul202');
      await discount.getByRole('textbox').press('Enter');
      await expect(discount.getByRole('alert')).toHaveText(message);
    });
  }

  test('someone who is no customer yet identifies, gets RUT, books and is a customer with the booking', async ({ page, request, context }) => {
    await toCustomerStep(page, `/en/book/window-cleaning?areaCode=11120`, 'en');
    await identify(page, request, PEOPLE.newcomer.pnr);
    await onStep(page, 'address');
    await expect(page.getByTestId('price-rut')).toBeVisible();
    const step = page.getByTestId('address-step');
    await step.getByLabel('Street address').fill('Sveavägen 1');
    await step.getByLabel('Postal code').fill('11120');
    await step.getByLabel('City').fill('Stockholm');
    await step.getByRole('button', { name: 'Use this address' }).click();
    await expect(step.getByRole('radio', { name: /Sveavägen 1/ })).toBeChecked();
    await page.getByTestId('booking-next').click();
    await onStep(page, 'contact');
    // BankID named her; the rest she types.
    await expect(wizard(page).getByLabel('First name')).toHaveValue('Leo');
    await expect(wizard(page).getByLabel('Last name')).toHaveValue('Sandberg');
    const shown = await amountOf(page.getByTestId('price-toPay'));
    const summaryLines = await Promise.all(['total', 'rut', 'vat'].map((line) => amountOf(page.getByTestId(`price-${line}`))));
    await fillContact(page, 'en');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/booking/direct');
    await page.getByTestId('booking-submit').click();
    expect((await answered).status()).toBe(200);
    await onStep(page, 'success');
    await expect(page.getByTestId('success-rut')).toBeVisible();
    expect(await amountOf(page.getByTestId('success-toPay'))).toBe(shown);
    // The receipt's price lines are the summary's: before deductions, RUT, VAT.
    expect(await Promise.all(['total', 'rut', 'vat'].map((line) => amountOf(page.getByTestId(`success-${line}`))))).toEqual(summaryLines);
    // A customer now: her session reads her account, with the address she booked at.
    const sessionCookie = () => sessionTokenOf(context);
    await expect.poll(sessionCookie).toBeTruthy();
    const sessionId = await sessionCookie();
    const me = await request.get('/api/v1/customer', { headers: { 'X-SessionId': sessionId! } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ firstName: 'Leo', addresses: [expect.objectContaining({ street: 'Sveavägen 1' })] });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const bookings = await request.get(`/api/v2/customer/bookings?startDate=${day(-1)}&endDate=${day(120)}`, { headers: { 'X-SessionId': sessionId! } });
    const [booked] = ((await bookings.json()) as { items: { price?: Price }[] }).items;
    expect(kronor(booked!.price!.totalToPay)).toBe(shown);
  });
});

/**
 * A second booking of a time already booked: Oskar books window cleaning at
 * home in another tab while this one is on its way, then presses "Book" here.
 * The server refuses it, the wizard says why and links to the booking there.
 * Each size takes its own free time (index), so the two never meet, nor the
 * other tests booking Oskar's window cleaning (the first and the last time).
 */
const DOUBLE_BOOKING = [
  { size: 'phone', lang: 'sv', slot: 2, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { size: 'laptop', lang: 'en', slot: 3, use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { size, lang, slot, use } of DOUBLE_BOOKING) {
  test.describe(`a double booking on a ${size} (${lang})`, () => {
    test.use(use);

    test('is refused with the reason and a link to the booking already there', async ({ page, request, context, baseURL }) => {
      await giveConsent(page, baseURL!);
      const label = await toCustomerStep(page, `${routePath('bookingWindowCleaningDirect', lang)}?areaCode=11120`, lang, { windows: 4, slot });
      await identify(page, request);
      await onStep(page, 'address');

      // The other tab: the same time, booked through the same calls the wizard makes.
      const headers = { 'X-SessionId': (await sessionTokenOf(context))! };
      const form = { productId: SERVICE_IDS.windowCleaning, configurationForm: { windowsOrdinary: 4, floors: '1' }, zipCode: '11120' };
      const calendar = await request.post('/api/v2/booking/direct/availability', { data: form, headers });
      const slots = ((await calendar.json()) as { slots: { startTime: string; available: boolean }[] }).slots.filter((s) => s.available);
      // The calendar's free time at that place is the one chosen: its day and time (Swedish) are in its name.
      const chosen = slots.find((s) => label.includes(` ${Number(s.startTime.slice(8, 10))} `) && label.includes(s.startTime.slice(11, 16)));
      expect(chosen, `a free time named "${label}"`).toBeDefined();
      const startTime = chosen!.startTime;
      const other = await request.post('/api/v2/booking/direct', {
        data: { ...form, addressId: 'addr-oskar-home', startTime },
        headers: { ...headers, 'Idempotency-Key': `other-tab-${size}-${Date.now()}` },
      });
      expect(other.status()).toBe(200);
      const first = (await other.json()) as { bookingId: string; reference: string };

      await page.getByTestId('address-step').getByRole('radio', { name: /Vasagatan 12/ }).check();
      await page.getByTestId('booking-next').click();
      await onStep(page, 'contact');
      await page.getByTestId('booking-submit').click();
      const alert = page.getByTestId('booking-error');
      await expect(alert).toContainText(lang === 'sv' ? 'Vi kunde inte göra den här bokningen:' : 'We could not make this booking:');
      await expect(alert).toContainText(
        lang === 'sv' ? 'Den här tjänsten är redan bokad på adressen vid den tiden.' : 'This service is already booked at this address at that time.',
      );
      await expect(wizard(page)).toHaveAttribute('data-step', 'contact');
      await expectFits(page);
      await alert.getByRole('link', { name: lang === 'sv' ? 'Se bokningen' : 'See the booking' }).click();
      await expect(page).toHaveURL(new RegExp(`${routePath('myBooking', lang, { id: first.bookingId })}$`));
      await expect(page.getByTestId('booking-reference')).toHaveText(first.reference);
    });
  });
}
