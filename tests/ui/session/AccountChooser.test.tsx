import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountChoice } from '../../../api/contract/auth';
import { AccountChooser } from '../../../ui/session/AccountChooser/AccountChooser';
import { fakeSession, resetSession } from './fakeSession';
import { renderWithProviders, registerSessionHooks } from './support';

registerSessionHooks();

vi.mock('../../../ui/session/SessionContext', () => import('./fakeSession'));

const accounts: AccountChoice[] = [
  { id: 'acc-1', type: 'private', name: 'Anna Andersson' },
  { id: 'acc-2', type: 'business', name: 'Andersson Bygg AB', orgNumber: '556677-8899' },
];

beforeEach(() => resetSession({ mustChooseAccount: true, accounts }));

describe('<AccountChooser>', () => {
  it('is not there unless an account must be chosen', () => {
    resetSession();
    renderWithProviders(<AccountChooser />);
    expect(screen.queryByTestId('account-chooser')).not.toBeInTheDocument();
  });

  it('lists the accounts with their kind and the organisation number of a company', () => {
    renderWithProviders(<AccountChooser />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose account' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Anna AnderssonPrivate person',
      'Andersson Bygg ABCompany, org. no. 556677-8899',
    ]);
  });

  it('sends the chosen account', async () => {
    renderWithProviders(<AccountChooser />);
    await userEvent.click(screen.getByRole('button', { name: /Andersson Bygg AB/ }));
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'account.chosen', account: 'acc-2' });
  });

  it('cannot choose again while the choice is being sent', async () => {
    resetSession({ mustChooseAccount: true, accounts, busy: true });
    renderWithProviders(<AccountChooser />);
    for (const button of within(screen.getByRole('list')).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Logging in…');
    await userEvent.click(screen.getByRole('button', { name: /Anna Andersson/ }));
    expect(fakeSession.send).not.toHaveBeenCalled();
  });

  it('shows why the choice failed and lets the person choose again', async () => {
    resetSession({ mustChooseAccount: true, accounts, accountErrorKey: 'common.errors.default' });
    renderWithProviders(<AccountChooser />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: /Anna Andersson/ }));
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'account.chosen', account: 'acc-1' });
  });

  it('shows no error while all is well', () => {
    renderWithProviders(<AccountChooser />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can give up the login', async () => {
    renderWithProviders(<AccountChooser />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'logout.requested', redirect: false });
  });
});
