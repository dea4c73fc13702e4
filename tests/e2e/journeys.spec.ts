import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SESSION_REF_COOKIE, SESSION_TOKEN_COOKIE } from '../../api/contract/auth';
import type { BookingStep } from '../../api/contract/booking';
import type { CustomerBooking } from '../../api/contract/customer';
import { routePath } from '../../api/routes';
import { BOOKING_PRODUCTS } from '../../machines/booking/wizard/products';
import { approveInApp, approveWithApp, loginWithQr, loginWithQrAs, openTestApp, PEOPLE, scanInApp, scanQr } from './bankid';
import { DIRECTORY_PEOPLE, signOnInDirectory } from './directory';
import { expect, giveConsent, sessionTokenOf, test } from './fixtures';
import { answersShown, answerStep, bookingForm, chooseLastSlot, currentStep, fillContact, identifyMaja, type Lang, MAJA, onStep, priceShown, questionsOfStep } from './wizard';

/**
 * Journeys that cross actors: a session that the server ends (or whose
 * cookies the browser loses) while the customer moves through My pages, a
 * reload after BankID in the booking wizard, and a reload in the middle of
 * the flows with a URL that no other file reloads (weekly home cleaning, a
 * visit with its cancel panel open, the log-in page mid-BankID, the staff
 * desk acting for a customer). Each asserts only what the person sees. The
 * language switch at every step of a booking, before and after BankID, is
 * languageSwitch.spec.ts; a reload at every step of a booking of each kind
 * is bookingRoutes.spec.ts's laptop walks.
 */

/** Maja Holm (README "Logging in with BankID"): a customer with addresses at 111 20 and 411 19. */
/** Per Ström: a seeded customer no other end-to-end test logs in as. */
const PER = { pnr: '195501019995', firstName: 'Per' } as const;
const OSKAR = PEOPLE.plain;

const WINDOW_CLEANING = BOOKING_PRODUCTS.find((product) => product.route === 'bookingWindowCleaningDirect')!;
const HOME_CLEANING = BOOKING_PRODUCTS.find((product) => product.route === 'bookingHomeCleaningRfp')!;

const header = (page: Page) => page.getByTestId('site-header');

/**
 * Window cleaning at 111 20 up to the address step, Maja identified with
 * BankID (QR) at the customer step; answers the price shown there.
 */
async function windowCleaningToAddress(page: Page, request: APIRequestContext, lang: Lang) {
  const form = await bookingForm(request, WINDOW_CLEANING, lang);
  await page.goto(`${routePath('bookingWindowCleaningDirect', lang)}?areaCode=11120`);
  for (const step of ['configuration', 'optional-configuration'] as const) {
    await onStep(page, step);
    await answerStep(page, questionsOfStep(WINDOW_CLEANING, form, step), form, lang);
    await page.getByTestId('booking-next').click();
  }
  await onStep(page, 'availability');
  // Other tests book window cleaning too and take the week's first times.
  await chooseLastSlot(page);
  await page.getByTestId('booking-next').click();
  await onStep(page, 'customer');
  const before = await priceShown(page);
  expect(before.rut, 'no RUT before BankID').toBeNull();
  await identifyMaja(page, request);
  await onStep(page, 'address');
  const after = await priceShown(page);
  expect(after.rut, 'the RUT deduction once identified').not.toBeNull();
  expect(after.toPay).not.toBe(before.toPay);
  await expect(header(page).getByTestId('account-menu')).toContainText(MAJA.firstName);
  return after;
}

/** Reloads and expects the same step with the same answers on screen. */
async function reloadKeepsStep(page: Page) {
  const step = (await currentStep(page)) as BookingStep;
  const answers = await answersShown(page);
  await page.reload();
  await onStep(page, step);
  await expect.poll(() => answersShown(page), { message: `the answers of step ${step} after a reload` }).toEqual(answers);
  await expect(page.getByTestId('booking-error')).toHaveCount(0);
}

/** BankID on the same device, as on a phone: the page opens the simulator's test app in a new tab, where the person approves. */
async function approveOnThisPhone(page: Page, pnr: string) {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /^(Öppna BankID|Open BankID)$/ }).click();
  const app = await opened;
  await app.waitForLoadState();
  if (await app.locator('#scan-button').isVisible()) await app.locator('#scan-button').click();
  await approveInApp(app, pnr);
  await app.close();
}

/** The logged-in customer's visits as the server has them. */
async function visitsOf(page: Page): Promise<CustomerBooking[]> {
  const sessionId = (await sessionTokenOf(page.context()))!;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await page.request.get(`/api/v2/customer/bookings?startDate=${day(-1)}&endDate=${day(365)}`, { headers: { 'X-SessionId': sessionId } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: CustomerBooking[] }).items;
}

/** The session a browser holds, ended on the server as an idle timeout or a logout in another browser ends it: the browser keeps its cookie. */
async function endSessionOnServer(page: Page, request: APIRequestContext) {
  const token = (await sessionTokenOf(page.context()))!;
  expect((await request.post('/api/v1/auth/logout', { headers: { 'X-SessionId': token } })).status()).toBe(200);
}

/**
 * Goes on by `go` once the session has ended: the expired-session dialog
 * must be visible within two seconds of the first 401 the browser receives
 * (a promise of the site, spec §4, not a measure of speed). Answers the dialog.
 */
async function dialogAfterRefusal(page: Page, lang: Lang, go: () => Promise<void>) {
  const modal = page.getByRole('dialog', { name: lang === 'sv' ? 'Din session har gått ut' : 'Your session has expired' });
  const refused = page.waitForResponse((response) => response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/'));
  // Never heard when the notification socket tells first (below): it ends with the page.
  refused.catch(() => undefined);
  const shown = modal.waitFor({ state: 'visible' }).then(() => 'shown' as const);
  shown.catch(() => undefined);
  // The server closes an ended session's notification socket at once, and the socket may learn that the session
  // is over before the page makes a call: then the dialog covers the page before `go` can click, as it would for
  // a customer. So a click gives up soon, and none waits behind the dialog to land once it is gone.
  page.setDefaultTimeout(5_000);
  const failed = await go().then(
    () => null,
    (error: unknown) => error,
  );
  page.setDefaultTimeout(0);
  let first: number | 'shown';
  if (failed === null) first = await Promise.race([refused.then(() => Date.now()), shown]);
  else if (await modal.isVisible()) first = 'shown';
  else throw failed;
  if (first === 'shown') {
    test.info().annotations.push({ type: 'refused call to dialog', description: `told by the notification socket before any call, at ${new URL(page.url()).pathname}` });
    return modal;
  }
  await shown;
  const waited = Date.now() - first;
  test.info().annotations.push({ type: 'refused call to dialog', description: `${waited} ms at ${new URL(page.url()).pathname}` });
  expect(waited, 'milliseconds from the first refused call to the dialog').toBeLessThan(2000);
  return modal;
}

/** Logs Oskar in on My pages in `lang`: by QR code with a second device on a laptop, in the BankID app on the same phone. */
async function logIn(page: Page, browser: Browser, size: 'laptop' | 'phone', lang: Lang) {
  await page.goto(routePath('myPages', lang));
  await logInHere(page, browser, size);
  await expect(page.getByTestId('my-pages-start')).toBeVisible({ timeout: 15_000 });
}

/** Logs Oskar in on the log-in page shown. */
async function logInHere(page: Page, browser: Browser, size: 'laptop' | 'phone') {
  if (size === 'phone') {
    await approveOnThisPhone(page, OSKAR.pnr);
    return;
  }
  await approveWithApp(page, OSKAR.pnr);
}

/** Follows a link of the header's account menu. */
async function accountMenuLink(page: Page, lang: Lang, route: 'myBookings' | 'account' | 'notifications') {
  const menu = header(page).getByTestId('account-menu');
  await menu.getByRole('button', { name: lang === 'sv' ? /Kontomeny/ : /Account menu/ }).click();
  await menu.locator(`a[href="${routePath(route, lang)}"]`).click();
}

/** Follows a link of the start page's list of My pages. */
async function startPageLink(page: Page, lang: Lang, route: 'invoices' | 'subscriptions') {
  await page.getByTestId('my-pages-start').getByRole('navigation').locator(`a[href="${routePath(route, lang)}"]`).click();
}

async function openFirstVisit(page: Page) {
  await page.getByTestId('bookings-coming').getByTestId('visit').first().getByRole('link').first().click();
}

async function openFirstInvoice(page: Page) {
  await page.getByTestId('invoice-row').first().getByRole('link').first().click();
}

const bookingsShown = async (page: Page) => {
  await expect(page.getByTestId('bookings-page')).toBeVisible();
  await expect(page.getByTestId('bookings-coming').getByTestId('visit').first()).toBeVisible();
};
const visitShown = async (page: Page) => {
  await expect(page.getByTestId('booking-detail')).toHaveAttribute('data-status', 'ready');
};
const invoicesShown = async (page: Page) => {
  await expect(page.getByTestId('invoices-page')).toBeVisible();
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();
};
const invoiceShown = async (page: Page) => {
  await expect(page.getByTestId('invoice-page').getByTestId('invoice-to-pay')).toBeVisible();
};
const subscriptionsShown = async (page: Page) => {
  await expect(page.getByTestId('subscriptions-page').getByTestId('resource-loading')).toHaveCount(0);
  await expect(page.getByTestId('subscriptions-page').locator('[data-testid=resource-loaded],[data-testid=resource-empty]').first()).toBeVisible();
};
const accountShown = async (page: Page) => {
  const account = page.getByTestId('account-page');
  await expect(account).toBeVisible();
  // The page has read everything it shows (each address's key-and-alarm section loads on its own).
  await expect(account.getByTestId('security-status').first()).toBeVisible();
  await expect(account.locator('[data-step=loading]')).toHaveCount(0);
};
const notificationsShown = async (page: Page) => {
  await expect(page.getByTestId('notifications-page')).toBeVisible();
  await expect(page.getByTestId('notifications-loading')).toHaveCount(0);
  await expect(page.getByTestId('notifications-failed')).toHaveCount(0);
};
const startShown: Record<'myPages' | 'account' | 'myBookings', (page: Page) => Promise<void>> = {
  myPages: async (page) => {
    await expect(page.getByTestId('my-pages-start').getByTestId('resource-loading')).toHaveCount(0);
  },
  account: accountShown,
  myBookings: bookingsShown,
};

test.describe('journeys across actors', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test.describe('a session that ends while the customer moves through My pages', () => {
    /**
     * One walk per size, one in each language, through four kinds of screen
     * each (every screen of My pages that reads the customer's data once):
     * Oskar's session is ended on the server (as an idle timeout or a logout
     * in another browser does: this browser keeps its cookie), he goes on to
     * the next screen, the dialog shows within two seconds of the first call
     * the server refused, and logging in from it brings him back to that
     * screen. Then again from there to the next one.
     */
    const walks: {
      size: 'laptop' | 'phone';
      lang: Lang;
      start: 'myPages' | 'account' | 'myBookings';
      steps: { screen: string; go: (page: Page) => Promise<void>; shown: (page: Page) => Promise<void> }[];
    }[] = [
      {
        size: 'laptop',
        lang: 'en',
        start: 'myPages',
        steps: [
          { screen: 'the invoices, from the start page', go: (page) => startPageLink(page, 'en', 'invoices'), shown: invoicesShown },
          { screen: 'an invoice, from the list', go: openFirstInvoice, shown: invoiceShown },
          { screen: 'My bookings (a list), from the account menu', go: (page) => accountMenuLink(page, 'en', 'myBookings'), shown: bookingsShown },
          { screen: 'a visit, from the list', go: openFirstVisit, shown: visitShown },
        ],
      },
      {
        size: 'phone',
        lang: 'sv',
        start: 'myPages',
        steps: [
          { screen: 'the subscriptions, from the start page', go: (page) => startPageLink(page, 'sv', 'subscriptions'), shown: subscriptionsShown },
          { screen: 'the notifications, from the account menu', go: (page) => accountMenuLink(page, 'sv', 'notifications'), shown: notificationsShown },
          { screen: 'the account page, from the account menu', go: (page) => accountMenuLink(page, 'sv', 'account'), shown: accountShown },
          { screen: 'My bookings, from the account menu', go: (page) => accountMenuLink(page, 'sv', 'myBookings'), shown: bookingsShown },
        ],
      },
    ];

    for (const walk of walks) {
      test.describe(`on a ${walk.size} in ${walk.lang === 'sv' ? 'Swedish' : 'English'}`, () => {
        if (walk.size === 'phone') test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

        test(`Oskar’s session ends on the server: ${walk.steps.map((step) => step.screen).join(', then ')} show the expired-session dialog within two seconds, and logging in returns him there`, async ({
          page,
          browser,
          request,
        }) => {
          // Five logins on a busy machine.
          test.setTimeout(120_000);
          await logIn(page, browser, walk.size, walk.lang);
          await page.goto(routePath(walk.start, walk.lang));
          await startShown[walk.start](page);
          for (const step of walk.steps) {
            await test.step(step.screen, async () => {
              // The session has loaded him (his name in the header): before that, a refused call is a quiet logout, not the dialog.
              await expect(header(page).getByTestId('account-menu')).toContainText(OSKAR.firstName);
              await endSessionOnServer(page, request);
              const before = new URL(page.url()).pathname;
              const modal = await dialogAfterRefusal(page, walk.lang, () => step.go(page));
              await modal.getByRole('button', { name: walk.lang === 'sv' ? 'Logga in' : 'Log in' }).click();
              await expect(modal).toHaveCount(0);
              await expect(header(page).getByTestId('login-link')).toBeVisible();
              await expect(header(page).getByTestId('account-menu')).toHaveCount(0);
              // The log-in is My pages' start, with the way back to the screen he was on when the dialog showed: the
              // one he went to, or (when the dialog came before the move, from the socket or a call of the screen
              // he was leaving) the one he left. From My pages' start itself it needs no way back.
              const loginPath = routePath('myPages', walk.lang);
              await expect(page.getByTestId('login')).toBeVisible();
              await expect(page).toHaveURL((url) => url.pathname === loginPath);
              const back = new URL(page.url()).searchParams.get('referrer') ?? loginPath;
              expect(back.startsWith('/') && !back.startsWith('//'), `a path of the site to return to: ${back}`).toBe(true);
              await logInHere(page, browser, walk.size);
              await expect(page).toHaveURL((url) => url.pathname === back);
              // Back where he was before the move: he goes on from there.
              if (back === before) await step.go(page);
              await step.shown(page);
              await expect(header(page).getByTestId('account-menu')).toContainText(OSKAR.firstName);
            });
          }
        });
      });
    }
  });

  test.describe('a browser that has lost its session cookies while the tab shows Oskar logged in', () => {
    /**
     * The cookies go (a logout made from this browser another way, or their
     * day is over) while the tab still shows Oskar: the server sends the next
     * screen behind login to the log-in page, and that page must not send him
     * back as if he were logged in. The session is over: the dialog shows
     * there, and logging in from it brings him to the screen he went for.
     */
    const walks = [
      { size: 'phone', lang: 'sv', start: 'account', target: 'myBookings', shown: bookingsShown },
      { size: 'laptop', lang: 'en', start: 'myPages', target: 'account', shown: accountShown },
    ] as const;

    for (const walk of walks) {
      test.describe(`on a ${walk.size} in ${walk.lang === 'sv' ? 'Swedish' : 'English'}`, () => {
        if (walk.size === 'phone') test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

        test(`the account menu's link to ${walk.target} shows the expired-session dialog on the log-in page, and logging in returns him there`, async ({ page, browser }) => {
          await logIn(page, browser, walk.size, walk.lang);
          await page.goto(routePath(walk.start, walk.lang));
          await startShown[walk.start](page);
          // The session has loaded him (his name in the header): before that, a refused call is a quiet logout, not the dialog.
          await expect(header(page).getByTestId('account-menu')).toContainText(OSKAR.firstName);
          for (const name of [SESSION_TOKEN_COOKIE.local, SESSION_REF_COOKIE]) await page.context().clearCookies({ name });
          await accountMenuLink(page, walk.lang, walk.target);
          const logInPage = `${routePath('myPages', walk.lang)}?referrer=${encodeURIComponent(routePath(walk.target, walk.lang))}`;
          const modal = page.getByRole('dialog', { name: walk.lang === 'sv' ? 'Din session har gått ut' : 'Your session has expired' });
          await expect(modal).toBeVisible();
          await expect(page).toHaveURL(logInPage);
          await modal.getByRole('button', { name: walk.lang === 'sv' ? 'Logga in' : 'Log in' }).click();
          await expect(page).toHaveURL(logInPage);
          await expect(header(page).getByTestId('login-link')).toBeVisible();
          await logInHere(page, browser, walk.size);
          await expect(page).toHaveURL(new RegExp(`${routePath(walk.target, walk.lang)}$`));
          await walk.shown(page);
          await expect(header(page).getByTestId('account-menu')).toContainText(OSKAR.firstName);
        });
      });
    }
  });

  test.describe('a reload after BankID in the wizard', () => {
    // The switch itself at this step, after BankID, is walked in both directions by languageSwitch.spec.ts.
    test('Maja reloads the address step (in Swedish): the same step, still identified, the same price after RUT', async ({ page, request }) => {
      const shown = await windowCleaningToAddress(page, request, 'sv');
      await page.reload();
      await onStep(page, 'address');
      await expect(page.getByTestId('address-step')).toContainText('111 20');
      expect(await priceShown(page)).toEqual(shown);
      await expect(header(page).getByTestId('account-menu')).toContainText(MAJA.firstName);
    });
  });

  test.describe('a reload in the middle of a flow', () => {
    // Deep cleaning, reloaded at every step and after BankID, is bookingRoutes.spec.ts's laptop walk with the history checks.
    test('weekly home cleaning in Swedish: a reload at each step keeps it, and the receipt stays after booking', async ({ page, request }) => {
      const form = await bookingForm(request, HOME_CLEANING, 'sv');
      await page.goto(`${routePath('bookingHomeCleaningRfp', 'sv')}?areaCode=11120`);
      await onStep(page, 'flow-choice');
      await page.getByTestId('flow-choice').getByRole('radio').first().check();
      await reloadKeepsStep(page);
      await page.getByTestId('booking-next').click();
      for (const step of ['cleaning-configuration', 'optional-configuration'] as const) {
        await onStep(page, step);
        await answerStep(page, questionsOfStep(HOME_CLEANING, form, step), form, 'sv');
        await reloadKeepsStep(page);
        await page.getByTestId('booking-next').click();
      }
      await onStep(page, 'availability');
      await chooseLastSlot(page);
      await reloadKeepsStep(page);
      await page.getByTestId('booking-next').click();
      await onStep(page, 'contact');
      await fillContact(page, 'sv', { place: true });
      await reloadKeepsStep(page);
      await page.getByTestId('booking-submit').click();
      await onStep(page, 'success');
      const receipt = (await page.getByTestId('booking-success').textContent())!;
      expect(receipt).toMatch(/HG-[0-9A-Z]{6}/);
      await page.reload();
      await onStep(page, 'success');
      await expect(page.getByTestId('booking-success')).toHaveText(receipt);
    });

    test('a visit with its cancel panel open (Karin acting for Gustav Berg): after a reload the page is the visit, and nothing was cancelled', async ({ page }) => {
      await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Gustav Berg/);
      const visit = (await visitsOf(page)).filter((candidate) => candidate.status === 'booked').at(-1);
      expect(visit, 'Gustav has a coming visit').toBeDefined();
      await page.goto(routePath('myBooking', 'en', { id: visit!.id }));
      const detail = page.getByTestId('booking-detail');
      await expect(detail).toHaveAttribute('data-status', 'ready');
      await page.getByTestId('booking-action-cancel').click();
      const cancel = page.getByTestId('cancel-panel');
      await cancel.getByTestId('reason-options').getByRole('radio').first().check();
      await cancel.getByTestId('cancel-continue').click();
      await expect(cancel.getByTestId('cancel-terms')).toBeVisible();
      await page.reload();
      await expect(detail).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('booking-reference')).toHaveText(visit!.reference);
      await expect(detail).not.toContainText('Cancelled');
      await expect(page.getByTestId('booking-action-cancel')).toBeVisible();
      await expect(header(page).getByTestId('account-menu')).toContainText('Gustav');
      expect((await visitsOf(page)).find((candidate) => candidate.id === visit!.id)?.status).toBe('booked');
    });

    test('the log-in page in Swedish reloaded mid-BankID starts a fresh order: the old one is over, the new one logs in', async ({ page, browser }) => {
      await page.goto(routePath('myPages', 'sv'));
      const phone = await (await browser.newContext()).newPage();
      await openTestApp(phone);
      const first = await scanQr(page);
      await scanInApp(phone, first);
      await expect(phone.locator('#identify-button')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('bankid-qr')).toBeVisible();
      await expect(page.getByTestId('login-error')).toHaveCount(0);
      // The order the phone picked up went with the page that started it.
      await phone.locator(`#identity-${PER.pnr}`).check();
      await phone.locator('#identify-button').click();
      await expect(phone.locator('#error')).toHaveText('The order is over.');
      await loginWithQr(page, phone, PER.pnr);
      await phone.context().close();
      await expect(page.getByTestId('my-pages-start')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('my-pages')).toContainText(`Välkommen, ${PER.firstName}`);
    });

    test('the staff desk in Swedish acting for Oskar: after a reload it still acts for him', async ({ page, baseURL }) => {
      const origin = `http://staff.localhost:${new URL(baseURL!).port}`;
      await giveConsent(page, origin);
      await page.goto(`${origin}/kundtjanst`);
      await signOnInDirectory(page, DIRECTORY_PEOPLE.staff);
      await expect(page).toHaveURL(`${origin}/kundtjanst`);
      const staffHeader = page.getByRole('region', { name: 'Kundtjänst' });
      await expect(staffHeader).toContainText(DIRECTORY_PEOPLE.staff.name);
      await page.getByRole('textbox', { name: 'Personnummer' }).fill(OSKAR.pnr);
      await page.getByRole('button', { name: 'Sök kund' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Oskar Lindqvist', exact: true })).toBeVisible();
      await expect(staffHeader).toContainText('Agerar för Oskar Lindqvist');
      await page.reload();
      await expect(staffHeader).toContainText(DIRECTORY_PEOPLE.staff.name);
      await expect(staffHeader).toContainText('Agerar för Oskar Lindqvist');
      await expect(page.getByRole('heading', { level: 2, name: 'Oskar Lindqvist', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Boka fönsterputs' })).toBeVisible();
    });
  });
});
