import type { APIRequestContext } from '@playwright/test';
import { analyticsEventsOf, expect, giveConsent, test, visitorIdOf, type StoredAnalyticsEvent } from './fixtures';

/** What the events said, in the order they happened (names and properties). */
const said = (events: StoredAnalyticsEvent[]) => events.map((event) => ({ event: event.event, ...event.properties }));

/**
 * Waits until the visitor's stored events count `count` of `event`: a page
 * sends its events in batches once its sender has come, so a test that
 * leaves a page at once (as a visitor may, losing its last moments) waits
 * for them first.
 */
async function storedCount(request: APIRequestContext, visitor: string, event: string, count: number) {
  await expect.poll(async () => (await analyticsEventsOf(request, visitor)).filter((stored) => stored.event === event).length, { timeout: 20_000 }).toBe(count);
}

test.describe('analytics through our own endpoint', () => {
  test('on a laptop in English with statistics allowed: page views, the postal-code check, each booking step, the booking with its value and an error page are stored under the visitor', async ({
    page,
    baseURL,
    request,
  }) => {
    await giveConsent(page, baseURL!, { statistics: true });
    await page.goto('/en/services/handyman');
    const form = page.getByTestId('postal-code-form').first();
    // Kiruna first, which we do not serve, then central Stockholm.
    await form.getByLabel('Postal code').fill('981 32');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(form.getByTestId('postal-code-error')).toBeVisible();
    await form.getByLabel('Postal code').fill('111 20');
    await form.getByRole('button', { name: 'Get started' }).click();
    const wizard = page.getByTestId('booking-wizard');
    await expect(wizard).toHaveAttribute('data-step', 'configuration');
    await page.getByLabel('Describe the job').fill('Hang three pictures in the hall.');
    await page.getByTestId('booking-next').click();
    await expect(wizard).toHaveAttribute('data-step', 'optional-configuration');
    await page.getByTestId('booking-next').click();
    await expect(wizard).toHaveAttribute('data-step', 'contact');
    await page.getByLabel('First name').fill('Oskar');
    await page.getByLabel('Last name').fill('Lindqvist');
    await page.getByLabel('Email').fill('oskar@example.com');
    await page.getByLabel(/phone/i).fill('0701234567');
    await page.getByLabel('Street address').fill('Storgatan 1');
    await page.getByLabel('City').fill('Stockholm');
    await page.getByTestId('booking-submit').click();
    await expect(wizard).toHaveAttribute('data-step', 'success');
    const visitor = await visitorIdOf(page);
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    await storedCount(request, visitor!, 'booking', 1);
    // The receipt again after a reload is no second booking.
    await page.reload();
    await expect(wizard).toHaveAttribute('data-step', 'success');
    await storedCount(request, visitor!, 'pageView', 3);
    // Another address of the site that does not exist: the error page, in the same tab.
    await page.goto('/en/no-such-page');
    await expect(page.locator('[data-error-code="404"]')).toBeVisible();

    await expect
      .poll(async () => said(await analyticsEventsOf(request, visitor!)).filter((event) => event.event !== 'pageView'), { timeout: 15_000 })
      .toEqual([
        { event: 'postalCodeChecked', zipCode: '98132', productId: 340030, available: false },
        { event: 'serviceUnavailable', zipCode: '98132', productId: 340030 },
        { event: 'postalCodeChecked', zipCode: '11120', productId: 340030, available: true },
        { event: 'bookingStep', productId: 340030, step: 'configuration' },
        { event: 'bookingStep', productId: 340030, step: 'optional-configuration' },
        { event: 'bookingStep', productId: 340030, step: 'contact' },
        { event: 'bookingStep', productId: 340030, step: 'success' },
        // site.md §9: a handyman booking is worth 800 SEK.
        { event: 'booking', productId: 340030, value: 800, currency: 'SEK' },
        { event: 'bookingStep', productId: 340030, step: 'success' },
        { event: 'error', status: 404, path: '/en/no-such-page', slug: '404' },
      ]);
    const events = await analyticsEventsOf(request, visitor!);
    expect(said(events.filter((event) => event.event === 'pageView'))).toEqual([
      { event: 'pageView', path: '/en/services/handyman', lang: 'en' },
      { event: 'pageView', path: '/en/book/handyman', lang: 'en' },
      { event: 'pageView', path: '/en/book/handyman', lang: 'en' },
      { event: 'pageView', path: '/en/no-such-page', lang: 'en' },
    ]);
    expect(new Set(events.map((event) => event.appId))).toEqual(new Set(['site']));
  });

  test.describe('on a phone in Swedish', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('nothing of what a visitor did before allowing statistics is stored, and what follows is', async ({ page, request }) => {
      await page.goto('/tjanster/hantverkare');
      const form = page.getByTestId('postal-code-form').first();
      await form.getByLabel('Postnummer').fill('981 32');
      await form.getByRole('button', { name: 'Kom igång' }).click();
      await expect(form.getByTestId('postal-code-error')).toBeVisible();
      const visitor = await visitorIdOf(page);
      await page.getByRole('button', { name: 'Godkänn alla' }).first().click();
      await page.goto('/tjanster');
      await expect(page.locator('h1')).toBeVisible();

      await expect.poll(async () => said(await analyticsEventsOf(request, visitor!)), { timeout: 15_000 }).toEqual([{ event: 'pageView', path: '/tjanster', lang: 'sv' }]);
    });
  });
});
