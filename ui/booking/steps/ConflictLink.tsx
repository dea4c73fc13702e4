import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import type { FieldError } from '../../../api/contract/meta';
import { routePath } from '../../../api/routes';
import type { Locale } from '../../../i18n/locales';

/**
 * Where a customer goes from a booking the server refused as a conflict:
 * to the subscription they already have, or to the booking they already
 * made at that time and place. Nothing for any other reason.
 */
export function ConflictLink({ error, locale }: { error: FieldError; locale: Locale }) {
  if (error.message === 'common.formErrors.alreadySubscribed' || error.message === 'common.formErrors.subscriptionZipCodeMismatch') {
    return (
      <Link href={routePath('subscriptions', locale)} locale={false} data-testid="conflict-link">
        <Trans id="booking.errors.seeSubscription">See my subscription</Trans>
      </Link>
    );
  }
  if (error.message === BOOKING_CHANGE_REFUSALS.alreadyBooked && error.bookingId) {
    return (
      <Link href={routePath('myBooking', locale, { id: error.bookingId })} locale={false} data-testid="conflict-link">
        <Trans id="booking.errors.seeBooking">See the booking</Trans>
      </Link>
    );
  }
  return null;
}
