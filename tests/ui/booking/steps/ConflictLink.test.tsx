import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_REFUSALS } from '../../../../api/contract/bookingChangeRefusals';
import { ConflictLink } from '../../../../ui/booking/steps/ConflictLink';
import type { Locale } from '../../../../i18n/locales';
import { renderWithProviders } from '../../../support/providers';

const BOOKING_ID = '7f0c2a4e-1b2d-4c3e-9f00-123456789abc';
const render = (locale: Locale, error: { field: string; message: string; bookingId?: string }) =>
  renderWithProviders(<ConflictLink error={error} locale={locale} />, { site: { locale } });

describe('ConflictLink', () => {
  it.each([
    ['sv', 'Se bokningen', `/mina-sidor/bokningar/${BOOKING_ID}`],
    ['en', 'See the booking', `/en/my-pages/bookings/${BOOKING_ID}`],
  ] as const)('links a double booking to the booking already there (%s)', (locale, name, href) => {
    render(locale, { field: 'body.startTime', message: BOOKING_CHANGE_REFUSALS.alreadyBooked, bookingId: BOOKING_ID });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links a subscription conflict to the subscriptions, and offers nothing for a double booking that names no booking or any other reason', () => {
    const { unmount } = render('sv', { field: 'body.zipCode', message: 'common.formErrors.alreadySubscribed' });
    expect(screen.getByRole('link', { name: 'Se mitt abonnemang' })).toHaveAttribute('href', '/mina-sidor/abonnemang');
    unmount();
    for (const message of [BOOKING_CHANGE_REFUSALS.alreadyBooked, 'slotTaken', 'common.formErrors.required']) {
      const shown = render('en', { field: 'body.startTime', message });
      expect(screen.queryByRole('link')).toBeNull();
      shown.unmount();
    }
  });
});
