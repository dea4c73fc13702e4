import type { Page, Request } from '@playwright/test';
import type { BookingResult, Price } from '../../api/contract/booking';
import type { CustomerBooking } from '../../api/contract/customer';
import { routePath } from '../../api/routes';
import { BOOKING_PRODUCTS, type BookingProduct } from '../../machines/booking/wizard/products';
import { expect, giveConsent, test, sessionTokenOf } from './fixtures';
import {
  amountOf,
  answerStep,
  answersShown,
  bookingForm,
  chooseFirstSlot,
  currentStep,
  expectAccessible,
  expectFits,
  fillContact,
  identify,
  kronor,
  onStep,
  questionsOfStep,
  wizard,
  type Lang,
} from './wizard';

/**
 * Every booking route walked to its receipt as a visitor does, on a phone
 * (390x844, touch, Swedish) and on a laptop (English): at every step the
 * page fits the screen without zooming out, every control is on the screen,
 * and axe finds nothing. On the laptop every step is also left with the
 * browser's Back and Forward and reloaded, keeping the step and its answers.
 * Direct orders are identified with BankID as Oskar Lindqvist: the price
 * shown, the receipt, the stored booking and the server's price for him
 * agree to the öre, RUT deducted. Requests carry where the job is and are
 * thanked as requests.
 */

const AREA_CODE = '11120';
const SIZES = {
  phone: { lang: 'sv' as Lang, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  laptop: { lang: 'en' as Lang, use: { viewport: { width: 1280, height: 800 } } },
};

/** The first question step is named for what it asks about: an office is not "your home". */
const SUBJECT_STEP: Record<Lang, Record<BookingProduct['subject'], string>> = {
  sv: { home: 'Ditt hem', windows: 'Dina fönster', job: 'Uppdraget', garden: 'Din trädgård', premises: 'Er lokal', move: 'Flytten', association: 'Er förening' },
  en: { home: 'Your home', windows: 'Your windows', job: 'The job', garden: 'Your garden', premises: 'Your premises', move: 'The move', association: 'Your association' },
};

const isPost = (request: Request, path: string) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`;
const SUBMISSION: Record<BookingProduct['kind'], string> = {
  direct: '/v2/booking/direct',
  rfp: '/v2/booking/rfp',
  b2b: '/v2/booking/b2b',
  homeCleaning: '/v2/booking/home-cleaning',
};

/** The step shown, and with the laptop's history checks, Back and Forward around it and a reload of it. */
async function arrive(page: Page, step: string, previous: string | null, withHistory: boolean) {
  await onStep(page, step as never);
  await expectFits(page);
  await expectAccessible(page);
  if (!withHistory) return;
  if (previous) {
    await page.goBack();
    await onStep(page, previous as never);
    await page.goForward();
    await onStep(page, step as never);
  }
  // What the step shows once settled, then the same after a reload.
  await page.waitForLoadState('networkidle');
  const before = await answersShown(page);
  await page.reload();
  await onStep(page, step as never);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => answersShown(page)).toEqual(before);
}

for (const [size, { lang, use }] of Object.entries(SIZES)) {
  test.describe(`booking on a ${size} (${lang})`, () => {
    test.use(use);
    test.beforeEach(async ({ page, baseURL }) => {
      await giveConsent(page, baseURL!);
    });

    for (const product of BOOKING_PRODUCTS) {
      test(`${product.route}: every step to the receipt`, async ({ page, request, context }) => {
        test.setTimeout(120_000);
        const withHistory = size === 'laptop';
        const form = await bookingForm(request, product, lang);
        const submitted = page.waitForRequest((sent) => isPost(sent, SUBMISSION[product.kind]));
        const answered = page.waitForResponse((response) => isPost(response.request(), SUBMISSION[product.kind]));
        await page.goto(`${routePath(product.route, lang)}?areaCode=${AREA_CODE}`);
        await expect(page).toHaveTitle(/\S/);

        let previous: string | null = null;
        let shownPrice = '';
        for (let guard = 0; guard < 12; guard += 1) {
          await expect(wizard(page)).not.toHaveAttribute('data-step', 'loading', { timeout: 15_000 });
          const step = await currentStep(page);
          if (step === 'success') break;
          await arrive(page, step, previous, withHistory);
          previous = step;
          const next = page.getByTestId('booking-next');
          switch (step) {
            case 'flow-choice':
              // The home visit goes on here; starting straight away hands over to Click & Go (its own route).
              await wizard(page).getByTestId('flow-choice').getByRole('radio').first().check();
              await next.click();
              break;
            case 'configuration':
            case 'cleaning-configuration':
            case 'optional-configuration':
              if (step === 'configuration') await expect(page.locator('[aria-current=step]')).toHaveText(SUBJECT_STEP[lang][product.subject]);
              await answerStep(page, questionsOfStep(product, form, step), form, lang);
              if (product.kind === 'direct' && step === 'configuration') {
                // Anonymous: a price, no RUT yet, and a note why.
                await expect(page.getByTestId('price-toPay')).toBeVisible();
                await expect(page.getByTestId('price-rut')).toHaveCount(0);
                await expect(page.getByTestId('price-rut-note')).toBeVisible();
              }
              await expect(next).toBeEnabled();
              await next.click();
              break;
            case 'availability':
              await chooseFirstSlot(page);
              if (lang === 'sv') {
                // Swedish month names are written in lower case (as drawn: innerText follows text-transform).
                const day = await page.getByTestId('calendar-day').first().innerText();
                expect(day).not.toMatch(/\d (Januari|Februari|Mars|April|Maj|Juni|Juli|Augusti|September|Oktober|November|December)/);
              }
              await next.click();
              break;
            case 'customer':
              await identify(page, request);
              await onStep(page, 'address');
              // Identified: the price is his, RUT deducted.
              await expect(page.getByTestId('price-rut')).toBeVisible();
              await expect(page.getByTestId('price-rut-note')).toHaveCount(0);
              break;
            case 'address':
              await page.getByTestId('address-step').getByRole('radio', { name: /Vasagatan 12/ }).check();
              await next.click();
              break;
            case 'contact':
              if (product.kind === 'direct') {
                // Known after BankID: nothing to retype.
                const names = wizard(page);
                await expect(names.getByLabel(lang === 'sv' ? 'Förnamn' : 'First name')).toHaveValue('Oskar');
                await expect(names.getByLabel(lang === 'sv' ? 'Efternamn' : 'Last name')).toHaveValue('Lindqvist');
                await expect(names.getByLabel(lang === 'sv' ? 'E-post' : 'Email')).not.toHaveValue('');
                await expect(names.getByLabel(lang === 'sv' ? 'Mobilnummer' : 'Mobile phone')).not.toHaveValue('');
                await expect(page.getByTestId('price-summary').locator('[aria-busy=true]')).toHaveCount(0);
                shownPrice = await amountOf(page.getByTestId('price-toPay'));
              } else {
                await fillContact(page, lang, { business: product.kind === 'b2b', place: true });
                await expect(page.getByTestId('place-zip-code')).toHaveText('111 20');
              }
              await page.getByTestId('booking-submit').click();
              break;
            default:
              throw new Error(`unexpected step ${step}`);
          }
          // The next step is shown before the visitor looks at it.
          await expect(wizard(page)).not.toHaveAttribute('data-step', step, { timeout: 15_000 });
        }
        await onStep(page, 'success');
        await expectFits(page);
        await expectAccessible(page);
        const sent = (await submitted).postDataJSON() as Record<string, unknown>;
        const response = await answered;
        expect(response.status()).toBe(200);
        const result = (await response.json()) as BookingResult;
        const receipt = page.getByTestId('booking-success');
        // A short reference to read out on the phone.
        await expect(page.getByTestId('booking-reference')).toHaveText(/^HG-[2-9A-HJ-NP-Z]{6}$/);
        await expect(page.getByTestId('booking-reference')).toHaveText(result.reference);

        if (product.kind === 'direct') {
          await expect(receipt.getByRole('heading', { name: lang === 'sv' ? 'Tack för din bokning!' : 'Thank you for your booking!' })).toBeVisible();
          await expect(page.getByTestId('success-rut')).toBeVisible();
          expect(await amountOf(page.getByTestId('success-price'))).toBe(shownPrice);
          const stored = result.price as Price;
          expect(kronor(stored.totalToPay)).toBe(shownPrice);
          expect(stored.rutDeduction).toBeGreaterThan(0);
          // The stored booking and the server's price for the same customer and answers agree.
          const sessionId = (await sessionTokenOf(context))!;
          const headers = { 'X-SessionId': sessionId };
          const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
          const list = await request.get(`/api/v2/customer/bookings?startDate=${day(-1)}&endDate=${day(120)}`, { headers });
          const booked = ((await list.json()) as { items: CustomerBooking[] }).items.find((item) => item.reference === result.reference);
          expect(booked?.price?.totalToPay).toBe(stored.totalToPay);
          const { productId, configurationForm, zipCode, startTime, discountCode } = sent;
          const priced = await request.post('/api/v2/booking/direct/price', {
            data: { productId, configurationForm, zipCode, startTime, ...(discountCode ? { discountCode } : {}) },
            headers,
          });
          expect(((await priced.json()) as Price).totalToPay).toBe(stored.totalToPay);
        } else if (product.kind === 'homeCleaning') {
          await expect(receipt.getByRole('heading', { name: lang === 'sv' ? 'Ditt hembesök är bokat!' : 'Your home visit is booked!' })).toBeVisible();
          expect(sent).toMatchObject({ flow: 'rfp', zipCode: AREA_CODE, address: { street: 'Storgatan 1', zipCode: AREA_CODE, city: 'Stockholm' } });
        } else {
          // A request says so, and says where the job is.
          await expect(receipt.getByRole('heading', { name: lang === 'sv' ? 'Tack för din förfrågan!' : 'Thank you for your request!' })).toBeVisible();
          await expect(receipt).toContainText(lang === 'sv' ? 'Ärendenummer' : 'Request reference');
          await expect(receipt).not.toContainText(lang === 'sv' ? 'bokning' : 'booking');
          expect(sent).toMatchObject({ address: { street: 'Storgatan 1', zipCode: AREA_CODE, city: 'Stockholm' } });
          expect(result.address).toEqual({ street: 'Storgatan 1', zipCode: AREA_CODE, city: 'Stockholm' });
        }

        // The receipt stays: a reload shows it again, Back cannot reopen the booking.
        await page.reload();
        await onStep(page, 'success');
        await expect(page.getByTestId('booking-reference')).toHaveText(result.reference);
        if (withHistory) {
          await page.goBack();
          await onStep(page, 'success');
        }
      });
    }
  });
}
