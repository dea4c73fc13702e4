import type { Page } from '@playwright/test';
import { company } from '../../content/shared/site';
import { expect, giveConsent, outboxTo, test } from './fixtures';

/**
 * "Send us a message" on the contact page opens the contact dialog, whose
 * form sends the message to customer service through the outbox, with a
 * receipt to the sender (site.md section 2, contact modal).
 */

/**
 * Opens the contact dialog with `press` on its button, again if the first
 * came before the page's scripts took over the button (a press then does
 * nothing, as for a visitor), until its form shows.
 */
async function openContactDialog(page: Page, press: () => Promise<void>, name: string) {
  const form = page.getByTestId('contact-modal').getByRole('form', { name });
  await expect(async () => {
    if (!(await page.getByTestId('contact-modal').isVisible())) await press();
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return form;
}

test.describe('a message to customer service from the contact dialog', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test.describe('on a phone in Swedish', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('says what is missing, then sends it: customer service gets it, the sender a receipt', async ({ page }) => {
      const sender = `kontakt.${Date.now()}@example.se`;
      await page.goto('/kontakt');
      const dialog = page.getByTestId('contact-modal');
      const form = await openContactDialog(page, () => page.getByRole('button', { name: 'Skicka ett meddelande' }).tap(), 'Skicka ett meddelande');
      await form.getByRole('button', { name: 'Skicka' }).tap();
      await expect(form.getByRole('alert')).toHaveText(['Fältet är obligatoriskt.', 'Fältet är obligatoriskt.', 'Fältet är obligatoriskt.']);
      await expect(form.getByLabel('Ditt namn')).toBeFocused();
      await form.getByLabel('Ditt namn').fill('Anna Svensson');
      await form.getByLabel('Din e-postadress').fill(sender);
      await form.getByLabel('Telefonnummer (valfritt)').fill('070-174 06 10');
      await form.getByLabel('Ditt meddelande').fill('Putsar ni fönster på glasverandor?');
      await form.getByRole('button', { name: 'Skicka' }).tap();
      const thanks = dialog.getByTestId('contact-message-sent');
      await expect(thanks).toHaveText(/^Tack! Kundservice har fått ditt meddelande/);
      await expect(thanks).toBeFocused();

      const [receipt] = await outboxTo(page, sender);
      expect(receipt).toMatchObject({ channel: 'email', subject: 'Vi har tagit emot ditt meddelande' });
      const copy = (await outboxTo(page, company.email)).find((item) => item.body.includes(sender));
      expect(copy?.subject).toBe('Meddelande från webbplatsen: Anna Svensson');
      expect(copy?.body).toContain('Putsar ni fönster på glasverandor?');
    });
  });

  test('in English on a laptop, by keyboard: Escape closes the dialog, and opening it again starts a new message', async ({ page }) => {
    await page.goto('/en/contact');
    const open = page.getByRole('button', { name: 'Send us a message' });
    const form = await openContactDialog(
      page,
      async () => {
        await open.focus();
        await page.keyboard.press('Enter');
      },
      'Send us a message',
    );
    await form.getByLabel('Your message').fill('Hello');
    await form.getByLabel('Your name').fill('Erik');
    await form.getByLabel('Your email address').fill('erik@');
    // Enter in a field sends the form.
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText(['Enter a valid email address.']);
    await expect(form.getByLabel('Your email address')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('contact-modal')).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Your name')).toHaveValue('');
  });
});
