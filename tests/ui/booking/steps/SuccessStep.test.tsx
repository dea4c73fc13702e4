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
          kind: 'booking',
          productTitle: 'Window cleaning',
          // 07:00 UTC is 08:00 in Stockholm in winter.
          startTime: '2026-11-24T07:00:00Z',
          address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
          price,
          email: 'anna@example.se',
        }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Thank you for your booking!' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('BK-4711');
    expect(screen.getByText('Window cleaning')).toBeInTheDocument();
    expect(screen.getByText('24 November 2026 at 08:00')).toBeInTheDocument();
    expect(screen.getByText('Storgatan 1, 111 22 Stockholm')).toBeInTheDocument();
    // The price's lines as the wizard's summary shows them: before deductions, RUT, VAT, what is paid.
    expect(screen.getByTestId('success-total')).toHaveTextContent('Price before deductions2 000 kr');
    expect(screen.getByTestId('success-rut')).toHaveTextContent('RUT deduction-765,50 kr');
    expect(screen.queryByTestId('success-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('success-vat')).toHaveTextContent('Of which VAT400 kr');
    expect(screen.getByTestId('success-toPay')).toHaveTextContent('You pay1 234,50 kr');
    expect(screen.getByText(/anna@example\.se/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('shows a discount given with a code, in Swedish, with the total before it', () => {
    const discounted: Price = { ...price, discountAfterTax: 5868, totalToPay: 14532, rutDeduction: 5868, totalPriceExclDiscountDeduction: 26268, vat: 2906 };
    renderWithProviders(<SuccessStep locale="sv" booking={{ reference: 'BK-4712', kind: 'booking', productTitle: 'Fönsterputs', price: discounted }} />, {
      site: { locale: 'sv' },
    });
    expect(screen.getByTestId('success-total')).toHaveTextContent(/^Pris före avdrag262,68 kr$/);
    expect(screen.getByTestId('success-discount')).toHaveTextContent(/-58,68 kr$/);
    expect(screen.getByTestId('success-rut')).toHaveTextContent(/^RUT-avdrag-58,68 kr$/);
    expect(screen.getByTestId('success-toPay')).toHaveTextContent(/145,32 kr$/);
  });

  it('sends a customer on to their bookings', () => {
    renderWithProviders(<SuccessStep locale="sv" customer booking={{ reference: 'HG-2345AB', kind: 'booking', productTitle: 'Fönsterputs' }} />, {
      site: { locale: 'sv' },
    });
    expect(screen.getByRole('link', { name: 'Se mina bokningar' })).toHaveAttribute('href', '/mina-sidor/bokningar');
  });

  it('thanks for a request, names its reference as a request’s, and leaves out what it does not have yet', () => {
    renderWithProviders(<SuccessStep locale="sv" booking={{ reference: 'HG-RFP123', kind: 'request', productTitle: 'Kontorsstädning' }} />, {
      site: { locale: 'sv' },
    });
    expect(screen.getByRole('heading', { name: 'Tack för din förfrågan!' })).toBeInTheDocument();
    expect(screen.getByText('Ärendenummer')).toBeInTheDocument();
    expect(screen.queryByText('Bokningsnummer')).not.toBeInTheDocument();
    expect(screen.queryByText(/bokning/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('HG-RFP123');
    expect(screen.queryByText('När')).not.toBeInTheDocument();
    expect(screen.queryByTestId('success-toPay')).not.toBeInTheDocument();
  });

  it('says a home visit is booked', () => {
    renderWithProviders(<SuccessStep locale="en" booking={{ reference: 'HG-HOME12', kind: 'homeVisit', productTitle: 'Home cleaning' }} />);
    expect(screen.getByRole('heading', { name: 'Your home visit is booked!' })).toBeInTheDocument();
    expect(screen.getByText('Booking reference')).toBeInTheDocument();
  });
});
