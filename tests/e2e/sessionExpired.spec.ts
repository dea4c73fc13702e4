import type { Page } from '@playwright/test';
import { SESSION_REF_COOKIE, SESSION_TOKEN_COOKIE } from '../../api/contract/auth';
import { expect, giveConsent, test } from './fixtures';

/**
 * A page loaded afresh with the cookies of a session that has ended (it went
 * idle, or was logged out elsewhere, while the browser kept its cookies):
 * the server raises the session-expired error and shows its page in place
 * of the one asked for, with "log in" back to that page and "our services"
 * (site.md §2, §4). Moving between pages in a tab is the expired-session
 * dialog's (journeys.spec.ts).
 */

/** The cookies of a session the server does not know: the shapes of real ones, never issued. */
async function endedSessionCookies(page: Page, baseURL: string) {
  await page.context().addCookies([
    { name: SESSION_REF_COOKIE, value: `s.${'E'.repeat(22)}`, url: baseURL },
    { name: SESSION_TOKEN_COOKIE.local, value: 'T'.repeat(43), url: baseURL, httpOnly: true },
  ]);
}

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name === SESSION_REF_COOKIE || cookie.name === SESSION_TOKEN_COOKIE.local).map((cookie) => cookie.name);

test.describe('a page loaded with the cookies of a session that has ended', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
    await endedSessionCookies(page, baseURL!);
  });

  test('My invoices in Swedish on a laptop: the session-expired page, whose "Logga in" comes back to the invoices', async ({ page }) => {
    const answer = await page.goto('/mina-sidor/fakturor');
    expect(answer?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du har blivit utloggad');
    await expect(page).toHaveTitle('Du har blivit utloggad | Hemglans');
    const actions = page.getByTestId('error-actions');
    await expect(actions.getByRole('link', { name: 'Våra tjänster' })).toHaveAttribute('href', '/');
    // No dialog over it: the page itself says so, and its answer ended the cookies.
    await expect.poll(() => sessionCookies(page)).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('login-link').first()).toBeVisible();
    await actions.getByRole('link', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(`/mina-sidor?referrer=${encodeURIComponent('/mina-sidor/fakturor')}`);
    await expect(page.getByTestId('login')).toBeVisible();
  });

  test.describe('on a phone in English', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a booking page: the session-expired page, with the way back to the booking at its postal code; once the cookies are gone, the wizard', async ({ page }) => {
      const answer = await page.goto('/en/book/window-cleaning?areaCode=11120');
      expect(answer?.status()).toBe(401);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been logged out');
      const actions = page.getByTestId('error-actions');
      await expect(actions.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/en/my-pages?referrer=${encodeURIComponent('/en/book/window-cleaning?areaCode=11120')}`,
      );
      await expect(actions.getByRole('link', { name: 'Our services' })).toHaveAttribute('href', '/en');
      await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
      await expect.poll(() => sessionCookies(page)).toEqual([]);
      await page.reload();
      await expect(page.getByTestId('booking-wizard')).toBeVisible();
    });
  });
});
