import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../../api/contract/common';
import { AddressStep, type AddressStepProps } from '../../../../ui/booking/steps/AddressStep';
import { renderWithProviders } from '../../../support/providers';

const addresses: Address[] = [
  { id: 'a1', street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', primary: false },
  { id: 'a2', street: 'Kungsgatan 5', zipCode: '41119', city: 'Göteborg', primary: true },
];

function props(overrides: Partial<AddressStepProps> = {}): AddressStepProps {
  return {
    addresses,
    selectedId: null,
    newAddress: null,
    newSelected: false,
    postalCode: null,
    checking: false,
    errorKey: null,
    onSelect: vi.fn(),
    onSelectNew: vi.fn(),
    onAddNew: vi.fn(),
    ...overrides,
  };
}

describe('AddressStep', () => {
  it('lists the addresses as radios, primary first, with the postal code as 123 45', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<AddressStep {...props({ selectedId: 'a1', onSelect })} />);
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName('Kungsgatan 5, 411 19 Göteborg Primary address');
    expect(radios[1]).toHaveAccessibleName('Storgatan 1, 111 22 Stockholm');
    expect(radios[1]).toBeChecked();
    await userEvent.click(radios[0]!);
    expect(onSelect).toHaveBeenCalledWith('a2');
  });

  it('shows addresses at another postal code than the checked one, but they cannot be chosen', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<AddressStep {...props({ postalCode: '11122', onSelect })} />);
    const elsewhere = screen.getByRole('radio', { name: /Kungsgatan 5/ });
    expect(elsewhere).toBeDisabled();
    expect(elsewhere).toHaveAccessibleDescription('Not at postal code 111 22, where your time and price are.');
    expect(screen.getByRole('radio', { name: /Storgatan 1/ })).toBeEnabled();
  });

  it('validates a new address before handing it on, and shows the refusal the wizard reports', async () => {
    const onAddNew = vi.fn();
    const view = renderWithProviders(<AddressStep {...props({ onAddNew })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const group = within(screen.getByRole('group', { name: 'New address' }));

    await userEvent.click(group.getByRole('button', { name: 'Use this address' }));
    expect(onAddNew).not.toHaveBeenCalled();
    expect(group.getByLabelText('Street address')).toHaveFocus();
    expect(group.getAllByText('This field is required.')).toHaveLength(3);

    await userEvent.type(group.getByLabelText('Street address'), 'Nygatan 3');
    await userEvent.type(group.getByLabelText('Postal code'), '1234');
    await userEvent.type(group.getByLabelText('City'), 'Uppsala');
    await userEvent.click(group.getByRole('button', { name: 'Use this address' }));
    expect(group.getByLabelText('Postal code')).toHaveAccessibleDescription('Enter a Swedish postal code of five digits, such as 112 34.');
    expect(onAddNew).not.toHaveBeenCalled();

    await userEvent.type(group.getByLabelText('Postal code'), '5');
    await userEvent.type(group.getByLabelText('City'), '{Enter}');
    expect(onAddNew).toHaveBeenCalledWith({ street: 'Nygatan 3', zipCode: '12345', city: 'Uppsala' });

    view.rerender(<AddressStep {...props({ onAddNew, checking: true })} />);
    expect(screen.getByRole('button', { name: 'Checking the address…' })).toBeDisabled();
    view.rerender(<AddressStep {...props({ onAddNew, errorKey: 'common.formErrors.serviceNotAvailableOnPostalCode' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unfortunately we do not offer this service at that postal code yet.');
    // Nothing typed is lost.
    expect(screen.getByLabelText('Street address')).toHaveValue('Nygatan 3');
  });

  it('closes the form once the address is accepted and offers it as the chosen one', async () => {
    const onSelectNew = vi.fn();
    const view = renderWithProviders(<AddressStep {...props({ addresses: [], onSelectNew })} />);
    await userEvent.type(screen.getByLabelText('Street address'), 'Nygatan 3');
    await userEvent.type(screen.getByLabelText('Postal code'), '75310');
    await userEvent.type(screen.getByLabelText('City'), 'Uppsala');
    view.rerender(
      <AddressStep {...props({ addresses: [], onSelectNew, newAddress: { street: 'Nygatan 3', zipCode: '75310', city: 'Uppsala' }, newSelected: true })} />,
    );
    expect(await screen.findByRole('button', { name: 'Add a new address' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nygatan 3, 753 10 Uppsala New address' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
