import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { SendUpgradeRequestInput } from './requestUpgrade.types';

/**
 * PATCH `/v2/customer/subscriptions/:id/request-upgrade`: resolves once the
 * request is stored (customer service then contacts the customer), rejects
 * with the `ApiError` (400/409: the upgrade is not offered or already asked for).
 */
export const sendUpgradeRequest = fromPromise<void, SendUpgradeRequestInput>(async ({ input }) => {
  const { api, sessionId, subscriptionId, upgradeId, comment } = input;
  await api.call(customer.requestUpgrade, {
    ...(sessionId ? { sessionId } : {}),
    params: { id: subscriptionId },
    body: comment ? { upgradeId, comment } : { upgradeId },
  });
});
