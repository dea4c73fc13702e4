import type { WebSocket } from '@playwright/test';
import { PEOPLE, loginOnMyPages, loginWithQr, loginWithQrAs } from './bankid';
import { expect, giveConsent, sessionTokenOf, test } from './fixtures';
import { cancelFurthestVisit, unreadInMenu, unreadOnServer } from './notifications';
import { bookDeepCleaning } from './wizard';

/**
 * Live notifications over the socket (spec site.md §4, §6): a change made
 * elsewhere reaches an open tab without a reload, reading in one tab clears
 * the dot in the other, and a session acting for another account gets no
 * socket. Notifications are made by real events: here a visit cancelled
 * through the API, as a client that is no browser page.
 */

const NOTIFICATIONS_PATH = '/en/my-pages/notifications';

/** Whether `socket` is the notification socket (socket.io on this host, websocket only). */
const isNotificationSocket = (socket: WebSocket) => new URL(socket.url()).pathname.startsWith('/socket.io/');

test.describe('live notifications', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a visit cancelled elsewhere shows in an open tab without a reload; reading all in it clears the dot in another tab', async ({ page, browser, request, context }) => {
    await loginOnMyPages(page, browser, PEOPLE.plain.pnr);
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

    await page.getByTestId('notifications-read-all').click();
    await expect(page.getByTestId('notifications-summary')).toContainText('0 unread');
    await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);
    await expect.poll(() => unreadInMenu(other)).toBe(0);
  });

  test('a booking made in one tab raises the unread count in another tab without a reload', async ({ page, browser, context, request }) => {
    test.setTimeout(120_000);
    await loginOnMyPages(page, browser, PEOPLE.plain.pnr);
    const other = await context.newPage();
    await other.goto('/en/my-pages');
    await expect(other.getByTestId('my-pages-start')).toBeVisible();
    const before = await unreadOnServer(request, (await sessionTokenOf(context))!);
    await expect.poll(() => unreadInMenu(other), { message: 'the other tab shows the live count' }).toBe(before);

    const { booking } = await bookDeepCleaning(page);
    await expect.poll(() => unreadInMenu(other), { message: 'the other tab counts the new booking' }).toBe(before + 1);
    // The notification tells of that booking, in the reader's language.
    await other.goto(NOTIFICATIONS_PATH);
    await expect(other.getByTestId('notification').first()).toContainText(booking.reference);
  });

  test('a session acting for another account opens no socket and shows no dot', async ({ page, browser }) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => {
      if (isNotificationSocket(socket)) sockets.push(socket);
    });
    await loginWithQrAs(page, browser, PEOPLE.powerOfAttorney.pnr, /Gustav Berg/);
    await page.goto(NOTIFICATIONS_PATH);
    await expect(page.getByTestId('notifications-page')).toBeVisible();
    await expect(page.getByTestId('account-menu').getByTestId('unread-dot')).toHaveCount(0);
    expect(sockets).toEqual([]);
  });

  test('a main account opens one websocket, and logging out closes it', async ({ page, browser }) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => {
      if (isNotificationSocket(socket)) sockets.push(socket);
    });
    await page.goto('/en/my-pages');
    const phone = await (await browser.newContext()).newPage();
    await loginWithQr(page, phone, PEOPLE.plain.pnr);
    await phone.context().close();
    await expect.poll(() => sockets.length).toBe(1);
    const menu = page.getByTestId('account-menu');
    await menu.getByRole('button', { name: /Account menu/ }).click();
    const closed = sockets[0]!.waitForEvent('close');
    await menu.getByRole('button', { name: 'Log out' }).click();
    await closed;
  });

  test('the notifications page works on a phone with the keyboard: Show more, mark read, delete with a confirmation', async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginOnMyPages(page, browser, PEOPLE.plain.pnr);
    await page.goto(NOTIFICATIONS_PATH);
    const list = page.getByTestId('notifications-page');
    await expect(list.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    const deleteAll = page.getByTestId('notifications-delete-all');
    if (await deleteAll.isVisible()) {
      await deleteAll.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toBeFocused();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).press('Enter');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  });
});
