import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Price } from '../../../../api/contract/booking';
import { PriceSummary } from '../../../../ui/booking/steps/PriceSummary';
import { renderWithProviders } from '../../../support/providers';

const NBSP = '\u00a0';

/** The amount of a line, exactly as rendered (Testing Library's matchers would fold the non-breaking spaces). */
const amount = (line: string) => screen.getByTestId(`price-${line}`).querySelector('dd')?.textContent;

const price: Price = {
  currency: 'SEK',
  lines: [],
  totalPriceExclDiscountDeduction: 246900,
  discountAfterTax: 10000,
  vat: 49380,
  rutDeduction: 112450,
  totalToPay: 123450,
};

describe('PriceSummary', () => {
  it('shows every line in kronor with non-breaking spaces: 1 234,50 kr', () => {
    renderWithProviders(<PriceSummary price={price} updating={false} failed={false} onRetry={vi.fn()} />);
    expect(amount('toPay')).toBe(`1${NBSP}234,50${NBSP}kr`);
    expect(amount('total')).toBe(`2${NBSP}469${NBSP}kr`);
    expect(amount('rut')).toBe(`-1${NBSP}124,50${NBSP}kr`);
    expect(amount('discount')).toBe(`-100${NBSP}kr`);
    expect(amount('vat')).toBe(`493,80${NBSP}kr`);
  });

  it('leaves out deductions that are zero and notes that RUT needs identification', () => {
    renderWithProviders(
      <PriceSummary price={{ ...price, rutDeduction: 0, discountAfterTax: 0 }} updating={false} failed={false} onRetry={vi.fn()} rut="needsIdentification" />,
    );
    expect(screen.queryByTestId('price-rut')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-rut-note')).toHaveTextContent('The RUT deduction is subtracted once you have identified yourself with BankID.');
  });

  it('tells a business that it gets no RUT, and says nothing of RUT once it is deducted', () => {
    const { unmount } = renderWithProviders(
      <PriceSummary price={{ ...price, rutDeduction: 0 }} updating={false} failed={false} onRetry={vi.fn()} rut="business" />,
    );
    expect(screen.getByTestId('price-rut-note')).toHaveTextContent('Businesses get no RUT deduction.');
    unmount();
    renderWithProviders(<PriceSummary price={price} updating={false} failed={false} onRetry={vi.fn()} />);
    expect(screen.queryByTestId('price-rut-note')).not.toBeInTheDocument();
  });

  it('keeps the last price while updating, and announces a new price once, as a sentence with its labels', () => {
    const { rerender } = renderWithProviders(<PriceSummary price={price} updating failed={false} onRetry={vi.fn()} />);
    const figures = screen.getByText('Updating the price…').parentElement!;
    expect(figures).toHaveAttribute('aria-busy', 'true');
    expect(figures.closest('[aria-live]'), 'bare amounts are not live').toBeNull();
    expect(amount('toPay')).toBe(`1${NBSP}234,50${NBSP}kr`);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`Price updated: you pay 1${NBSP}234,50${NBSP}kr, 2${NBSP}469${NBSP}kr before deductions.`);
    // The update done with the same price says nothing new.
    rerender(<PriceSummary price={price} updating={false} failed={false} onRetry={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(status.textContent);
    rerender(<PriceSummary price={{ ...price, totalToPay: 100000 }} updating={false} failed={false} onRetry={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain(`you pay 1${NBSP}000${NBSP}kr`);
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<PriceSummary price={null} updating={false} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not calculate the price.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
