import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepIndicator } from '../../../../ui/booking/steps/StepIndicator';
import { renderWithProviders } from '../../../support/providers';

const labels = { configuration: 'Your home', availability: 'Time', address: 'Address', contact: 'Contact' };

describe('StepIndicator', () => {
  it('lists the steps in order: done ones edit, the current one is marked, later ones are text', async () => {
    const onEdit = vi.fn();
    renderWithProviders(
      <StepIndicator
        labels={labels}
        onEdit={onEdit}
        steps={[
          { step: 'configuration', status: 'done' },
          { step: 'availability', status: 'current' },
          { step: 'address', status: 'open' },
          { step: 'contact', status: 'locked' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Booking steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your home'),
      expect.stringContaining('Time'),
      expect.stringContaining('Address'),
      expect.stringContaining('Contact'),
    ]);
    const buttons = within(nav).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.click(within(nav).getByRole('button', { name: /Your home/ }));
    expect(onEdit).toHaveBeenCalledWith('configuration');
    expect(within(items[1]!).getByText('Time')).toHaveAttribute('aria-current', 'step');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });
});
