import type { Price } from '../../api/contract/booking';
import { PEOPLE } from './bankid';
import { expect, giveConsent, test, sessionTokenOf } from './fixtures';
import { amountOf, chooseFirstSlot, fillContact, identify, kronor, onStep, wizard } from './wizard';

/**
 * What a customer notices in a booking beyond walking its steps: who gets
 * RUT, the language changed halfway, a window cleaning of no windows, an
 * expired code, and someone who is no customer yet booking directly.
 */

const WINDOWS = '/boka/fonsterputs';

/** Window cleaning up to the customer step: a few windows and the first free time. */
async function toCustomerStep(page: import('@playwright/test').Page, path: string, lang: 'sv' | 'en' = 'sv') {
  await page.goto(path);
  await onStep(page, 'configuration');
  const more = page.getByRole('button', { name: lang === 'sv' ? 'Öka Vanliga fönster' : 'Increase Ordinary windows' });
  for (let i = 0; i < 8; i += 1) await more.click();
  await page.getByTestId('booking-next').click();
  await onStep(page, 'optional-configuration');
  await page.getByTestId('booking-next').click();
  await onStep(page, 'availability');
  await chooseFirstSlot(page);
  await page.getByTestId('booking-next').click();
  await onStep(page, 'customer');
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
    const more = page.getByRole('button', { name: 'Öka Vanliga fönster' });
    for (let i = 0; i < 3; i += 1) await more.click();
    await page.getByTestId('booking-next').click();
    await onStep(page, 'optional-configuration');
    await expect(wizard(page)).toContainText('Övrigt');
    await page.getByTestId('language-toggle').click();
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
