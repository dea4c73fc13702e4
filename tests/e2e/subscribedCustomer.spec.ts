import { routePath } from '../../api/routes';
import { BOOKING_PRODUCTS } from '../../machines/booking/wizard/products';
import { PEOPLE, loginWithQrAs } from './bankid';
import { expect, giveConsent, test } from './fixtures';
import { answerStep, bookingForm, chooseLastSlot, currentStep, expectFits, identify, onStep, questionsOfStep, wizard, type Lang } from './wizard';

test.describe('a customer who already has weekly home cleaning opens its booking', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('sees the subscribed-customer pages instead of the wizard, in both languages', async ({ page }) => {
    // Her own account: weekly home cleaning at Tegnérgatan 8, 111 52.
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Karin/);

    // Her subscription's postal code: she already has the service.
    const here = await page.goto('/boka/hemstadning?areaCode=11152');
    expect(here?.status()).toBe(409);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Du har redan den här tjänsten');
    await expect(main).toContainText('Tjänsten ingår i ditt abonnemang.');
    await expect(main).toContainText('Vill du ändra omfattning, tid eller lägga till något?');
    const actions = page.getByTestId('error-actions');
    await expect(actions.getByRole('link', { name: 'Ditt abonnemang' })).toHaveAttribute('href', '/mina-sidor/abonnemang');
    // The text under the hero is introduced by its own heading, not a hidden generic one.
    await expect(main.getByRole('heading', { level: 2, name: 'Ändra ditt abonnemang' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Om oss' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: 'Tillbaka till tjänsten' })).toHaveCount(0);
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
    await actions.getByRole('button', { name: 'Kontakta oss' }).click();
    await expect(page.getByTestId('contact-modal')).toBeVisible();
    await page.keyboard.press('Escape');

    // Without a postal code it is the same page.
    await page.goto('/boka/hemstadning');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Du har redan den här tjänsten');

    // Weekly cleaning started straight away (Click & Go) is the same subscription.
    const clickAndGo = await page.goto('/boka/hemstadning-direkt?areaCode=11152');
    expect(clickAndGo?.status()).toBe(409);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Du har redan den här tjänsten');
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);

    // Another postal code: her subscription is elsewhere.
    const elsewhere = await page.goto('/en/book/home-cleaning?areaCode=11120');
    expect(elsewhere?.status()).toBe(409);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your subscription is for another address');
    await expect(main).toContainText('The postal code you entered does not match the address of your subscription.');
    await expect(main).toContainText('Have you moved? Contact customer service');
    await expect(actions.getByRole('button', { name: 'Contact us' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Back to the service' })).toHaveAttribute('href', '/en/services/home-cleaning');
    await expect(actions.getByRole('link', { name: 'Your subscription' })).toHaveCount(0);
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
    await actions.getByRole('link', { name: 'Back to the service' }).click();
    await expect(page).toHaveURL(/\/en\/services\/home-cleaning$/);

    // In the app's webview the page has no buttons of its own.
    await page.goto('/en/book/home-cleaning?areaCode=11120&webview=true');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your subscription is for another address');
    await expect(page.getByTestId('error-actions')).toHaveCount(0);

    // Her subscription on the narrowest phone (320 px): the price per visit stays on one line, "1 647 kr" whole.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/mina-sidor/abonnemang');
    const price = page.getByTestId('subscription-price').first();
    await expect(price).toHaveText(/^\d[\d\s]*\skr$/);
    const lines = await price.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
    });
    expect(lines, 'lines the price is drawn on').toBe(1);
  });

  test('the account she acts for, and a visitor, still get the wizard', async ({ page, browser }) => {
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Gustav/);
    const forGustav = await page.goto('/boka/hemstadning?areaCode=11152');
    expect(forGustav?.status()).toBe(200);
    await expect(page.getByTestId('booking-wizard')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/en/book/home-cleaning?areaCode=11152');
    await expect(visitor.getByTestId('booking-wizard')).toBeVisible();
    await visitor.context().close();
  });
});

/**
 * Karin opens Click & Go at her subscription's postal code as a visitor and
 * identifies in the wizard: from that moment the wizard knows she has weekly
 * cleaning there, says so, and leads to her subscription instead of on to a
 * booking the server would refuse.
 */
const CLICK_AND_GO = BOOKING_PRODUCTS.find((product) => product.route === 'bookingHomeCleaningDirect')!;
const IDENTIFIED_SUBSCRIBER = [
  { size: 'phone', lang: 'sv', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { size: 'laptop', lang: 'en', use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { size, lang, use } of IDENTIFIED_SUBSCRIBER) {
  test.describe(`a subscriber identified in Click & Go on a ${size} (${lang})`, () => {
    test.use(use);

    test('is told she has weekly cleaning here and shown the way to it, with no way on to a booking', async ({ page, request, baseURL }) => {
      await giveConsent(page, baseURL!);
      const form = await bookingForm(request, CLICK_AND_GO, lang as Lang);
      await page.goto(`${routePath('bookingHomeCleaningDirect', lang)}?areaCode=11152`);
      for (let guard = 0; guard < 6; guard += 1) {
        await expect(wizard(page)).not.toHaveAttribute('data-step', 'loading', { timeout: 15_000 });
        const step = await currentStep(page);
        if (step === 'customer') break;
        if (step === 'availability') await chooseLastSlot(page);
        else await answerStep(page, questionsOfStep(CLICK_AND_GO, form, step), form, lang as Lang);
        await page.getByTestId('booking-next').click();
        await expect(wizard(page)).not.toHaveAttribute('data-step', step);
      }
      await onStep(page, 'customer');
      await identify(page, request, PEOPLE.powerOfAttorney.pnr);
      await wizard(page).getByTestId('booking-customer').getByRole('button', { name: /Karin Berg/ }).click();
      const notice = page.getByTestId('booking-subscribed');
      await expect(notice).toHaveText(
        new RegExp(lang === 'sv' ? 'Du har redan ett abonnemang på det här postnumret.' : 'You already have a subscription at this postal code.'),
      );
      await expect(wizard(page)).toHaveAttribute('data-step', 'customer');
      await expect(page.getByTestId('booking-next')).toHaveCount(0);
      await expectFits(page);
      await notice.getByRole('link', { name: lang === 'sv' ? 'Se mitt abonnemang' : 'See my subscription' }).click();
      await expect(page).toHaveURL(new RegExp(`${routePath('subscriptions', lang)}$`));
    });
  });
}
