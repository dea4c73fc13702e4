import type { WebSocket } from '@playwright/test';
import { PEOPLE, approveWithApp, loginOnMyPages, loginWithQrAs } from './bankid';
import { expect, giveConsent, test } from './fixtures';

/**
 * The notification socket and page where no unread count is kept exactly
 * (those are `notifications.spec.ts`, run on their own): only a main
 * account's session opens the socket, logging out closes it, and the page
 * works on a phone with the keyboard. These run beside the other tests.
 */

const NOTIFICATIONS_PATH = '/en/my-pages/notifications';

/** Whether `socket` is the notification socket (socket.io on this host, websocket only). */
const isNotificationSocket = (socket: WebSocket) => new URL(socket.url()).pathname.startsWith('/socket.io/');

test.describe('the notification socket and page', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a session acting for another account opens no socket and shows no dot', async ({ page }) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => {
      if (isNotificationSocket(socket)) sockets.push(socket);
    });
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Gustav Berg/);
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
    await approveWithApp(page, PEOPLE.plain.pnr);
    await expect.poll(() => sockets.length).toBe(1);
    const menu = page.getByTestId('account-menu');
    await menu.getByRole('button', { name: /Account menu/ }).click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    // The browser and the server both end the socket on logout; whichever is
    // first, Chromium may report the other side's end as a socket error before
    // the close, so the test asks only whether the socket ended.
    await expect.poll(() => sockets[0]!.isClosed()).toBe(true);
  });

  test('the notifications page works on a phone with the keyboard: Show more, mark read, delete with a confirmation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginOnMyPages(page, PEOPLE.plain.pnr);
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
