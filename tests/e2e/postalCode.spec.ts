import type { Page } from '@playwright/test';
import { PEOPLE, loginWithQrAs } from './bankid';
import { expect, giveConsent, test } from './fixtures';
import { axeOn } from './wizard';

/** What the postal-code form and its "tell me when you come here" form say, per language. */
const LANGUAGES = [
  {
    locale: 'sv',
    home: '/',
    label: 'Postnummer',
    submit: 'Kom igång',
    areaCode: 'Ange ett svenskt postnummer med fem siffror, till exempel 112 34.',
    servicesNotOffered: 'Tyvärr erbjuder vi ingen av tjänsterna på det postnumret ännu.',
    interestTitle: 'Vill du veta när vi kommer till 761 90?',
    emailLabel: 'Din e-postadress',
    notify: 'Meddela mig',
    required: 'Fältet är obligatoriskt.',
    badEmail: 'Ange en giltig e-postadress.',
    consent: 'Vi använder din e-postadress bara för att berätta när vi erbjuder våra tjänster på 761 90',
    confirmation: 'Tack! Vi mejlar anna.svensson@example.se så snart vi erbjuder våra tjänster på 761 90.',
  },
  {
    locale: 'en',
    home: '/en',
    label: 'Postal code',
    submit: 'Get started',
    areaCode: 'Enter a Swedish postal code of five digits, such as 112 34.',
    servicesNotOffered: 'Unfortunately we do not offer any of these services at that postal code yet.',
    interestTitle: 'Want to know when we come to 761 90?',
    emailLabel: 'Your email address',
    notify: 'Notify me',
    required: 'This field is required.',
    badEmail: 'Enter a valid email address.',
    consent: 'We use your email address only to tell you when we offer our services at 761 90',
    confirmation: 'Thank you! We will email anna.svensson@example.se as soon as we offer our services at 761 90.',
  },
] as const;

/** The analytics entries the page queued for the tag manager. */
const dataLayer = (page: Page) => page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[]);
/** The analytics events of the data layer (not the tag manager's consent commands). */
const events = (entries: Record<string, unknown>[]) => entries.filter((entry) => 'event' in entry);

test.describe('postal-code forms', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test('a single service goes to its booking with the postal code', async ({ page }) => {
    await page.goto('/en/services/handyman');
    const form = page.getByTestId('postal-code-form').first();
    // Central Göteborg: any code in the region's ranges is served.
    await form.getByLabel('Postal code').fill('41101');
    await expect(form.getByLabel('Postal code')).toHaveValue('411 01');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/en\/book\/handyman\?areaCode=41101/);
    await expect(page.getByTestId('booking-wizard')).toBeVisible();
  });

  test.describe('on a phone in Swedish', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a check made offline says it waits, with no error in the code, and goes on once back online', async ({ page, context }) => {
      await page.goto('/tjanster/hantverkare');
      const form = page.getByTestId('postal-code-form').first();
      await form.getByLabel('Postnummer').fill('11330');
      await context.setOffline(true);
      await form.getByRole('button', { name: 'Kom igång' }).tap();
      await expect(form.getByTestId('postal-code-waiting')).toHaveText('Du är offline. Vi kontrollerar postnumret när anslutningen är tillbaka.');
      await expect(form.getByTestId('postal-code-error')).toHaveCount(0);
      await expect(form.getByLabel('Postnummer')).toHaveValue('113 30');
      await context.setOffline(false);
      await expect(page).toHaveURL(/\/boka\/hantverkare\?areaCode=11330/);
    });

    test('window cleaning opened at a postal code in Kiruna is the service-unavailable page, in Swedish', async ({ page }) => {
      const answer = await page.goto('/boka/fonsterputs?areaCode=98132');
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fönsterputs');
      await expect(page.getByText('Vi erbjuder inte tjänsten på det postnumret än. Prova ett annat postnummer.')).toBeVisible();
      await expect(page.getByTestId('error-actions').getByRole('link', { name: 'Tillbaka till tjänsten' })).toHaveAttribute('href', '/tjanster/fonsterputs');
      await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
    });
  });

  test('a booking page at a real postal code where its service is not offered says so under the service’s name, and its form tries another code', async ({ page }) => {
    // Västerås has the cleaning services only.
    const answer = await page.goto('/en/book/handyman?areaCode=72211');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handyman');
    await expect(page.getByTestId('booking-wizard')).toHaveCount(0);
    await expect(page.getByTestId('error-actions').getByRole('link', { name: 'Back to the service' })).toHaveAttribute('href', '/en/services/handyman');
    const form = page.getByTestId('postal-code-form').first();
    await form.getByLabel('Postal code').fill('11120');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/en\/book\/handyman\?areaCode=11120/);
    await expect(page.getByTestId('booking-wizard')).toBeVisible();
  });

  test('several services offer a choice, and the chosen one opens its booking', async ({ page }) => {
    await page.goto('/en');
    const form = page.getByTestId('postal-code-form').first();
    // Central Stockholm, where the office is.
    await form.getByLabel('Postal code').fill('11122');
    await form.getByRole('button', { name: 'Get started' }).click();
    const choice = page.getByTestId('service-choice').first();
    await expect(choice).toBeVisible();
    await choice.getByRole('button', { name: 'Window cleaning' }).click();
    await expect(page).toHaveURL(/\/en\/book\/window-cleaning\?areaCode=11122/);
  });

  test('a service not offered at the code, and an unknown code, say so', async ({ page }) => {
    await page.goto('/en/services/handyman');
    const form = page.getByTestId('postal-code-form').first();
    await form.getByLabel('Postal code').fill('72211');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(form.getByTestId('postal-code-error')).toHaveText('Unfortunately we do not offer this service at that postal code yet.');
    await page.goto('/en');
    const home = page.getByTestId('postal-code-form').first();
    await home.getByLabel('Postal code').fill('99999');
    await home.getByRole('button', { name: 'Get started' }).click();
    await expect(home.getByTestId('postal-code-error')).toHaveText('Enter a Swedish postal code of five digits, such as 112 34.');
  });

  test('a customer with weekly cleaning is told so at that postal code, and at another', async ({ page }) => {
    await loginWithQrAs(page, PEOPLE.powerOfAttorney.pnr, /Karin/);

    await page.goto('/en');
    const form = page.getByTestId('postal-code-form').first();
    const choice = page.getByTestId('service-choice').first();
    const weekly = choice.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Home cleaning' }) });
    // Her subscription's postal code: weekly cleaning is already hers.
    await form.getByLabel('Postal code').fill('11152');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(weekly.getByRole('button')).toBeDisabled();
    await expect(weekly).toContainText('Included in your subscription');
    await choice.getByRole('button', { name: 'Close' }).click();
    // Another postal code: a second subscription is not offered.
    await form.getByLabel('Postal code').fill('11120');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(weekly).toContainText('You already have a subscription at another postal code.');
    await expect(weekly.getByRole('button')).toBeDisabled();
  });

  for (const text of LANGUAGES) {
    test(`${text.locale}: a real postal code we do not serve is not offered, and the visitor can ask to be told by email`, async ({ page }) => {
      await page.goto(text.home);
      const form = page.getByTestId('postal-code-form').first();
      await form.getByLabel(text.label).fill('76190');
      await form.getByRole('button', { name: text.submit }).click();
      // Not the format error: the code is real, we are just not there yet.
      await expect(form.getByTestId('postal-code-error')).toHaveText(text.servicesNotOffered);
      // The visitor allowed only the necessary cookies: the check reaches no analytics (analytics.spec.ts has the other side).
      expect(events(await dataLayer(page))).toEqual([]);

      const interest = page.getByRole('form', { name: text.interestTitle });
      await expect(interest).toBeVisible();
      await expect(interest).toContainText(text.consent);
      const email = interest.getByRole('textbox', { name: text.emailLabel });
      // Keyboard only: from the postal code's button the next stop is the address.
      await page.keyboard.press('Tab');
      await expect(email).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(interest.getByRole('alert')).toHaveText(text.required);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.type('anna.svensson@');
      await expect(interest.getByRole('alert')).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(interest.getByRole('alert')).toHaveText(text.badEmail);
      const axe = await axeOn(page).include('[data-testid="area-interest-form"]').analyze();
      expect(axe.violations).toEqual([]);
      await email.fill('anna.svensson@example.se');
      await interest.getByRole('button', { name: text.notify }).click();
      const confirmation = page.getByRole('status').filter({ hasText: text.confirmation });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toBeFocused();
      await expect(page.getByTestId('area-interest-form')).toHaveCount(0);

      // Codes that do not exist still get the format error, and no offer to be told.
      for (const code of ['99999', '00000']) {
        await form.getByLabel(text.label).fill(code);
        await form.getByRole('button', { name: text.submit }).click();
        await expect(form.getByTestId('postal-code-error')).toHaveText(text.areaCode);
        await expect(page.getByTestId('area-interest-form')).toHaveCount(0);
        await expect(page.getByTestId('area-interest-confirmation')).toHaveCount(0);
      }
    });
  }

  test("a single service's form at a real code we do not serve says the service is not offered there, and offers the same", async ({ page }) => {
    await page.goto('/en/services/handyman');
    const form = page.getByTestId('postal-code-form').first();
    await form.getByLabel('Postal code').fill('981 32');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(form.getByTestId('postal-code-error')).toHaveText('Unfortunately we do not offer this service at that postal code yet.');
    expect(events(await dataLayer(page))).toEqual([]);
    const interest = page.getByRole('form', { name: 'Want to know when we come to 981 32?' });
    await interest.getByRole('textbox', { name: 'Your email address' }).fill('erik@example.se');
    await interest.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByTestId('area-interest-confirmation')).toHaveText(
      'Thank you! We will email erik@example.se as soon as we offer our services at 981 32.',
    );
    // Typing a new code takes the message and the confirmation away.
    await form.getByLabel('Postal code').fill('1112');
    await expect(form.getByTestId('postal-code-error')).toHaveCount(0);
    await expect(page.getByTestId('area-interest-confirmation')).toHaveCount(0);
  });
});
