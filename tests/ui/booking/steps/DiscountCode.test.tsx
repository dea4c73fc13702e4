import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiscountCode } from '../../../../ui/booking/steps/DiscountCode';
import { renderWithProviders } from '../../../support/providers';

const props = { promotion: null, errorKey: null, onApply: vi.fn(), onRemove: vi.fn() };

describe('DiscountCode', () => {
  it('keeps the keyboard in the field when Apply is pressed, while the code is checked and once it is applied', async () => {
    const onApply = vi.fn();
    const { rerender } = renderWithProviders(<DiscountCode {...props} code={null} checking={false} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Discount code'), 'spring');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('spring');
    const field = screen.getByLabelText('Discount code');
    expect(document.activeElement).toBe(field);
    rerender(<DiscountCode {...props} code={null} checking onApply={onApply} />);
    expect(document.activeElement).toBe(field);
    rerender(<DiscountCode {...props} code="SPRING" checking={false} onApply={onApply} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Another discount code'));
  });

  it('moves the keyboard to the field when Remove is pressed, as the button goes with the code', async () => {
    const onRemove = vi.fn();
    const { rerender } = renderWithProviders(<DiscountCode {...props} code="SPRING" checking={false} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
    rerender(<DiscountCode {...props} code={null} checking={false} onRemove={onRemove} />);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Discount code'));
  });
});
