import { company } from '../../content/shared/site';
import { expect, giveConsent, outboxTo, test } from './fixtures';

/**
 * The business page's forms to sales: an employer's interest in home
 * cleaning as an employee benefit, and a company's application to become a
 * partner. Each reaches sales through the outbox with what was typed.
 */

test.describe("the business page's forms to sales", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test.describe('on a phone in Swedish', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('an employer says what is wrong, mends it and is thanked; sales gets the company, its size and the contact', async ({ page }) => {
      const companyName = `Nordlund Bygg ${Date.now()}`;
      await page.goto('/foretag');
      const form = page.getByRole('form', { name: 'Berätta om ert företag' });
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('Företagets namn').fill(companyName);
      await form.getByLabel('Organisationsnummer').fill('556677-8890');
      await form.getByLabel('Antal anställda').fill('12a0');
      // Only digits are taken.
      await expect(form.getByLabel('Antal anställda')).toHaveValue('120');
      await form.getByLabel('Kontaktperson').fill('Karin Nordlund');
      await form.getByLabel('E-post').fill('karin@nordlundbygg.example');
      await form.getByRole('button', { name: 'Skicka' }).tap();
      await expect(form.getByRole('alert')).toHaveText(['Ange ett giltigt organisationsnummer, till exempel 556677-8899.', 'Fältet är obligatoriskt.']);
      await expect(form.getByLabel('Organisationsnummer')).toBeFocused();
      await form.getByLabel('Organisationsnummer').fill('556677-8899');
      await form.getByLabel('Mobiltelefon').fill('070-174 06 10');
      await form.getByRole('button', { name: 'Skicka' }).tap();
      const thanks = page.getByTestId('employee-benefits-sent');
      await expect(thanks).toHaveText(/^Tack! Vår säljavdelning kontaktar er inom två arbetsdagar/);
      await expect(thanks).toBeFocused();

      const copy = (await outboxTo(page, company.businessEmail)).find((item) => item.body.includes(companyName));
      expect(copy?.subject).toBe(`Intresse för personalförmån: ${companyName}`);
      expect(copy?.body).toContain('Antal anställda: 120');
      expect(copy?.body).toContain('Kontaktperson: Karin Nordlund');
    });
  });

  test('in English on a laptop, by keyboard: a partner application with its website', async ({ page }) => {
    const companyName = `Hemvist Fastigheter ${Date.now()}`;
    await page.goto('/en/business');
    const form = page.getByRole('form', { name: 'Apply to become a partner' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Company name').fill(companyName);
    await form.getByLabel('Organisation number').fill('556677-8899');
    await form.getByLabel('Contact person').fill('Oskar Lind');
    await form.getByLabel('Email').fill('oskar@hemvist.example');
    await form.getByLabel('Mobile phone').fill('073-465 00 45');
    await form.getByLabel('Website (optional)').fill('not a site');
    // Enter in a field sends the form.
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText(['Enter a valid web address.']);
    await expect(form.getByLabel('Website (optional)')).toBeFocused();
    await form.getByLabel('Website (optional)').fill('www.hemvist.example');
    await form.getByLabel('Message (optional)').fill('We have 400 flats in Uppsala.');
    await form.getByLabel('Website (optional)').press('Enter');
    const thanks = page.getByTestId('partner-application-sent');
    await expect(thanks).toHaveText(/^Thank you! Our sales team has your application/);
    await expect(thanks).toBeFocused();

    const copy = (await outboxTo(page, company.businessEmail)).find((item) => item.body.includes(companyName));
    expect(copy?.subject).toBe(`Partneransökan: ${companyName}`);
    expect(copy?.body).toContain('Webbplats: www.hemvist.example');
    expect(copy?.body).toContain('Språk: engelska');
    expect(copy?.body).toContain('We have 400 flats in Uppsala.');
  });
});
