import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFollowing } from '../../../api/client/sessionFollowing';
import { customer as calls } from '../../../api/contract/customer';
import { NEW_PHONE, OLD_PHONE, PERSONAL_INFORMATION, PRIMARY_ADDRESS, SUMMER_HOUSE, codeRefused } from '../../../model-tests/myPages/account.fixtures';
import { conflict } from '../../../model-tests/myPages/myPages.support';
import { fakeApi, type FakeApi } from '../../../model-tests/support/fakeApi';
import { renderView } from '../../../model-tests/support/renderView';
import { AccountPage } from '../../../ui/myPages/account/AccountPage';
import { accountForms } from '../../../ui/myPages/account/lazyForms';
import { resetSession, useSession } from '../session/fakeSession';
import { account, companyAccount, customer, registerSessionHooks } from '../session/support';

// The page fetches the account page's forms as they are wanted; here their code is loaded once, before the views are walked.
beforeAll(async () => {
  await accountForms.preload();
});

registerSessionHooks();

vi.mock('../../../ui/session/SessionContext', () => import('../session/fakeSession'));
// The page's gate (log-in page for anyone not logged in) is a chart with its own model tests; here the customer is logged in.
vi.mock('../../../ui/session/CustomerPages/useCustomerGate', () => ({ useCustomerGate: () => ({ returning: false }) }));

const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });

const own = account();
const company = companyAccount();
const asHerself = customer({ accounts: [own, company] });
const forCompany = customer({ id: company.id, isPowerOfAttorney: true, isMainAccount: false, activeAccount: company, accounts: [own, company] });

/** The page's client as the site gives it: following the customer's session, here the fake's. */
const pageClient = (api: FakeApi) => sessionFollowing(api.client, () => useSession().view.sessionId);

/** Answers what the page reads on load: personal information, addresses, and each address's key and alarm (with the levels). */
async function answerLoad(api: FakeApi, information = PERSONAL_INFORMATION, addresses = [SUMMER_HOUSE, PRIMARY_ADDRESS]) {
  api.pending(calls.personalInformation).resolve(information);
  api.pending(calls.addresses).resolve({ items: addresses });
  await settle();
}

beforeEach(() => resetSession({ isLoggedIn: true, customer: asHerself, sessionId: 's-1' }));

describe('the account page', () => {
  for (const [locale, words] of [
    ['en', { title: 'My account', personal: 'Personal information', users: 'Users and power of attorney', addresses: 'Addresses', primary: 'Primary address', href: '/en/my-pages/account/users' }],
    ['sv', { title: 'Mitt konto', personal: 'Personuppgifter', users: 'Användare och fullmakter', addresses: 'Adresser', primary: 'Huvudadress', href: '/mina-sidor/konto/anvandare' }],
  ] as const) {
    it(`shows the personal information, the way to users and power of attorney, and the addresses, primary first (${locale})`, async () => {
      const api = fakeApi();
      renderView(<AccountPage />, { client: pageClient(api), site: { locale } });
      expect(api.pending(calls.personalInformation).input).toMatchObject({ sessionId: 's-1' });
      await answerLoad(api);
      const page = screen.getByTestId('account-page');
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(words.title);
      expect(within(page).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([words.personal, words.users, words.addresses]);
      expect(screen.getByTestId('name-value')).toHaveTextContent('Oskar Lind');
      expect(screen.getByTestId('ssn-value')).toHaveTextContent('19811218-9876');
      expect(screen.getByTestId('email-value')).toHaveTextContent('oskar@example.se');
      expect(screen.getByTestId('phone-value')).toHaveTextContent(OLD_PHONE);
      expect(within(screen.getByTestId('account-users')).getByRole('link')).toHaveAttribute('href', words.href);
      const titles = within(screen.getByTestId('addresses')).getAllByRole('heading', { level: 3 });
      expect(titles.map((title) => title.textContent)).toEqual([`Storgatan 1, 111 22 Stockholm${words.primary}`, 'Sjövägen 4, 761 90 Norrtälje']);
      // Each address reads its key and alarm instructions for itself.
      expect(api.callsTo(calls.securityInstructions).map((call) => call.input?.params)).toEqual([{ id: 'ad-1' }, { id: 'ad-2' }]);
    });
  }

  it('a company account shows its organisation number and its contact person, not a personal number', async () => {
    resetSession({ isLoggedIn: true, customer: forCompany, sessionId: 's-1' });
    const api = fakeApi();
    renderView(<AccountPage />, { client: pageClient(api) });
    await answerLoad(api, { ...PERSONAL_INFORMATION, ssn: null });
    expect(screen.getByTestId('account-name')).toHaveTextContent('Andersson Bygg AB');
    expect(screen.queryByTestId('ssn-value')).toBeNull();
    expect(screen.getByTestId('org-number-value')).toHaveTextContent(company.orgNumber ?? '');
    expect(screen.getByTestId('personal-information')).toHaveTextContent('Contact person');
  });

  it('follows a switch of account: everything is read again for the other account', async () => {
    const api = fakeApi();
    const { rerenderView } = renderView(<AccountPage />, { client: pageClient(api) });
    await answerLoad(api);
    resetSession({ isLoggedIn: true, customer: forCompany, sessionId: 's-2' });
    rerenderView(<AccountPage />);
    expect(api.pending(calls.personalInformation).input).toMatchObject({ sessionId: 's-2' });
    expect(api.pending(calls.addresses).input).toMatchObject({ sessionId: 's-2' });
    expect(screen.getByTestId('account-name')).toHaveTextContent('Andersson Bygg AB');
    // Nothing of the account switched from stays while the other one loads.
    expect(screen.queryByTestId('name-value')).toBeNull();
  });

  it('changes the mobile number only once the code is verified, through the contract’s calls', async () => {
    const api = fakeApi();
    renderView(<AccountPage />, { client: pageClient(api) });
    await answerLoad(api);
    const row = screen.getByTestId('phone-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Change mobile number' }));
    const number = within(row).getByLabelText('New mobile number');
    expect(number).toHaveFocus();
    fireEvent.change(number, { target: { value: '0701234567' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Send code' }));
    await settle();
    expect(api.pending(calls.changePhone).input).toMatchObject({ sessionId: 's-1', body: { phone: NEW_PHONE } });
    api.pending(calls.changePhone).resolve({ verificationRequired: true });
    await settle();
    const code = within(row).getByLabelText('Code from the text message');
    expect(code).toHaveFocus();
    expect(within(row).getByTestId('phone-value')).toHaveTextContent(OLD_PHONE);

    // A code of the wrong length never reaches the server.
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm the code' }));
    await settle();
    expect(api.callsTo(calls.verifyContact)).toEqual([]);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(row).toHaveTextContent('The code has six characters.');

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm the code' }));
    await settle();
    api.pending(calls.verifyContact).reject(codeRefused('common.formErrors.wrongCode'));
    await settle();
    expect(row).toHaveTextContent('Wrong code. Check the text message and try again.');
    expect(within(row).getByTestId('phone-value')).toHaveTextContent(OLD_PHONE);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm the code' }));
    await settle();
    expect(api.pending(calls.verifyContact).input).toMatchObject({ sessionId: 's-1', body: { code: '123456' } });
    api.pending(calls.verifyContact).resolve({ ...PERSONAL_INFORMATION, phone: NEW_PHONE });
    await settle();
    expect(within(row).getByTestId('phone-value')).toHaveTextContent(NEW_PHONE);
    expect(within(row).getByTestId('phone-done')).toHaveFocus();
  });

  it('offers no removal of the primary address, and says why', async () => {
    const api = fakeApi();
    renderView(<AccountPage />, { client: pageClient(api) });
    await answerLoad(api);
    const primary = screen.getByTestId('remove-ad-1');
    expect(within(primary).queryByRole('button')).toBeNull();
    expect(primary).toHaveTextContent('Your primary address cannot be removed. Your bookings and invoices use it.');
    expect(within(screen.getByTestId('remove-ad-2')).getByRole('button', { name: 'Remove address' })).toBeInTheDocument();
  });

  it('shows the server’s refusal to remove an address in place, and keeps the address', async () => {
    const api = fakeApi();
    renderView(<AccountPage />, { client: pageClient(api) });
    await answerLoad(api);
    const removal = screen.getByTestId('remove-ad-2');
    fireEvent.click(within(removal).getByRole('button', { name: 'Remove address' }));
    fireEvent.click(within(removal).getByRole('button', { name: 'Yes, remove' }));
    expect(api.pending(calls.removeAddress).input).toMatchObject({ sessionId: 's-1', params: { id: 'ad-2' } });
    api.pending(calls.removeAddress).reject(conflict('myPages.addresses.inUse'));
    await settle();
    expect(within(removal).getByRole('alert')).toHaveTextContent('This address cannot be removed while a coming visit or a subscription uses it.');
    expect(screen.getByTestId('address-ad-2')).toBeInTheDocument();
  });
});
