import { PEOPLE, approveWithApp } from './bankid';
import { expect, giveConsent, test } from './fixtures';

/** Seeded accounts Karin Berg may act as (content/shared/customers.ts). */
const KARIN = { name: 'Karin Berg', email: 'karin.berg@kund.example', phone: '+46 70 174 06 06', street: 'Tegnérgatan 8' };
const BAKERY = { name: 'Bergs Bageri AB', email: 'info@bergsbageri.example', phone: '+46 70 174 06 08', street: 'Bageriväg 5' };

/** Swedish on a phone, English on a laptop. */
const LANGUAGES = [
  {
    lang: 'sv',
    size: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    path: '/mina-sidor/konto',
    menu: 'Kontomeny',
    actingFor: 'Du agerar för Bergs Bageri AB',
    loggedInAs: 'Inloggad som',
  },
  {
    lang: 'en',
    size: { viewport: { width: 1280, height: 800 } },
    path: '/en/my-pages/account',
    menu: 'Account menu',
    actingFor: 'You are acting for Bergs Bageri AB',
    loggedInAs: 'Logged in as',
  },
] as const;

test.describe('switching account', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await giveConsent(page, baseURL!);
  });

  for (const { lang, size, path, menu, actingFor, loggedInAs } of LANGUAGES) {
    test.describe(lang, () => {
      test.use(size);
      test(`the account page and the account menu show the account switched to (${lang})`, async ({ page }) => {
        await page.goto(path);
        // A phone opens BankID on itself; her BankID is on another device, so she asks for the QR code.
        if (size.viewport.width < 600) await page.getByRole('button', { name: 'BankID på en annan enhet' }).click();
        await approveWithApp(page, PEOPLE.powerOfAttorney.pnr);
        await page.getByTestId('account-chooser').getByRole('button', { name: /Karin Berg/ }).click();

        const account = page.getByTestId('account-page');
        await expect(account).toContainText(KARIN.name);
        await expect(account).toContainText(KARIN.email);
        await expect(account).toContainText(KARIN.street);

        const accountMenu = page.getByTestId('account-menu');
        await accountMenu.getByRole('button', { name: new RegExp(menu) }).click();
        await accountMenu.getByRole('button', { name: new RegExp(BAKERY.name) }).click();

        // Without a reload: the page follows the session to the other account.
        for (const fact of [BAKERY.name, BAKERY.email, BAKERY.phone, BAKERY.street]) await expect(account).toContainText(fact);
        // Karin is the company's contact person, so her name stays; none of her own details do.
        for (const fact of [KARIN.email, KARIN.phone, KARIN.street]) await expect(account).not.toContainText(fact);
        await expect(account.getByTestId('name-value')).toHaveText(KARIN.name);
        await expect(account.getByTestId('org-number-value')).toHaveText('559900-9874');

        const menuButton = accountMenu.getByRole('button', { name: new RegExp(menu) });
        await expect(menuButton).toContainText(BAKERY.name);
        if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
        const identity = accountMenu.getByTestId('account-identity');
        await expect(identity).toHaveText(`${BAKERY.name}${BAKERY.email}`);
        await expect(accountMenu.getByTestId('power-of-attorney')).toHaveText(actingFor);

        // And the same after a reload, read afresh from the server.
        await page.reload();
        for (const fact of [BAKERY.name, BAKERY.email, BAKERY.phone, BAKERY.street]) await expect(account).toContainText(fact);
        await expect(account).not.toContainText(KARIN.email);

        // My pages greets the account acted as: the company, not its contact person.
        await page.goto(lang === 'sv' ? '/mina-sidor' : '/en/my-pages');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'sv' ? `Välkommen, ${BAKERY.name}` : `Welcome, ${BAKERY.name}`);

        // Gustav has no e-mail of his own: the menu shows Karin's as hers, the one logged in, not as his.
        await menuButton.click();
        await accountMenu.getByRole('button', { name: /Gustav Berg/ }).click();
        await expect(menuButton).toContainText('Gustav');
        if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
        await expect(identity).toHaveText(`Gustav Berg${loggedInAs} ${KARIN.email}`);
      });
    });
  }
});
