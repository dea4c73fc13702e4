import { PEOPLE, loginOnMyPages } from './bankid';
import { expect, giveConsent, sessionTokenOf, test } from './fixtures';
import { cancelFurthestVisit, unreadInMenu, unreadOnServer } from './notifications';
import { bookDeepCleaning } from './wizard';

/**
 * Live notifications over the socket (spec site.md §4, §6): a change made
 * elsewhere reaches an open tab without a reload, reading in one tab clears
 * the dot in the other (`notificationSocket.spec.ts` has the socket's
 * rules, which count nothing). Notifications are made by real events: here a visit cancelled
 * through the API, as a client that is no browser page, and a booking in the wizard.
 *
 * The counts are exact: Per Ström is the customer, whom no other test logs
 * in as, and the two tests of this file run one after the other.
 */
const PER = PEOPLE.protectedIdentity;

const NOTIFICATIONS_PATH = '/en/my-pages/notifications';

test.describe('live notifications', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a visit cancelled elsewhere shows in an open tab without a reload; reading all in it clears the dot in another tab', async ({ page, request, context }) => {
    await loginOnMyPages(page, PER.pnr);
    await page.goto(NOTIFICATIONS_PATH);
    await expect(page.getByTestId('notifications-page')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/en/my-pages');
    const token = (await sessionTokenOf(context))!;
    const before = await unreadOnServer(request, token);
    await expect.poll(() => unreadInMenu(other), { message: 'the other tab shows the live count' }).toBe(before);

    await cancelFurthestVisit(request, token);

    // The page's list and its live region, and the other tab's dot, without a reload.
    await expect(page.getByTestId('notification').first()).toHaveAttribute('data-unread', 'true');
    await expect(page.getByTestId('notifications-announcement')).toContainText('New notification:');
    await expect.poll(() => unreadInMenu(other)).toBe(before + 1);

    await page.bringToFront();
    await page.getByTestId('notifications-read-all').click();
    await expect(page.getByTestId('notifications-summary')).toContainText('0 unread');
    await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);
    await expect.poll(() => unreadInMenu(other)).toBe(0);
  });

  test('a booking made in one tab raises the unread count in another tab without a reload', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await loginOnMyPages(page, PER.pnr);
    const other = await context.newPage();
    await other.goto('/en/my-pages');
    await expect(other.getByTestId('my-pages-start')).toBeVisible();
    const before = await unreadOnServer(request, (await sessionTokenOf(context))!);
    await expect.poll(() => unreadInMenu(other), { message: 'the other tab shows the live count' }).toBe(before);

    // He books in the first tab, the other behind it, as a person at one screen does (the browser draws
    // frames for the tab in front only: acting in a tab behind waits a second for each frame).
    await page.bringToFront();
    // He has no saved address: the visit's is typed in, at the postal code the wizard opened with.
    const { booking } = await bookDeepCleaning(page, 'first', { street: 'Vasagatan 20', postalCode: '111 20', city: 'Stockholm' });
    await expect.poll(() => unreadInMenu(other), { message: 'the other tab counts the new booking' }).toBe(before + 1);
    // The notification tells of that booking, in the reader's language.
    await other.goto(NOTIFICATIONS_PATH);
    await expect(other.getByTestId('notification').first()).toContainText(booking.reference);
  });
});
