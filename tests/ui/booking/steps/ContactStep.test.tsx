import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingProductOf } from '../../../../machines/booking/wizard/products';
import { contactParts } from '../../../../machines/booking/wizard/wizard.forms';
import { ContactStep } from '../../../../ui/booking/steps/ContactStep';
import { renderWithProviders } from '../../../support/providers';

const filled = { contact: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phone: '070-123 45 67' } };

describe('ContactStep', () => {
  it('reports nothing on mount: the wizard judges the starting answers as the form reads them', () => {
    const onChange = vi.fn();
    renderWithProviders(<ContactStep business={false} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    const handyman = bookingProductOf('bookingGeneralHandyman')!;
    expect(contactParts(handyman, '11122', undefined).person).toEqual({ values: { firstName: '', lastName: '', email: '', phone: '' }, valid: false });
    expect(contactParts(handyman, '11122', filled.contact).person).toEqual({
      values: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phone: '+46 70 123 45 67' },
      valid: true,
    });
  });

  it('normalises the phone number to +46 when the field is left', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ContactStep business={false} onChange={onChange} />);
    const phone = screen.getByLabelText('Mobile phone');
    await userEvent.type(phone, '0701234567');
    await userEvent.tab();
    expect(phone).toHaveValue('+46 70 123 45 67');
    expect(onChange.mock.lastCall?.[0].contact.phone).toBe('+46 70 123 45 67');
  });

  it('shows the spec error keys for fields left wrong and reports every change', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ContactStep business={false} onChange={onChange} />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'anna@');
    expect(onChange).toHaveBeenCalledTimes('anna@'.length);
    await userEvent.type(screen.getByLabelText('Mobile phone'), '0123');
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription(/Enter a valid phone number\./);
    expect(onChange.mock.lastCall?.[1]).toBe(false);
  });

  it('shows required on every empty field when the wizard asks', async () => {
    renderWithProviders(<ContactStep business={false} onChange={vi.fn()} showAllErrors />);
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
  });

  it('asks for the company and a well-formed organisation number only for business', async () => {
    const { rerender } = renderWithProviders(<ContactStep business={false} onChange={vi.fn()} />);
    expect(screen.queryByLabelText(/Organisation number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();

    const onChange = vi.fn();
    rerender(<ContactStep key="business" business defaultValues={filled} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Company name'), 'Städ AB');
    const orgNumber = screen.getByLabelText(/Organisation number/);
    await userEvent.type(orgNumber, '5566778899');
    await userEvent.tab();
    expect(orgNumber).toHaveAccessibleDescription(/Enter a valid organisation number, such as 556677-8899\./);
    expect(onChange.mock.lastCall?.[1]).toBe(false);

    await userEvent.clear(orgNumber);
    await userEvent.type(orgNumber, '556677-8899');
    expect(onChange).toHaveBeenLastCalledWith(
      {
        contact: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phone: '+46 70 123 45 67' },
        company: { name: 'Städ AB', orgNumber: '556677-8899' },
      },
      true,
    );
  });

  it('shows a field the server refused until that field is changed', async () => {
    renderWithProviders(
      <ContactStep business={false} defaultValues={filled} serverErrors={[{ field: 'body.contact.email', message: 'common.formErrors.email' }]} onChange={vi.fn()} />,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Mobile phone')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(email, 'm');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
