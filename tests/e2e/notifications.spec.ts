import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { PEOPLE, loginWithQr, loginWithQrAs } from './bankid';
import { expect, giveConsent, sessionTokenOf, test } from './fixtures';

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

/** The unread count the account menu reports to screen readers, 0 without a dot. */
async function unreadInMenu(page: Page): Promise<number> {
  const dot = page.getByTestId('account-menu').getByTestId('unread-dot');
  if ((await dot.count()) === 0) return 0;
  const name = (await page.getByTestId('account-menu').getByRole('link', { name: /^Notifications/, includeHidden: true }).textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** Cancels one of the customer's coming visits through the API: the server notifies the account. */
async function cancelAVisit(request: APIRequestContext, token: string): Promise<void> {
  const headers = { 'X-SessionId': token };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const bookings = await request.get(`/api/v2/customer/bookings?startDate=${day(1)}&endDate=${day(365)}`, { headers });
  expect(bookings.status()).toBe(200);
  const visit = ((await bookings.json()) as { items: { id: string; status: string }[] }).items.find((item) => item.status === 'booked');
  expect(visit, 'a coming visit to cancel').toBeDefined();
  const reasons = await request.get('/api/v2/customer/bookings/cancel/reasons', { headers });
  const [reason] = ((await reasons.json()) as { items: { id: string }[] }).items;
  const answer = await request.post(`/api/v2/customer/bookings/${visit!.id}/cancel`, { headers, data: { reason: reason!.id } });
  expect(answer.status()).toBe(200);
}

test.describe('live notifications', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a visit cancelled elsewhere shows in an open tab without a reload; reading all in it clears the dot in another tab', async ({ page, browser, request, context }) => {
    await page.goto('/en/my-pages');
    const phone = await (await browser.newContext()).newPage();
    await loginWithQr(page, phone, PEOPLE.plain.pnr);
    await phone.context().close();
    await page.goto(NOTIFICATIONS_PATH);
    await expect(page.getByTestId('notifications-page')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/en/my-pages');
    const before = await unreadInMenu(other);

    await cancelAVisit(request, (await sessionTokenOf(context))!);

    // The page's list and its live region, and the other tab's dot, without a reload.
    await expect(page.getByTestId('notification').first()).toHaveAttribute('data-unread', 'true');
    await expect(page.getByTestId('notifications-announcement')).toContainText('New notification:');
    await expect.poll(() => unreadInMenu(other)).toBe(before + 1);

    await page.getByTestId('notifications-read-all').click();
    await expect(page.getByTestId('notifications-summary')).toContainText('0 unread');
    await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);
    await expect.poll(() => unreadInMenu(other)).toBe(0);
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
    await page.goto('/en/my-pages');
    const phone = await (await browser.newContext()).newPage();
    await loginWithQr(page, phone, PEOPLE.plain.pnr);
    await phone.context().close();
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
      await page.getByRole('button', { name: 'Cancel' }).press('Enter');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  });
});
