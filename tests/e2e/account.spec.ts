import type { Browser, Page } from '@playwright/test';
import { routePath } from '../../api/routes';
import { approveInApp, approveWithApp, openTestApp, PEOPLE, scanInApp, scanQr } from './bankid';
import { expect, giveConsent, outboxTo, test } from './fixtures';
import { expectAccessible, expectFits } from './wizard';

/**
 * The account as its customer keeps it, against the real server: Oskar
 * changes his mobile number on a phone in Swedish with the code the
 * development outbox received; he invites Maja Holm (a documented test
 * identity with an account of her own) and signs with BankID in the test
 * app; Maja opens the link she was e-mailed, logs in, approves by signing,
 * and from then on finds Oskar's account in her account choice.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MAJA = { pnr: '198609239846', email: 'maja.holm@kund.example' };

/** Logs in by QR code from a second device, on whatever page asks for it. */
async function logInByQr(page: Page, browser: Browser, pnr: string) {
  await approveWithApp(page, pnr);
}

test.describe('the account', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('Oskar changes his mobile number in Swedish with the code texted to the new number', async ({ page }) => {
      await page.goto(routePath('account', 'sv'));
      const opened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Öppna BankID' }).click();
      const app = await opened;
      await app.waitForLoadState();
      if (await app.locator('#scan-button').isVisible()) await app.locator('#scan-button').click();
      await approveInApp(app, PEOPLE.plain.pnr);
      await app.close();

      const row = page.getByTestId('phone-row');
      await expect(row.getByTestId('phone-value')).toBeVisible({ timeout: 15_000 });
      const before = await row.getByTestId('phone-value').textContent();
      await row.getByRole('button', { name: 'Ändra mobilnummer' }).click();
      await row.locator('input[name="phone"]').fill('070-174 06 55');
      await row.getByRole('button', { name: 'Skicka kod' }).click();
      await expect(row.getByTestId('code-sent-to')).toContainText('+46 70 174 06 55');
      // Not changed before the code is confirmed.
      await expect(row.getByTestId('phone-value')).toHaveText(before!);
      await expectFits(page);

      const [sms] = await outboxTo(page, '+46701740655');
      expect(sms!.channel).toBe('sms');
      const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
      await row.locator('input[name="code"]').fill(code === '000000' ? '111111' : code.replace(/^./, (digit) => String((Number(digit) + 1) % 10)));
      await row.getByRole('button', { name: 'Bekräfta koden' }).click();
      await expect(row).toContainText('Fel kod. Kontrollera sms:et och försök igen.');
      await expect(row.locator('input[name="code"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(row.getByTestId('phone-value')).toHaveText(before!);

      await row.locator('input[name="code"]').fill(code);
      await row.getByRole('button', { name: 'Bekräfta koden' }).click();
      await expect(row.getByTestId('phone-done')).toContainText('+46 70 174 06 55');
      await expect(row.getByTestId('phone-value')).toHaveText('+46 70 174 06 55');
      await expectAccessible(page);

      // The server has the new number: a fresh page shows it.
      await page.reload();
      await expect(page.getByTestId('phone-row').getByTestId('phone-value')).toHaveText('+46 70 174 06 55', { timeout: 15_000 });
    });
  });

  test('Oskar invites Maja and signs with BankID; Maja approves by signing and then finds his account in her account choice', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.goto(routePath('accountUsers', 'en'));
    await logInByQr(page, browser, PEOPLE.plain.pnr);
    await expect(page.getByTestId('users-list')).toBeVisible({ timeout: 15_000 });

    await page.getByTestId('invite-open').click();
    const panel = page.getByTestId('invite-panel');
    await panel.getByLabel('First name').fill('Maja');
    await panel.getByLabel('Last name').fill('Holm');
    await panel.getByLabel('Email').fill(MAJA.email);
    await panel.getByLabel('Personal identity number').fill(MAJA.pnr);
    await panel.getByTestId('invite-sign').click();

    // Signing looks like the login: a QR code the test app scans, then the text to sign.
    await expect(page.getByTestId('sign-panel')).toBeVisible();
    const phone = await (await browser.newContext()).newPage();
    await openTestApp(phone);
    await scanInApp(phone, await scanQr(page));
    await expect(phone.locator('body')).toContainText('I give Maja Holm (19860923-9846) power of attorney to manage my account');
    await approveInApp(phone, PEOPLE.plain.pnr);
    await phone.context().close();

    await expect(panel.getByTestId('invite-done')).toBeVisible({ timeout: 15_000 });
    const link = await panel.getByTestId('invite-link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/en/my-pages/invitation/inv-`));
    await expect(page.getByTestId('user').filter({ hasText: 'Maja Holm' }).getByTestId('invited')).toBeVisible();
    await expectAccessible(page);

    // Maja's e-mail carries the same link.
    const [mail] = await outboxTo(page, MAJA.email);
    expect(mail!.body).toContain(link);

    const maja = await (await browser.newContext()).newPage();
    await giveConsent(maja, baseURL!);
    await maja.goto(link);
    await logInByQr(maja, browser, MAJA.pnr);
    // The page collects the login on its next poll (2 s) and then loads the invitation: slow on a busy machine.
    const invitation = maja.getByTestId('invitation-page');
    await expect(invitation.getByTestId('invitation-summary')).toContainText('Oskar Lindqvist', { timeout: 30_000 });
    await expectAccessible(maja);
    await invitation.getByTestId('invitation-approve').click();
    await expect(maja.getByTestId('sign-panel')).toBeVisible();
    const majasPhone = await (await browser.newContext()).newPage();
    await openTestApp(majasPhone);
    await scanInApp(majasPhone, await scanQr(maja));
    await expect(majasPhone.locator('body')).toContainText("I accept the power of attorney to manage Oskar Lindqvist's account");
    await approveInApp(majasPhone, MAJA.pnr);
    await majasPhone.context().close();
    await expect(invitation.getByTestId('invitation-approved')).toBeVisible({ timeout: 15_000 });

    // Oskar's list shows her as a user now.
    await page.reload();
    const majaListed = page.getByTestId('user').filter({ hasText: 'Maja Holm' });
    await expect(majaListed).toBeVisible({ timeout: 15_000 });
    await expect(majaListed.getByTestId('invited')).toHaveCount(0);

    // Her next login offers both accounts.
    await maja.context().clearCookies();
    await giveConsent(maja, baseURL!);
    await maja.goto(routePath('myPages', 'en'));
    await logInByQr(maja, browser, MAJA.pnr);
    const chooser = maja.getByTestId('account-chooser');
    await expect(chooser.getByRole('button', { name: /Oskar Lindqvist/ })).toBeVisible({ timeout: 15_000 });
    await expect(chooser.getByRole('button', { name: /Maja Holm/ })).toBeVisible();
    await chooser.getByRole('button', { name: /Oskar Lindqvist/ }).click();
    await expect(maja.getByTestId('my-pages')).toBeVisible();
  });
});
