import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { SendUpgradeRequestInput } from './requestUpgrade.types';

/**
 * The upgrade request's actors, calling with `api` (the page's client, which
 * sends the customer's session):
 * - PATCH `/v2/customer/subscriptions/:id/request-upgrade`: resolves once the
 *   request is stored (customer service then contacts the customer), rejects
 *   with the `ApiError` (400/409: the upgrade is not offered or already asked for).
 */
export function createRequestUpgradeActors(api: ApiClient) {
  return {
    sendUpgradeRequest: fromPromise<void, SendUpgradeRequestInput>(async ({ input }) => {
      const { subscriptionId, upgradeId, comment } = input;
      await api.call(customer.requestUpgrade, { params: { id: subscriptionId }, body: comment ? { upgradeId, comment } : { upgradeId } });
    }),
  };
}
