import type { Browser, Page } from '@playwright/test';
import type { CustomerBooking } from '../../api/contract/customer';
import { routePath } from '../../api/routes';
import { approveInApp, approveWithApp, loginWithQrAs, PEOPLE } from './bankid';
import { expect, giveConsent, sessionTokenOf, test } from './fixtures';
import { bookDeepCleaning, expectAccessible, expectFits, kronor, TIMES_TO_SHARE, weekWithTimes, type Lang } from './wizard';

/**
 * My pages as a customer uses them, against the real server and its seeded
 * history: Oskar books deep cleaning in the wizard, finds it on My bookings,
 * moves it and cancels it in time (free), and cancels his seeded visit of
 * the next working day late (half the price); on a phone in Swedish he
 * rates a past visit and opens his overdue invoice; Karin, acting for
 * Gustav Berg, sees only Gustav's visits.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Logs in on My pages: by QR code from a second device on a laptop, by BankID on the same device on a phone. */
async function logIn(page: Page, browser: Browser, lang: Lang, pnr: string) {
  await page.goto(routePath('myPages', lang));
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: lang === 'sv' ? 'Öppna BankID' : 'Open BankID' }).click();
    const app = await opened;
    await app.waitForLoadState();
    if (await app.locator('#scan-button').isVisible()) await app.locator('#scan-button').click();
    await approveInApp(app, pnr);
    await app.close();
  } else {
    await approveWithApp(page, pnr);
  }
  await expect(page.getByTestId('my-pages-start')).toBeVisible({ timeout: 15_000 });
}

/** The logged-in customer's visits as the server has them, a year back and a year ahead. */
async function visitsOf(page: Page): Promise<CustomerBooking[]> {
  const sessionId = (await sessionTokenOf(page.context()))!;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await page.request.get(`/api/v2/customer/bookings?startDate=${day(-365)}&endDate=${day(365)}`, { headers: { 'X-SessionId': sessionId } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: CustomerBooking[] }).items;
}

test.describe('my pages', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a booking made in the wizard is on My bookings at once, and can be moved and then cancelled free in time', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await logIn(page, browser, 'en', PEOPLE.plain.pnr);
    // The offer his unread notification tells of is on his start page.
    await expect(page.getByTestId('start-offers').getByTestId('start-offer')).toHaveCount(1);
    // The week's last free time: the booking routes' walk books Oskar's deep cleaning at the first, the notifications test at the second.
    const { booking, shownPrice } = await bookDeepCleaning(page, 'last');

    await page.getByRole('link', { name: 'See my bookings' }).click();
    await expect(page.getByTestId('bookings-page')).toBeVisible();
    const row = page.getByTestId('bookings-coming').locator(`[data-visit-id="${booking.bookingId}"]`);
    await expect(row).toContainText('Deep cleaning');
    await expect(row).toContainText('Vasagatan 12, 111 20 Stockholm');
    await expect(row.getByTestId('visit-price')).toHaveText(shownPrice);
    await expectFits(page);
    await expectAccessible(page);

    await row.getByRole('link', { name: /Deep cleaning/ }).click();
    const detail = page.getByTestId('booking-detail');
    await expect(detail).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
    await expect(page.getByTestId('booking-to-pay')).toHaveText(shownPrice);
    // Two cleaners come for a deep cleaning.
    await expect(page.getByTestId('booking-staff')).toHaveText(/\p{L}+, \p{L}+/u);
    const before = await page.getByTestId('booking-when').innerText();
    await expectAccessible(page);

    // Move: a reason and another free time from the same calendar as the wizard's.
    await page.getByTestId('booking-action-rebook').click();
    const rebook = page.getByTestId('rebook-panel');
    await rebook.getByTestId('reason-options').getByRole('radio').first().check();
    await weekWithTimes(rebook.getByTestId('availability-calendar'), TIMES_TO_SHARE);
    const other = rebook.locator('[data-testid=slot]:not([disabled])').nth(1);
    await other.click();
    await rebook.getByTestId('rebook-continue').click();
    await expect(rebook.getByTestId('rebook-terms')).toContainText('Moving is free of charge until');
    await rebook.getByTestId('rebook-confirm').click();
    await expect(rebook.getByTestId('rebook-done')).toContainText('Your visit is moved to');
    await expect(page.getByTestId('booking-when')).not.toHaveText(before);
    const moved = (await visitsOf(page)).find((visit) => visit.id === booking.bookingId)!;
    expect(moved.startTime).not.toBe(booking.startTime);
    await rebook.getByRole('button', { name: 'Close' }).click();

    // Cancel in time: free, said before confirming and after.
    await page.getByTestId('booking-action-cancel').click();
    const cancel = page.getByTestId('cancel-panel');
    await cancel.getByTestId('reason-options').getByRole('radio', { name: 'My plans have changed' }).check();
    await cancel.getByTestId('cancel-continue').click();
    await expect(cancel.getByTestId('cancel-terms')).toContainText('Cancelling is free of charge until');
    await cancel.getByTestId('cancel-confirm').click();
    await expect(cancel.getByTestId('cancel-done')).toContainText('Your visit is cancelled free of charge.');
    await expect(detail).toContainText('Cancelled');

    // Gone from the coming visits, kept among the past ones as cancelled.
    await page.goto(routePath('myBookings', 'en'));
    await expect(page.getByTestId('bookings-page')).toBeVisible();
    await expect(page.getByTestId('bookings-coming').locator(`[data-visit-id="${booking.bookingId}"]`)).toHaveCount(0);
    await expect(page.getByTestId('bookings-past').locator(`[data-visit-id="${booking.bookingId}"]`)).toContainText('Cancelled');
  });

  test('a visit inside the notice period costs half its price to cancel, said before confirming', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await logIn(page, browser, 'en', PEOPLE.plain.pnr);
    // Oskar's seeded window cleaning on the next working day.
    const late = (await visitsOf(page))
      .filter((visit) => visit.status === 'booked')
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0]!;
    const price = late.price!.totalToPay;
    const fee = Math.round(price / 2 / 100) * 100;
    await page.goto(routePath('myBooking', 'en', { id: late.id }));
    await expect(page.getByTestId('booking-detail')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('booking-action-rebook')).toHaveCount(0);
    await expect(page.getByTestId('booking-too-late-to-move')).toHaveText(
      'It is less than two working days to the visit, so it can no longer be moved. You can still cancel it, for a fee.',
    );
    await page.getByTestId('booking-action-cancel').click();
    const cancel = page.getByTestId('cancel-panel');
    await cancel.getByTestId('reason-options').getByRole('radio').first().check();
    await cancel.getByTestId('cancel-continue').click();
    await expect(cancel.getByTestId('cancel-terms')).toContainText(`Cancelling now costs ${kronor(fee)}`);
    await cancel.getByTestId('cancel-confirm').click();
    await expect(cancel.getByTestId('cancel-done')).toContainText(`A cancellation fee of ${kronor(fee)} will be invoiced.`);
  });

  test.describe('on a phone in Swedish', () => {
    test.use(PHONE);

    test('a past visit is rated once, and the overdue invoice shows its lines, bankgiro and OCR', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await logIn(page, browser, 'sv', PEOPLE.plain.pnr);
      // The overdue invoice is highlighted at the top of My pages.
      const highlighted = page.getByTestId('start-invoices').getByTestId('start-invoice').first();
      await expect(highlighted).toContainText('Förfallen');
      await expectFits(page);
      await expectAccessible(page);
      // The customer-service e-mail wraps after its @ or before a dot, never inside a word.
      const email = page.getByTestId('start-support').locator('a[href^="mailto:"]');
      await expect(email).toBeVisible();
      const cutWords = await email.evaluate((link) =>
        [...link.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent)
          .filter((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
          })
          .map((node) => node.textContent),
      );
      expect(cutWords).toEqual([]);

      // A language switch reads the visits again: their names as the server words them in English.
      const latest = await page.request.get('/api/v3/customer/bookings/latest?lang=en', { headers: { 'X-SessionId': (await sessionTokenOf(page.context()))! } });
      const english = ((await latest.json()) as { items: CustomerBooking[] }).items.map((item) => item.title);
      await page.getByTestId('site-header').getByTestId('language-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('start-visit').first().getByRole('link')).toHaveText(new RegExp(`^(${english.join('|')})$`));
      // My pages' own words switch with the site's (their catalog part loads with the site's).
      await expect(page.getByRole('heading', { name: 'Next visits' })).toBeVisible();
      await expect(page).toHaveTitle(/^My pages/);

      await page.goto(routePath('myBookings', 'sv'));
      const past = page.getByTestId('bookings-past').getByTestId('visit').filter({ hasText: 'Utförd' }).first();
      await past.getByRole('link').click();
      await expect(page.getByTestId('booking-detail')).toHaveAttribute('data-status', 'ready');
      await page.getByTestId('booking-action-rate').click();
      const rate = page.getByTestId('rate-panel');
      await rate.getByRole('radio', { name: '5 av 5' }).check();
      await rate.getByTestId('rate-submit').click();
      await expect(rate.getByTestId('rate-done')).toContainText('5 av 5');
      await expect(page.getByTestId('booking-action-rate')).toHaveCount(0);
      await expectFits(page);

      // A language switch on the visit reads it again: its name as the server words it in English.
      const visitId = new URL(page.url()).pathname.split('/').at(-1)!;
      const visit = await page.request.get(`/api/v2/customer/bookings/${visitId}?lang=en`, { headers: { 'X-SessionId': (await sessionTokenOf(page.context()))! } });
      const englishTitle = ((await visit.json()) as { title: string }).title;
      await page.getByTestId('site-header').getByTestId('language-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);

      await page.goto(routePath('myPages', 'sv'));
      await page.getByTestId('start-invoices').getByTestId('start-invoice').first().getByRole('link').click();
      const invoice = page.getByTestId('invoice-page');
      await expect(invoice).toBeVisible();
      await expect(page.getByTestId('invoice-lines')).toContainText(/\d/);
      await expect(page.getByTestId('invoice-to-pay')).toHaveText(/^\d[\d\s]*(,\d\d)?\s?kr$/);
      await expect(page.getByTestId('invoice-rut')).toHaveText(/kr$/);
      await expect(page.getByTestId('invoice-vat')).toHaveText(/kr$/);
      await expect(page.getByTestId('invoice-bankgiro')).toHaveText('5050-1055');
      await expect(page.getByTestId('invoice-ocr')).toHaveText(/^\d{4,25}$/);
      await expectFits(page);
      await expectAccessible(page);
    });
  });

  test('Karin acting for Gustav Berg sees only his visits', async ({ page }) => {
    test.setTimeout(120_000);
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Gustav Berg/);
    await page.goto(routePath('myBookings', 'en'));
    const visits = page.getByTestId('visit');
    await expect(visits.first()).toBeVisible();
    const shown = await visits.allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) {
      expect(text).toContain('Storgatan 3');
      expect(text).not.toContain('Tegnérgatan 8');
    }
    const served = await visitsOf(page);
    expect(served.every((visit) => visit.address.street === 'Storgatan 3')).toBe(true);
    expect(served.length).toBe(shown.length);

    // His users she may see, not change: no Remove, contact or invite that the server would refuse, and why.
    await page.goto(routePath('accountUsers', 'en'));
    await expect(page.getByTestId('users-page')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('user').first()).toBeVisible();
    await expect(page.getByTestId('users-page').getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('users-read-only')).toHaveText('Only the account holder can invite, remove people or change the contact person.');
  });
});
