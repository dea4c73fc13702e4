import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PostalCodeSlot, toAreaCodeInput } from '../../../ui/components/PostalCodeSlot';
import { Sections } from '../../../ui/sections/Sections';
import { sectionsByType } from './fixtures';
import { renderWithSite } from './support';

const AREA_CODE_ERROR = 'Enter a postal code of five digits.';

describe('<PostalCodeSlot>', () => {
  it('keeps at most five digits shown as 123 45', async () => {
    const user = userEvent.setup();
    renderWithSite(<PostalCodeSlot />);
    const input = screen.getByLabelText('Postal code');
    expect(input).toHaveAttribute('maxLength', '6');
    await user.type(input, '1a2-34567');
    expect(input).toHaveValue('123 45');
    expect(toAreaCodeInput('12')).toBe('12');
    expect(toAreaCodeInput('1234')).toBe('123 4');
  });

  it('refuses fewer than five digits with the areaCode message, and clears it on edit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithSite(<PostalCodeSlot onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Postal code');
    await user.type(input, '1234{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(AREA_CODE_ERROR);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(AREA_CODE_ERROR);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, '5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands five digits and the services to onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithSite(<Sections sections={[sectionsByType.hero]} onPostalCodeSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Postal code'), '11122');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onSubmit).toHaveBeenCalledWith('11122', sectionsByType.hero.services);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does nothing visible for a good code without onSubmit', async () => {
    const user = userEvent.setup();
    renderWithSite(<PostalCodeSlot />);
    await user.type(screen.getByLabelText('Postal code'), '11122{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Postal code')).toHaveValue('111 22');
  });
});
