import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_TOKEN_COOKIE } from '../../api/contract/auth';

/**
 * Every page must run without CSP violations or uncaught errors: the fixture
 * collects them and fails the test that caused them.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        // Next's development server answers this script of its own as JSON; production builds have no such file.
        const nextDevManifest = text.includes('/_next/static/development/_clientMiddlewareManifest.js');
        if (message.type() === 'error' && /Content Security Policy|Refused to (load|execute|apply)/i.test(text) && !nextDevManifest) {
          errors.push(`csp: ${text}`);
        }
        if (message.type() === 'error' && /Hydration|did not match/i.test(text)) errors.push(`hydration: ${text}`);
      });
      await use(errors);
      expect(errors, 'no CSP violations, hydration or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Starts with a consent already given (the necessary only, or with statistics), so the banner does not cover the page. */
export async function giveConsent(page: Page, baseURL: string, { statistics = false } = {}) {
  const record = {
    categories: { necessary: true, performance: false, statistics, marketing: false },
    date: new Date().toISOString(),
    levels: statistics ? ['necessary', 'statistics'] : ['necessary'],
    revision: '1.0',
  };
  await page.context().addCookies([{ name: 'consent', value: encodeURIComponent(JSON.stringify(record)), url: baseURL }]);
}

/**
 * The session token a logged-in browser holds, read as a script outside the
 * page would (the page itself cannot: the cookie is HttpOnly), for calls the
 * test makes as a client that is no browser page (`X-SessionId: <token>`).
 */
export async function sessionTokenOf(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_TOKEN_COOKIE.local);
  if (cookie) expect(cookie.httpOnly, 'the session cookie is HttpOnly').toBe(true);
  return cookie?.value;
}

/** A message of the development outbox, as a tester reads it. */
export interface OutboxItem {
  channel: 'sms' | 'email';
  subject: string | null;
  body: string;
}

/** The development outbox's messages to a recipient, newest first, as a tester reads them. */
export async function outboxTo(page: Page, to: string): Promise<OutboxItem[]> {
  const answer = await page.request.get(`/outbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: OutboxItem[] }).items;
}

/** An analytics event as the development outbox lists it (`/outbox/api/analytics`). */
export interface StoredAnalyticsEvent {
  appId: string;
  identity: string;
  userId: string | null;
  event: string;
  properties: Record<string, unknown> | null;
  occurredAt: string;
}

/** The analytics events stored for one visitor (the anonymous id the page keeps as `userId`), oldest first. */
export async function analyticsEventsOf(request: APIRequestContext, identity: string): Promise<StoredAnalyticsEvent[]> {
  const response = await request.get('/outbox/api/analytics');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: StoredAnalyticsEvent[] };
  return items.filter((item) => item.identity === identity).reverse();
}

/** The anonymous id of the visitor a page belongs to (sent as `X-UserId` and as the events' `identity`). */
export const visitorIdOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('userId'));
