import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../api/contract/customer';
import { AccountPage } from '../../../ui/session/CustomerPages/AccountPage';
import { fakeSession, resetSession } from './fakeSession';
import { account, companyAccount, customer, fakeApi, renderWithProviders } from './support';

vi.mock('../../../ui/session/SessionContext', () => import('./fakeSession'));
// The page's gate (log-in page for anyone not logged in) is a chart with its own model tests; here Anna is logged in.
vi.mock('../../../ui/session/CustomerPages/useCustomerGate', () => ({ useCustomerGate: () => ({ returning: false }) }));

/** Anna logged in; she may act as herself or for her company. */
const own = account();
const company = companyAccount();
const asHerself = customer({ accounts: [own, company], addresses: [{ id: 'a-1', street: 'Hemvägen 1', zipCode: '11120', city: 'Stockholm', primary: true }] });
const forCompany = customer({
  id: company.id,
  isPowerOfAttorney: true,
  isMainAccount: false,
  activeAccount: company,
  accounts: [own, company],
  addresses: [{ id: 'a-2', street: 'Verkstadsgatan 5', zipCode: '17231', city: 'Sundbyberg', primary: true }],
});

/** The facts the page lists, as a visitor reads them: label, value. */
const facts = () =>
  Array.from(screen.getByTestId('account-page').querySelectorAll('dl > div'), (row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => resetSession());

describe('<AccountPage>', () => {
  for (const [locale, labels] of [
    ['en', ['Name', 'Email', 'Mobile phone']],
    ['sv', ['Namn', 'E-post', 'Mobiltelefon']],
  ] as const) {
    it(`shows the name and contact details of the account acted as, not the person logged in (${locale})`, async () => {
      resetSession({ isLoggedIn: true, customer: forCompany, sessionId: 's-1' });
      const api = fakeApi();
      api.call.mockResolvedValue(forCompany);
      renderWithProviders(<AccountPage />, { site: { locale }, api });
      await act(async () => {});
      expect(facts()).toEqual([
        [labels[0], 'Andersson Bygg AB'],
        [labels[1], 'info@bygg.se'],
        [labels[2], '+46 70 999 99 99'],
      ]);
      expect(screen.getByTestId('account-page')).toHaveTextContent('Verkstadsgatan 5, 172 31 Sundbyberg');
    });
  }

  it('follows a switch: reads the customer again and never shows the account switched from', async () => {
    resetSession({ isLoggedIn: true, customer: asHerself, sessionId: 's-1' });
    const api = fakeApi();
    api.call.mockResolvedValueOnce(asHerself);
    const { rerender } = renderWithProviders(<AccountPage />, { api });
    await act(async () => {});
    expect(facts()[0]).toEqual(['Name', 'Anna Andersson']);

    // The session switched and loaded the company; the page's own read is still under way.
    const afterSwitch = deferred<Customer>();
    api.call.mockReturnValueOnce(afterSwitch.promise);
    resetSession({ isLoggedIn: true, customer: forCompany, sessionId: 's-2' });
    rerender(<AccountPage />);
    expect(api.call).toHaveBeenCalledTimes(2);
    expect(facts()[0]).toEqual(['Name', 'Andersson Bygg AB']);
    expect(screen.getByTestId('account-page')).not.toHaveTextContent('Hemvägen 1');

    await act(async () => afterSwitch.resolve({ ...forCompany, addresses: [...forCompany.addresses, { id: 'a-3', street: 'Lagervägen 2', zipCode: '17231', city: 'Sundbyberg', primary: false }] }));
    expect(screen.getByTestId('account-page')).toHaveTextContent('Lagervägen 2, 172 31 Sundbyberg');
    expect(fakeSession.send).not.toHaveBeenCalled();
  });

  it('shows the main account’s email for an account without one, as the account menu does', async () => {
    const father = account({ id: 'acc-3', firstName: 'Gustav', email: null, mobilePhone: null, account: { firstName: 'Gustav', lastName: 'Andersson', email: null } });
    const forFather = customer({ id: father.id, isPowerOfAttorney: true, isMainAccount: false, activeAccount: father, accounts: [own, father] });
    resetSession({ isLoggedIn: true, customer: forFather, sessionId: 's-1' });
    const api = fakeApi();
    api.call.mockResolvedValue(forFather);
    renderWithProviders(<AccountPage />, { api });
    await act(async () => {});
    expect(facts()).toEqual([
      ['Name', 'Gustav Andersson'],
      ['Email', 'anna@example.se'],
      ['Mobile phone', '–'],
    ]);
  });
});
