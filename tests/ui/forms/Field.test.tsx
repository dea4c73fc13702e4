import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '../../../ui/forms/Field';
import { renderWithProviders } from '../../support/providers';

describe('<Field>', () => {
  it('names its control by the label and describes it by the hint while it is fine', () => {
    renderWithProviders(
      <Field id="phone" label="Mobile phone" hint="For example 070-123 45 67">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile phone' });
    expect(input).toHaveAccessibleDescription('For example 070-123 45 67');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error translated from its message key, marks the control invalid and describes it by hint and error', () => {
    renderWithProviders(
      <Field id="phone" label="Mobile phone" hint="For example 070-123 45 67" error={{ message: 'common.formErrors.tel' }}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For example 070-123 45 67 Enter a valid phone number.');
    expect(screen.getByText('Enter a valid phone number.')).toBeVisible();
  });

  it('says the error in the current language', () => {
    renderWithProviders(
      <Field id="email" label="E-post" error={{ message: 'common.formErrors.required' }}>
        {(control) => <input {...control} />}
      </Field>,
      { site: { locale: 'sv' } },
    );
    expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveAccessibleDescription('Fältet är obligatoriskt.');
  });

  it('announces an error as an alert when it appears (a field left for the next one), not before', () => {
    const field = (error: { message: string } | null) => (
      <Field id="code" label="Discount code" error={error}>
        {(control) => <input {...control} />}
      </Field>
    );
    const { rerender } = renderWithProviders(field(null));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(field({ message: 'common.formErrors.required' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
  });

  it('names a checkbox by the text beside it, and a group of options by its legend', () => {
    renderWithProviders(
      <>
        <Field id="terms" layout="check" label="I accept the terms" error={{ message: 'common.formErrors.required' }}>
          {(control) => <input type="checkbox" {...control} />}
        </Field>
        <Field id="frequency" layout="group" label="How often?" labelSuffix="(optional)" hint="Every week is cheapest">
          {(control) => <input type="radio" id="frequency-weekly" aria-label="Every week" aria-invalid={control['aria-invalid']} />}
        </Field>
      </>,
    );
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('This field is required.');
    const group = screen.getByRole('group', { name: 'How often? (optional)' });
    expect(group).toHaveAccessibleDescription('Every week is cheapest');
  });
});
