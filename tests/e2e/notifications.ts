import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The unread count the account menu tells screen readers; 0 without a dot. */
export async function unreadInMenu(page: Page): Promise<number> {
  const menu = page.getByTestId('account-menu');
  if ((await menu.getByTestId('unread-dot').count()) === 0) return 0;
  const name = (await menu.getByRole('link', { name: /^Notifications/, includeHidden: true }).textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/**
 * Cancels the customer's furthest coming visit through the API of `server`
 * (this run's server unless named), as a client that is no browser page:
 * the server notifies the account. The furthest, because the nearest ones
 * are what the My pages tests move and cancel, and because it is cancelled
 * free of charge (no fee to invoice, so no second notification follows).
 */
export async function cancelFurthestVisit(request: APIRequestContext, token: string, server = ''): Promise<void> {
  const headers = { 'X-SessionId': token };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const bookings = await request.get(`${server}/api/v2/customer/bookings?startDate=${day(1)}&endDate=${day(365)}`, { headers });
  expect(bookings.status()).toBe(200);
  const visit = ((await bookings.json()) as { items: { id: string; status: string; startTime: string }[] }).items
    .filter((item) => item.status === 'booked')
    .sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
  expect(visit, 'a coming visit to cancel').toBeDefined();
  const reasons = await request.get(`${server}/api/v2/customer/bookings/cancel/reasons`, { headers });
  const [reason] = ((await reasons.json()) as { items: { id: string }[] }).items;
  const answer = await request.post(`${server}/api/v2/customer/bookings/${visit!.id}/cancel`, { headers, data: { reason: reason!.id } });
  expect(answer.status()).toBe(200);
}

/** The account's unread count as the server has it. */
export async function unreadOnServer(request: APIRequestContext, token: string, server = ''): Promise<number> {
  const answer = await request.get(`${server}/api/v2/customer/notifications?itemsPerPage=1`, { headers: { 'X-SessionId': token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { unread: number }).unread;
}
