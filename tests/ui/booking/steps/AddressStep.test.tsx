import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../../api/contract/common';
import { AddressStep } from '../../../../ui/booking/steps/AddressStep';
import { renderWithProviders } from '../../../support/providers';

const addresses: Address[] = [
  { id: 'a1', street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', primary: false },
  { id: 'a2', street: 'Kungsgatan 5', zipCode: '41119', city: 'Göteborg', primary: true },
];

describe('AddressStep', () => {
  it('lists the addresses as radios, primary first, with the postal code as 123 45', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<AddressStep addresses={addresses} selectedId="a1" onSelect={onSelect} onAddNew={vi.fn()} />);
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName('Kungsgatan 5, 411 19 Göteborg Primary address');
    expect(radios[1]).toHaveAccessibleName('Storgatan 1, 111 22 Stockholm');
    expect(radios[1]).toBeChecked();
    await userEvent.click(radios[0]!);
    expect(onSelect).toHaveBeenCalledWith('a2');
  });

  it('checks a new address, sends it and shows the error the edge answers', async () => {
    const onAddNew = vi.fn().mockResolvedValue({ ok: false, errorKey: 'common.formErrors.serviceNotAvailableOnPostalCode' });
    renderWithProviders(<AddressStep addresses={addresses} selectedId={null} onSelect={vi.fn()} onAddNew={onAddNew} />);
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
    expect(group.getByLabelText('Postal code')).toHaveAccessibleDescription('Enter a postal code of five digits.');
    expect(onAddNew).not.toHaveBeenCalled();

    await userEvent.type(group.getByLabelText('Postal code'), '5');
    await userEvent.type(group.getByLabelText('City'), '{Enter}');
    expect(onAddNew).toHaveBeenCalledWith({ street: 'Nygatan 3', zipCode: '12345', city: 'Uppsala' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unfortunately we do not offer this service at that postal code yet.');
  });

  it('closes the form when the address is accepted', async () => {
    const onAddNew = vi.fn().mockResolvedValue({ ok: true });
    renderWithProviders(<AddressStep addresses={[]} selectedId={null} onSelect={vi.fn()} onAddNew={onAddNew} />);
    await userEvent.type(screen.getByLabelText('Street address'), 'Nygatan 3');
    await userEvent.type(screen.getByLabelText('Postal code'), '75310');
    await userEvent.type(screen.getByLabelText('City'), 'Uppsala');
    await userEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByRole('button', { name: 'Add a new address' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
