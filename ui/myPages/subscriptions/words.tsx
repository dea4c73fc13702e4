import { Trans } from '@lingui/react/macro';
import type { Subscription } from '../../../api/contract/customer';

/** How often a subscription's visits come, in words. */
export function Frequency({ frequency }: { frequency: Subscription['frequency'] }) {
  switch (frequency) {
    case 'weekly':
      return <Trans id="myPages.subscriptions.frequency.weekly">Every week</Trans>;
    case 'everyOtherWeek':
      return <Trans id="myPages.subscriptions.frequency.everyOtherWeek">Every other week</Trans>;
    case 'everyFourthWeek':
      return <Trans id="myPages.subscriptions.frequency.everyFourthWeek">Every fourth week</Trans>;
    case 'monthly':
      return <Trans id="myPages.subscriptions.frequency.monthly">Once a month</Trans>;
    case 'yearly':
      return <Trans id="myPages.subscriptions.frequency.yearly">Once a year</Trans>;
    default:
      return <Trans id="myPages.subscriptions.frequency.custom">As agreed</Trans>;
  }
}

export function SubscriptionStatus({ status }: { status: Subscription['status'] }) {
  switch (status) {
    case 'active':
      return <Trans id="myPages.subscriptions.status.active">Active</Trans>;
    case 'paused':
      return <Trans id="myPages.subscriptions.status.paused">Paused</Trans>;
    default:
      return <Trans id="myPages.subscriptions.status.ended">Ended</Trans>;
  }
}
