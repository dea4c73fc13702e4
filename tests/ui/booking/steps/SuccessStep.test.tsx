import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Price } from '../../../../api/contract/booking';
import { SuccessStep } from '../../../../ui/booking/steps/SuccessStep';
import { renderWithProviders } from '../../../support/providers';

const price: Price = {
  currency: 'SEK',
  lines: [],
  totalPriceExclDiscountDeduction: 200000,
  discountAfterTax: 0,
  vat: 40000,
  rutDeduction: 76550,
  totalToPay: 123450,
};

describe('SuccessStep', () => {
  it('shows what, when in Swedish time, where, the price and the reference, and focuses its heading', () => {
    renderWithProviders(
      <SuccessStep
        locale="en"
        booking={{
          reference: 'BK-4711',
          productTitle: 'Window cleaning',
          // 07:00 UTC is 08:00 in Stockholm in winter.
          startTime: '2026-11-24T07:00:00Z',
          address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
          price,
          email: 'anna@example.se',
        }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Thank you for your booking!' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('BK-4711');
    expect(screen.getByText('Window cleaning')).toBeInTheDocument();
    expect(screen.getByText('24 November 2026 at 08:00')).toBeInTheDocument();
    expect(screen.getByText('Storgatan 1, 111 22 Stockholm')).toBeInTheDocument();
    expect(screen.getByText('1 234,50 kr')).toBeInTheDocument();
    expect(screen.getByText(/anna@example\.se/)).toBeInTheDocument();
  });

  it('leaves out what a request does not have yet', () => {
    renderWithProviders(<SuccessStep locale="en" booking={{ reference: 'RFP-1', productTitle: 'Office cleaning' }} />);
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('RFP-1');
    expect(screen.queryByText('When')).not.toBeInTheDocument();
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
  });
});
