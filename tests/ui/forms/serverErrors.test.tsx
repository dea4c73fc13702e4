import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError } from '../../../api/contract/endpoint';
import { placeFormSchema } from '../../../ui/forms/schemas';
import { fieldsNamed, setServerErrors } from '../../../ui/forms/serverErrors';
import { TextField } from '../../../ui/forms/TextField';
import { renderWithProviders } from '../../support/providers';

type Values = { street: string; zipCode: string; city: string };
const fieldOf = fieldsNamed<Values>({ 'address.street': 'street', 'address.zipCode': 'zipCode', 'address.city': 'city' });

/** A small form that sends and shows what the server refused. */
function AddressForm({ refusal, onUnshown }: { refusal: FieldError[]; onUnshown(errors: FieldError[]): void }) {
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { street: 'Storgatan 1', zipCode: '111 22', city: 'Stockholm' },
    resolver: zodResolver(placeFormSchema()) as unknown as Resolver<Values>,
  });
  return (
    <form onSubmit={form.handleSubmit(() => onUnshown(setServerErrors(form.setError, refusal, fieldOf)))}>
      <TextField form={form} name="street" id="street" label="Street address" />
      <TextField form={form} name="zipCode" id="zipCode" label="Postal code" />
      <TextField form={form} name="city" id="city" label="City" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('setServerErrors', () => {
  it('shows each refused field next to its input, focuses the first, and hands back what no field shows', async () => {
    const onUnshown = vi.fn();
    renderWithProviders(
      <AddressForm
        refusal={[
          { field: 'address.zipCode', message: 'common.formErrors.areaCode' },
          { field: 'address.city', message: 'Stadens namn är okänt' },
          { field: 'address.zipCode', message: 'common.formErrors.required' },
          { field: 'productId', message: 'common.formErrors.required' },
        ]}
        onUnshown={onUnshown}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const zipCode = screen.getByLabelText('Postal code');
    expect(zipCode).toHaveAttribute('aria-invalid', 'true');
    // The first refusal of a field is the one shown.
    expect(zipCode).toHaveAccessibleDescription('Enter a Swedish postal code of five digits, such as 112 34.');
    expect(zipCode).toHaveFocus();
    // Free text from the server is not shown as it is: the generic field error is.
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please check this field.');
    expect(screen.getByLabelText('Street address')).not.toHaveAttribute('aria-invalid');
    expect(onUnshown).toHaveBeenCalledWith([{ field: 'productId', message: 'common.formErrors.required' }]);
  });

  it('keeps a refusal until its field is changed', async () => {
    renderWithProviders(<AddressForm refusal={[{ field: 'address.street', message: 'common.formErrors.maxLength' }]} onUnshown={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const street = screen.getByLabelText('Street address');
    expect(street).toHaveAccessibleDescription('This is too long.');
    await userEvent.type(street, 'a');
    expect(street).not.toHaveAttribute('aria-invalid');
  });
});
