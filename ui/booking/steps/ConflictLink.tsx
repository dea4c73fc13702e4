import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { routePath } from '../../../api/routes';
import type { Locale } from '../../../i18n/locales';

/**
 * Where a customer goes from a booking the server refused as a conflict:
 * to the subscription they already have. Nothing for any other reason.
 */
export function ConflictLink({ message, locale }: { message: string; locale: Locale }) {
  if (message === 'common.formErrors.alreadySubscribed' || message === 'common.formErrors.subscriptionZipCodeMismatch') {
    return (
      <Link href={routePath('subscriptions', locale)} data-testid="conflict-link">
        <Trans id="booking.errors.seeSubscription">See my subscription</Trans>
      </Link>
    );
  }
  return null;
}
