import type { APIRequestContext, Page } from '@playwright/test';
import type { BookingConfig, BookingStep } from '../../api/contract/booking';
import { routePath } from '../../api/routes';
import { BOOKING_PRODUCTS } from '../../machines/booking/wizard/products';
import { approveInApp, scanQr } from './bankid';
import { expect, giveConsent, test } from './fixtures';
import { answerStep, bookingForm, identifyMaja, MAJA, onStep, priceShown, questionsOfStep, TIMES_TO_SHARE, weekWithTimes, wizard, type Lang } from './wizard';

/**
 * The header's language switch in the middle of a direct booking: the wizard
 * keeps running, so the step, the answers, the identification and the price
 * after RUT stay; only the texts and the address change. Two walks (`WALKS`),
 * switching at every step as they go: a configuration step before
 * BankID (its questions in the new language), the customer step once
 * identified, the address, the contact step and the receipt. And a customer
 * logged in before opening a booking is identified in it without a second BankID.
 */

const WINDOW_CLEANING = BOOKING_PRODUCTS.find((product) => product.route === 'bookingWindowCleaningDirect')!;
const AREA = '11120';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;

const header = (page: Page) => page.getByTestId('site-header');
const other = (lang: Lang): Lang => (lang === 'sv' ? 'en' : 'sv');

/**
 * The answers on screen, in no language: each field's name and value, each
 * choice's value and whether it is checked, and which time is chosen (by its
 * place in the calendar). The labels change with the language; these do not.
 */
async function answersHeld(page: Page): Promise<string[]> {
  return wizard(page)
    .locator('input:not([name=discountCode]), textarea, [data-testid=slot]')
    .evaluateAll((elements) =>
      elements.flatMap((element, index) => {
        if (element instanceof HTMLInputElement) {
          return element.type === 'radio' || element.type === 'checkbox' ? [`${element.name}:${element.value}:${element.checked}`] : [`${element.name}=${element.value}`];
        }
        if (element instanceof HTMLTextAreaElement) return [`${element.name}=${element.value}`];
        return element.getAttribute('aria-pressed') === 'true' ? [`slot #${index}`] : [];
      }),
    );
}

/** The page's language, from the document (the language switch changes it). */
async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const path = routePath('bookingWindowCleaningDirect', lang);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?`));
}

/**
 * Presses the header's language switch and expects the same step, in the
 * other language, with the same answers, identification and price; answers
 * the language switched to.
 */
async function switchKeeps(page: Page, from: Lang, { step, identified }: { step: BookingStep; identified: boolean }): Promise<Lang> {
  const answers = await answersHeld(page);
  const price = step === 'success' ? null : await priceShown(page);
  const to = other(from);
  await header(page).getByTestId('language-toggle').click();
  await expectLanguage(page, to);
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  await onStep(page, step);
  await expect(wizard(page).getByRole('heading', { level: 1 })).toHaveText(to === 'sv' ? 'Fönsterputs' : 'Window cleaning');
  await expect.poll(() => answersHeld(page), { message: `the answers of step ${step} after the switch to ${to}` }).toEqual(answers);
  if (price) expect(await priceShown(page), `the price at step ${step} after the switch to ${to}`).toEqual(price);
  if (identified) {
    await expect(header(page).getByTestId('account-menu')).toContainText(MAJA.firstName);
    if (step !== 'success') await expect(page.getByTestId('price-summary').getByTestId('price-rut')).toBeVisible();
  }
  await expect(page.getByTestId('booking-error')).toHaveCount(0);
  return to;
}

/** The questions of a step shown with the labels of `lang`'s form (the chart loaded it again after the switch). */
async function expectQuestionsIn(page: Page, forms: Record<Lang, BookingConfig>, lang: Lang, step: BookingStep) {
  const shown = questionsOfStep(WINDOW_CLEANING, forms[lang], step).filter((question) => !question.showWhen);
  const before = questionsOfStep(WINDOW_CLEANING, forms[other(lang)], step).filter((question) => !question.showWhen);
  expect(shown.length).toBeGreaterThan(0);
  for (const [i, question] of shown.entries()) {
    await expect(wizard(page).getByText(question.label, { exact: false }).first()).toBeVisible();
    const old = before[i]?.label;
    if (old && old !== question.label) await expect(wizard(page).getByText(old, { exact: true })).toHaveCount(0);
  }
}

/**
 * A free time a walk of its own takes: the walks run beside each other and
 * beside other tests (which take the week's first and last times), so each
 * takes another one.
 */
async function chooseTime(page: Page, fromLast: number) {
  const calendar = page.getByTestId('availability-calendar');
  await weekWithTimes(calendar, TIMES_TO_SHARE);
  const free = calendar.locator('[data-testid=slot]:not([disabled])');
  await expect(free.first()).toBeVisible();
  const count = await free.count();
  const slot = free.nth(Math.max(0, count - 1 - fromLast));
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Each walk switches at every step, so the language alternates: the walk from
 * Swedish switches to English at the first step, to Swedish at the customer
 * step and so on; the walk from English the other way. The two walks between
 * them take every step in both directions, one identifying on the same
 * device (a phone), the other by QR code (a laptop).
 */
const WALKS = [
  { size: 'phone', use: PHONE, start: 'sv' as Lang, time: 1 },
  { size: 'laptop', use: LAPTOP, start: 'en' as Lang, time: 2 },
] as const;

test.describe('a language switch in the booking wizard keeps the flow', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  for (const walk of WALKS) {
    test.describe(`on a ${walk.size}`, () => {
      test.use(walk.use);

      test(`window cleaning from ${walk.start === 'sv' ? 'Swedish' : 'English'}, switching at every step: the step, the answers, Maja's identification and the price after RUT stay`, async ({
        page,
        request,
      }) => {
        const forms = { sv: await bookingForm(request, WINDOW_CLEANING, 'sv'), en: await bookingForm(request, WINDOW_CLEANING, 'en') };
        let lang = walk.start;
        await page.goto(`${routePath('bookingWindowCleaningDirect', lang)}?areaCode=${AREA}`);

        // Before BankID: the questions follow the language, the answers stay.
        await onStep(page, 'configuration');
        await answerStep(page, questionsOfStep(WINDOW_CLEANING, forms[lang], 'configuration'), forms[lang], lang);
        lang = await switchKeeps(page, lang, { step: 'configuration', identified: false });
        await expectQuestionsIn(page, forms, lang, 'configuration');
        await page.getByTestId('booking-next').click();
        await onStep(page, 'optional-configuration');
        await answerStep(page, questionsOfStep(WINDOW_CLEANING, forms[lang], 'optional-configuration'), forms[lang], lang);
        await page.getByTestId('booking-next').click();
        await onStep(page, 'availability');
        await chooseTime(page, walk.time);
        await page.getByTestId('booking-next').click();

        await onStep(page, 'customer');
        const anonymous = await priceShown(page);
        expect(anonymous.rut, 'no RUT before BankID').toBeNull();
        await identifyMaja(page, request);
        await onStep(page, 'address');
        const identified = await priceShown(page);
        expect(identified.rut, 'the RUT deduction once identified').not.toBeNull();
        expect(identified.toPay).not.toBe(anonymous.toPay);

        // The customer step once identified: back to it, and switch there.
        await wizard(page).getByRole('button', { name: lang === 'sv' ? 'Tillbaka' : 'Back' }).click();
        await onStep(page, 'customer');
        await expect(page.getByTestId('booking-identified')).toContainText(MAJA.name);
        lang = await switchKeeps(page, lang, { step: 'customer', identified: true });
        await expect(page.getByTestId('booking-identified')).toContainText(MAJA.name);
        await expect(page.getByTestId('booking-identify')).toHaveCount(0);
        await page.getByTestId('booking-next').click();

        await onStep(page, 'address');
        const step = page.getByTestId('address-step');
        await step.getByRole('radio', { name: /Drottninggatan 50/ }).check();
        lang = await switchKeeps(page, lang, { step: 'address', identified: true });
        await expect(step.getByRole('radio', { name: /Drottninggatan 50/ })).toBeChecked();
        await page.getByTestId('booking-next').click();

        // The contact step is filled from Maja's details.
        await onStep(page, 'contact');
        await expect(wizard(page).getByRole('textbox', { name: lang === 'sv' ? /^Förnamn/ : /^First name/ })).toHaveValue(MAJA.firstName);
        lang = await switchKeeps(page, lang, { step: 'contact', identified: true });
        await expect(page.getByTestId('booking-submit')).toBeEnabled();
        const priced = await priceShown(page);
        await page.getByTestId('booking-submit').click();

        // The receipt stays the receipt, with its reference and the price booked.
        await onStep(page, 'success');
        const reference = await page.getByTestId('booking-reference').textContent();
        expect(reference).toBeTruthy();
        await expect(page.getByTestId('booking-wizard')).toContainText(priced.toPay);
        lang = await switchKeeps(page, lang, { step: 'success', identified: true });
        await expect(page.getByTestId('booking-reference')).toHaveText(reference!);
        await expect(page.getByTestId('booking-wizard')).toContainText(priced.toPay);
      });
    });
  }

  test.describe('a customer logged in before opening a booking', () => {
    for (const { size, use, lang } of [
      { size: 'phone', use: PHONE, lang: 'sv' as Lang },
      { size: 'laptop', use: LAPTOP, lang: 'en' as Lang },
    ]) {
      test.describe(`on a ${size}`, () => {
        test.use(use);

        test(`Maja logged in on My pages (${lang === 'sv' ? 'Swedish' : 'English'}) is identified in the wizard without a second BankID, also after a switch`, async ({
          page,
          request,
        }) => {
          await logInOnMyPages(page, request, lang);
          const form = await bookingForm(request, WINDOW_CLEANING, lang);
          await page.goto(`${routePath('bookingWindowCleaningDirect', lang)}?areaCode=${AREA}`);
          await onStep(page, 'configuration');
          // Priced for her from the first price on: the RUT deduction before any customer step.
          await answerStep(page, questionsOfStep(WINDOW_CLEANING, form, 'configuration'), form, lang);
          expect((await priceShown(page)).rut, 'RUT for the logged-in customer').not.toBeNull();
          await page.getByTestId('booking-next').click();
          await onStep(page, 'optional-configuration');
          await answerStep(page, questionsOfStep(WINDOW_CLEANING, form, 'optional-configuration'), form, lang);
          await page.getByTestId('booking-next').click();
          await onStep(page, 'availability');
          await chooseTime(page, 5);
          await page.getByTestId('booking-next').click();
          await onStep(page, 'customer');
          await expect(page.getByTestId('booking-identified')).toContainText(MAJA.name);
          await expect(page.getByTestId('booking-identify')).toHaveCount(0);
          await switchKeeps(page, lang, { step: 'customer', identified: true });
          await expect(page.getByTestId('booking-identified')).toContainText(MAJA.name);
          await page.getByTestId('booking-next').click();
          await onStep(page, 'address');
          await expect(page.getByTestId('address-step')).toContainText('111 20');
        });
      });
    }
  });
});

/**
 * Logs Maja in on My pages: on a computer the phone scans the QR code (the
 * simulator's API, as `identify` does); on a phone BankID opens on the same
 * device, the simulator's test app in a new tab. Whom to act for is asked
 * once she is someone's attorney: herself.
 */
async function logInOnMyPages(page: Page, request: APIRequestContext, lang: Lang) {
  await page.goto(routePath('myPages', lang));
  const open = page.getByRole('button', { name: /^(Öppna BankID|Open BankID)$/ });
  const qr = page.getByTestId('bankid-qr');
  await expect(open.or(qr)).toBeVisible();
  if (await qr.isVisible()) {
    const scan = await request.post('/eid-simulator/api/scan', { data: { qr: await scanQr(page) } });
    expect(scan.status()).toBe(200);
    const { handle } = (await scan.json()) as { handle: string };
    expect((await request.post('/eid-simulator/api/sign', { data: { handle, personalNumber: MAJA.pnr } })).status()).toBe(200);
  } else {
    const opened = page.context().waitForEvent('page');
    await open.click();
    const app = await opened;
    await app.waitForLoadState();
    if (await app.locator('#scan-button').isVisible()) await app.locator('#scan-button').click();
    await approveInApp(app, MAJA.pnr);
    await app.close();
  }
  const own = page.getByTestId('account-chooser').getByRole('button', { name: new RegExp(MAJA.name) });
  const start = page.getByTestId('my-pages-start');
  await expect(start.or(own)).toBeVisible({ timeout: 15_000 });
  if (await own.isVisible()) await own.click();
  await expect(start).toBeVisible();
  await expect(header(page).getByTestId('account-menu')).toContainText(MAJA.firstName);
}
